// A page with one of the display pages' presentational parts (a widget's options form or the words
// editor), controlled as the page controls them; every onChange is kept in window.harness.changes.
import '@shopify/polaris/build/esm/styles.css';
import { AppProvider } from '@shopify/polaris';
import polarisEn from '@shopify/polaris/locales/en.json';
import { createInstance } from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { StorefrontWidget, WidgetOptions } from '../../src/contract/widgets';
import display from '../../src/locales/en/display.json';
import { ColourField } from '../../src/screens/display-widget/forms/ColourField';
import { optionFormFor } from '../../src/screens/display-widget/forms/index';
import type { WordsEditorProps } from '../../src/screens/display-widget/words/types';
import { WordsEditor } from '../../src/screens/display-widget/words/WordsEditor';

type WordsSetup = Omit<WordsEditorProps, 'onChange' | 'onLanguageChange'>;

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { display } }, ns: ['display'], defaultNS: 'display', interpolation: { escapeValue: false } });

const changes: unknown[] = [];
const root = createRoot(document.getElementById('root')!);
const draw = (children: React.ReactNode) =>
  root.render(
    <I18nextProvider i18n={i18n}>
      <AppProvider i18n={polarisEn}>
        <main style={{ maxInlineSize: 640, padding: 16 }}>{children}</main>
      </AppProvider>
    </I18nextProvider>,
  );

function Form<W extends StorefrontWidget>({ widget, start, errors }: { widget: W; start: WidgetOptions<W>; errors: Partial<Record<string, string>> }) {
  const [value, setValue] = useState(start);
  const Options = optionFormFor(widget);
  const onChange = (next: WidgetOptions<W>) => {
    changes.push(next);
    setValue(next);
  };
  return <Options widget={widget} value={value} onChange={onChange} errors={errors} />;
}

function Words({ setup }: { setup: WordsSetup }) {
  const [value, setValue] = useState(setup.value);
  const [language, setLanguage] = useState(setup.language);
  return (
    <WordsEditor
      {...setup}
      value={value}
      language={language}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      onLanguageChange={(next) => {
        changes.push({ language: next });
        setLanguage(next);
      }}
    />
  );
}

function Colour({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return <ColourField label="Star colour" value={value} onChange={(next) => (changes.push(next), setValue(next))} />;
}

/** What the test drives from outside. */
const harness = {
  changes,
  form: (widget: StorefrontWidget, start: Record<string, unknown>, errors: Partial<Record<string, string>> = {}) =>
    draw(<Form key={Math.random()} widget={widget} start={start as WidgetOptions<typeof widget>} errors={errors} />),
  words: (setup: WordsSetup) => draw(<Words key={Math.random()} setup={setup} />),
  colour: (start: string) => draw(<Colour key={Math.random()} start={start} />),
};
Object.assign(window, { harness });
document.body.dataset.ready = 'true';
