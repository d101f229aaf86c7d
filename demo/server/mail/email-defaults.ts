import type { LanguageCode } from '../../../src/contract/constants';
import type { EmailLabels } from '../../../src/lib/email/render-email';
import cs from '../../../src/locales/cs/email-defaults.json';
import da from '../../../src/locales/da/email-defaults.json';
import de from '../../../src/locales/de/email-defaults.json';
import en from '../../../src/locales/en/email-defaults.json';
import es from '../../../src/locales/es/email-defaults.json';
import fi from '../../../src/locales/fi/email-defaults.json';
import fr from '../../../src/locales/fr/email-defaults.json';
import it from '../../../src/locales/it/email-defaults.json';
import ja from '../../../src/locales/ja/email-defaults.json';
import ko from '../../../src/locales/ko/email-defaults.json';
import nl from '../../../src/locales/nl/email-defaults.json';
import no from '../../../src/locales/no/email-defaults.json';
import pl from '../../../src/locales/pl/email-defaults.json';
import ptPT from '../../../src/locales/pt-PT/email-defaults.json';
import pt from '../../../src/locales/pt/email-defaults.json';
import sv from '../../../src/locales/sv/email-defaults.json';
import th from '../../../src/locales/th/email-defaults.json';
import tr from '../../../src/locales/tr/email-defaults.json';
import zhCN from '../../../src/locales/zh-CN/email-defaults.json';
import zhTW from '../../../src/locales/zh-TW/email-defaults.json';

/** The texts of `src/locales/<lng>/email-defaults.json`: default templates, layout labels, the unsubscribe page. */
export type EmailDefaultsFile = typeof en;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
type Tree = { [key: string]: string | Tree };

const FILES: Record<LanguageCode, DeepPartial<EmailDefaultsFile>> = {
  en, cs, da, de, es, fr, it, nl, no, pl, pt, 'pt-PT': ptPT, fi, sv, tr, th, ja, 'zh-CN': zhCN, 'zh-TW': zhTW, ko,
};

/** `base` with every string of `over` that has the same place in it. */
function overlay(base: Tree, over: Tree | undefined): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const other = over?.[key];
    if (typeof value === 'string') out[key] = typeof other === 'string' && other.trim() !== '' ? other : value;
    else out[key] = overlay(value, typeof other === 'object' ? other : undefined);
  }
  return out;
}

const cache = new Map<LanguageCode, EmailDefaultsFile>();

/** The email default texts of a language, each missing text taken from English. */
export function emailDefaults(language: LanguageCode): EmailDefaultsFile {
  let file = cache.get(language);
  if (!file) {
    // overlay keeps the shape of `en` exactly, so the result is an EmailDefaultsFile.
    file = overlay(en as Tree, FILES[language] as Tree) as unknown as EmailDefaultsFile;
    cache.set(language, file);
  }
  return file;
}

/** Fills the `{{shop}}` placeholder of a default text. */
export function withShop(text: string, shopName: string): string {
  return text.replace(/\{\{\s*shop\s*\}\}/g, () => shopName);
}

/** The layout's labels of an email in a language, with the shop's name in the footer. */
export function emailLabels(language: LanguageCode, shopName: string): EmailLabels {
  const { labels } = emailDefaults(language);
  return { unsubscribe: labels.unsubscribe, footer: withShop(labels.footer, shopName) };
}
