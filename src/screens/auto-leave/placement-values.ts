import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../contract/constants';
import type { AutoLeavePlacement, AutoLeaveSettings, PlacementTexts } from '../../contract/review-rules';

/** The texts of a placement with every empty text left out (empty: the default text shows). */
function cleanTexts(texts: AutoLeaveSettings['thankyou']['texts']): AutoLeaveSettings['thankyou']['texts'] {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([lang, tr]) => [lang, { heading: tr?.heading.trim() ?? '', description: tr?.description.trim() ?? '', button: tr?.button.trim() ?? '' }] as const)
      .filter(([, tr]) => tr.heading !== '' || tr.description !== '' || tr.button !== ''),
  );
}

/** Both placements as saved: texts trimmed, languages without any text dropped. */
export const prepareAutoLeave = (value: AutoLeaveSettings): AutoLeaveSettings => ({
  ...value,
  thankyou: { ...value.thankyou, texts: cleanTexts(value.thankyou.texts) },
  checkout: { ...value.checkout, texts: cleanTexts(value.checkout.texts) },
});

/** The default texts of a placement in `language` (this page's translations of that language, loaded on demand; English meanwhile). */
export function useDefaultTexts(placement: AutoLeavePlacement, language: LanguageCode): PlacementTexts {
  const { i18n } = useTranslation('review-rules');
  const [loaded, setLoaded] = useState<LanguageCode | null>(() => (i18n.hasResourceBundle(language, 'review-rules') ? language : null));
  useEffect(() => {
    if (i18n.hasResourceBundle(language, 'review-rules')) {
      setLoaded(language);
      return;
    }
    let live = true;
    void i18n.reloadResources([language], ['review-rules']).then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const t = i18n.getFixedT(loaded === language ? language : 'en', 'review-rules');
  return {
    heading: t(`placement.defaults.${placement}.heading`),
    description: t(`placement.defaults.${placement}.description`),
    button: t(`placement.defaults.${placement}.button`),
  };
}
