import { setBundleUrl } from '../src/app/assets';

/** Address of the bundle file that is running (the IIFE's script or the ESM entry). */
export const BUNDLE_URL: string = import.meta.url;

setBundleUrl(BUNDLE_URL);
