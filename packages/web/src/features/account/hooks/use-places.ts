import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { countryListSchema, provinceListSchema, type PlaceLookup } from '@bookfront/contract';
import { apiClient } from '../../../lib/api-client.ts';

export const placeKeys = {
  countries: ['places', 'countries'] as const,
  provinces: (country: string) => ['places', 'provinces', country] as const,
};

const fetchCountries = () => apiClient.call('country/getList', {}, countryListSchema);
const fetchProvinces = (country: string) => apiClient.call('province/getList', { country }, provinceListSchema);

/**
 * The server's country list and the provinces of `country` (spec 2 §7 country/getList,
 * province/getList), and, once both are known, the lookup the profile rules check against.
 */
export function usePlaces(country: string) {
  const countries = useQuery({ queryKey: placeKeys.countries, queryFn: fetchCountries, staleTime: Infinity });
  const known = countries.data?.countries.includes(country) ?? false;
  const provinces = useQuery({
    queryKey: placeKeys.provinces(country),
    queryFn: () => fetchProvinces(country),
    enabled: known,
    staleTime: Infinity,
  });
  const lookup = useMemo<PlaceLookup | undefined>(() => {
    const countryNames = countries.data?.countries;
    if (!countryNames) return undefined;
    if (known && !provinces.data) return undefined;
    const provinceNames = provinces.data?.provinces ?? [];
    return {
      isCountry: (name) => countryNames.includes(name),
      provincesOf: (name) => (name === country ? provinceNames : []),
    };
  }, [countries.data, provinces.data, known, country]);
  return {
    countries: countries.data?.countries ?? [],
    provinces: known ? (provinces.data?.provinces ?? []) : [],
    lookup,
  };
}
