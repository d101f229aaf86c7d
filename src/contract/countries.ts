import * as z from 'zod/mini';

/**
 * One entry of the static country file (`data/countries.json`, served beside the bundle): the
 * country's English name and its ISO 3166-1 alpha-2 code (SPEC §3: an option's label comes from
 * `country`, its value from `ref_country`).
 */
export const countryEntrySchema = z.object({
  country: z.string(),
  ref_country: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

/** The whole country file. */
export const countryListSchema = z.array(countryEntrySchema);
