import { LANGUAGES, type LanguageCode } from '../../../src/contract/constants';

export { LANGUAGE_CODES, type LanguageCode } from '../../../src/contract/constants';

/** Integer codes the backend stores in the `backend_lang` shop config, by language (one map, shared with the app). */
export const BACKEND_LANG_CODES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.id])) as Record<LanguageCode, number>;
