import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../contract/constants';
import type { EmailTemplateType, TemplateTextField } from '../../contract/email-templates';
import type { EmailLabels } from '../../lib/email/render-email';

const NS = 'email-defaults';

/** The `email-defaults` texts of one language: the layout's labels and each template's default texts. */
export interface EmailLanguageTexts {
  language: LanguageCode;
  labels: EmailLabels;
  /** The default text of a field of a template type in this language. */
  defaultText(type: EmailTemplateType, field: TemplateTextField): string;
}

/** The texts of `email-defaults` in `language` from a fixed translation function. */
export function emailLanguageTexts(language: LanguageCode, t: TFunction, shopName: string): EmailLanguageTexts {
  return {
    language,
    labels: { unsubscribe: t('labels.unsubscribe'), footer: t('labels.footer', { shop: shopName }) },
    defaultText: (type, field) => t(`templates.${type}.${field}`),
  };
}

/**
 * Loads the `email-defaults` namespace in the EMAIL's language (not the admin's), so the preview's
 * unsubscribe link and footer read as the customer will read them. Null until it arrives.
 */
export function useEmailLanguage(language: LanguageCode, shopName: string): EmailLanguageTexts | null {
  const { i18n } = useTranslation();
  const [texts, setTexts] = useState<EmailLanguageTexts | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // Only this namespace in this language (and English for missing keys): loadLanguages would
      // add the language to every namespace the admin loads from then on.
      const missing = [...new Set([language, 'en'])].filter((lng) => !i18n.hasResourceBundle(lng, NS));
      if (missing.length > 0) await i18n.reloadResources(missing, NS);
      if (live) setTexts(emailLanguageTexts(language, i18n.getFixedT(language, NS), shopName));
    })();
    return () => {
      live = false;
    };
  }, [i18n, language, shopName]);
  return texts?.language === language ? texts : null;
}
