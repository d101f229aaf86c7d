import type { LanguageCode } from '../../contract/constants';
import { resolveLanguage } from '../../lib/languages';

/** The storefront language of the shop (its customers' default), from startup's settings; English until known. */
export const selectShopLanguage = (s: { context: { data: { userSettings: { language?: string | null } } | null } }): LanguageCode =>
  resolveLanguage(s.context.data?.userSettings.language ?? 'en');
