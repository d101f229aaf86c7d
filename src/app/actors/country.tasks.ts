import { loadCountryList } from '../../api/countries.api';
import { countryOptions } from '../../lib/country';
import { stylesheetUrl } from '../assets';
import { BUILD_STAMP } from '../build-info';
import type { Runtime } from '../runtime';
import { provideTask } from './task.actors';

/** Address of the static country file: beside the bundle (its CDN), keyed by the build like the locale files. */
export const countryListUrl = (): string => new URL(`data/countries.json?v=${BUILD_STAMP}`, stylesheetUrl()).href;

/** The country options in the interface language (the file is read once per page life). */
export const countryOptionsTask = (runtime: Runtime) =>
  provideTask(async (_: void) => countryOptions(await loadCountryList(countryListUrl()), runtime.i18n.language));
