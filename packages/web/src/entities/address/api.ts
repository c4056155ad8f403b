import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressActionTable, type AddressesResult, type AddressFields, type PlaceLookup } from '@bookfront/contract';
import { useMemo } from 'react';
import { actionClient } from '../../lib/api-client.ts';

const api = actionClient(addressActionTable);

/** The customer's addresses, one cache entry that the address book and checkout both read. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

/** The same keys as every other form that reads the lists, so they are fetched once per visit. */
export const placeKeys = {
  countries: ['places', 'countries'] as const,
  provinces: (country: string) => ['places', 'provinces', country] as const,
};

export const getAddresses = () => api.address.getList();
export const createAddress = (input: AddressFields) => api.address.create(input);
export const modifyAddress = (input: AddressFields & { address_id: string }) => api.address.modify(input);
export const deleteAddress = (addressId: string) => api.address.delete({ address_id: addressId });
export const setPreferredAddress = (addressId: string) => api.address.setPreferred({ address_id: addressId });

export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressKeys.list(),
    queryFn: getAddresses,
    select: (result) => result.addresses,
    enabled,
  });
}

/**
 * Every address action answers the whole book, which replaces the cached one at once; the key is
 * then invalidated so a view that mounts later asks the server again rather than trust a copy.
 */
function useAddressMutation<Variables>(mutationFn: (variables: Variables) => Promise<AddressesResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      queryClient.setQueryData(addressKeys.list(), result);
      await queryClient.invalidateQueries({ queryKey: addressKeys.all, refetchType: 'none' });
    },
  });
}

export const useCreateAddress = () => useAddressMutation(createAddress);
export const useModifyAddress = () => useAddressMutation(modifyAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetPreferredAddress = () => useAddressMutation(setPreferredAddress);

/**
 * The server's countries and the provinces of `country` (country/getList, province/getList), and,
 * once both are known, the lookup the address rules check against.
 */
export function usePlaceLists(country: string) {
  const countries = useQuery({
    queryKey: placeKeys.countries,
    queryFn: () => api.country.getList(),
    staleTime: Infinity,
  });
  const isKnownCountry = countries.data?.countries.includes(country) ?? false;
  const provinces = useQuery({
    queryKey: placeKeys.provinces(country),
    queryFn: () => api.province.getList({ country }),
    enabled: isKnownCountry,
    staleTime: Infinity,
  });
  const lookup = useMemo<PlaceLookup | undefined>(() => {
    const countryNames = countries.data?.countries;
    if (!countryNames || (isKnownCountry && !provinces.data)) return undefined;
    const provinceNames = provinces.data?.provinces ?? [];
    return {
      isCountry: (name) => countryNames.includes(name),
      provincesOf: (name) => (name === country ? provinceNames : []),
    };
  }, [countries.data, provinces.data, isKnownCountry, country]);
  return {
    countries: countries.data?.countries ?? [],
    provinces: isKnownCountry ? (provinces.data?.provinces ?? []) : [],
    isLoading: countries.isPending || (isKnownCountry && provinces.isPending),
    lookup,
  };
}
