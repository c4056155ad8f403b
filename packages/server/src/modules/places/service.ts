import type { PlaceLookup } from '@bookfront/contract';
import { allCountries } from 'country-region-data';

/**
 * Countries whose postal addresses carry a state or province line, by ISO 3166-1 code; only these
 * offer a province list. Elsewhere the province is optional free text (docs/features/accounts.md#profile-fields), so a shopper
 * in France or the United Kingdom is never made to pick a subdivision the post does not use.
 * See docs/decisions/0010-country-and-province-lists.md.
 */
const countriesWithProvinceLists = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN', 'JP', 'CN', 'MY']);

type Province = { name: string; code: string };

/** The country and ISO 3166-2 province lists of country/getList and province/*, and the lookup the rules use. */
export function createPlacesService() {
  const provincesByCountry = new Map<string, readonly Province[]>(
    allCountries.map(([name, code, regions]) => [
      name,
      countriesWithProvinceLists.has(code)
        ? regions.map(([provinceName, provinceCode]) => ({ name: provinceName, code: provinceCode }))
        : [],
    ]),
  );
  const countryNames: readonly string[] = allCountries.map(([name]) => name);
  const provinceNames = new Map(
    [...provincesByCountry].map(([country, provinces]) => [country, provinces.map((province) => province.name)]),
  );
  const noProvinces: readonly string[] = [];

  const placeLookup: PlaceLookup = {
    isCountry: (name) => provincesByCountry.has(name),
    provincesOf: (country) => provinceNames.get(country) ?? noProvinces,
  };

  return {
    placeLookup,

    /** Every country name, as addresses carry them ('Canada', 'United States'). */
    countryNames: () => countryNames,

    /** The province / state names of `country`; empty when it has none listed or is unknown. */
    provincesOf: (country: string) => placeLookup.provincesOf(country),

    /** The listed province named `nameOrCode` in any case, or by its ISO 3166-2 code ('BC'); null when none. */
    findProvince(country: string, nameOrCode: string): string | null {
      const wanted = nameOrCode.trim().toLowerCase();
      if (wanted === '') return null;
      const provinces = provincesByCountry.get(country) ?? [];
      const found = provinces.find(
        (province) => province.name.toLowerCase() === wanted || province.code.toLowerCase() === wanted,
      );
      return found?.name ?? null;
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
