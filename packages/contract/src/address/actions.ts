import { defineActions, emptyInputSchema } from '../actions/define.ts';
import { accountMessages } from '../account/messages.ts';
import { addressErrorCodes } from './messages.ts';
import {
  addressesResultSchema,
  addressIdInputSchema,
  countryListSchema,
  createAddressInputSchema,
  modifyAddressInputSchema,
  provinceGetInputSchema,
  provinceGetResultSchema,
  provinceListInputSchema,
  provinceListSchema,
} from './schemas.ts';

const customer = { access: 'customer', loginMessage: accountMessages.loginRequired } as const;

/** The customer's address book, and the country and province lists of every address form (docs/features/accounts.md). */
export const addressActionTable = defineActions({
  'address/getList': {
    summary: 'The customer’s addresses, each saying whether the store ships there.',
    input: emptyInputSchema,
    output: addressesResultSchema,
    errors: [],
    ...customer,
  },
  'address/create': {
    summary: 'Adds an address; answers the address book.',
    input: createAddressInputSchema,
    output: addressesResultSchema,
    errors: [],
    ...customer,
  },
  'address/modify': {
    summary: 'Changes an address; answers the address book.',
    input: modifyAddressInputSchema,
    output: addressesResultSchema,
    errors: [addressErrorCodes.notFound],
    ...customer,
  },
  'address/delete': {
    summary: 'Removes an address; answers the address book.',
    input: addressIdInputSchema,
    output: addressesResultSchema,
    errors: [addressErrorCodes.notFound],
    ...customer,
  },
  'address/setPreferred': {
    summary: 'Makes an address the one checkout offers first; answers the address book.',
    input: addressIdInputSchema,
    output: addressesResultSchema,
    errors: [addressErrorCodes.notFound],
    ...customer,
  },
  'country/getList': {
    summary: 'The countries an address may be in.',
    input: emptyInputSchema,
    output: countryListSchema,
    errors: [],
    access: 'private-site-open',
  },
  'province/getList': {
    summary: 'The provinces or states of a country.',
    input: provinceListInputSchema,
    output: provinceListSchema,
    errors: [],
    access: 'private-site-open',
  },
  'province/get': {
    summary: 'One province or state of a country by code or name.',
    input: provinceGetInputSchema,
    output: provinceGetResultSchema,
    errors: [],
    access: 'private-site-open',
  },
});
