import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
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

export const addressGetListAction = defineAction({
  name: 'address/getList',
  input: emptyInputSchema,
  output: addressesResultSchema,
  errors: [],
  ...customer,
});

export const addressCreateAction = defineAction({
  name: 'address/create',
  input: createAddressInputSchema,
  output: addressesResultSchema,
  errors: [],
  ...customer,
});

export const addressModifyAction = defineAction({
  name: 'address/modify',
  input: modifyAddressInputSchema,
  output: addressesResultSchema,
  errors: [addressErrorCodes.notFound],
  ...customer,
});

export const addressDeleteAction = defineAction({
  name: 'address/delete',
  input: addressIdInputSchema,
  output: addressesResultSchema,
  errors: [addressErrorCodes.notFound],
  ...customer,
});

export const addressSetPreferredAction = defineAction({
  name: 'address/setPreferred',
  input: addressIdInputSchema,
  output: addressesResultSchema,
  errors: [addressErrorCodes.notFound],
  ...customer,
});

export const countryGetListAction = defineAction({
  name: 'country/getList',
  input: emptyInputSchema,
  output: countryListSchema,
  errors: [],
  access: 'private-site-open',
});

export const provinceGetListAction = defineAction({
  name: 'province/getList',
  input: provinceListInputSchema,
  output: provinceListSchema,
  errors: [],
  access: 'private-site-open',
});

export const provinceGetAction = defineAction({
  name: 'province/get',
  input: provinceGetInputSchema,
  output: provinceGetResultSchema,
  errors: [],
  access: 'private-site-open',
});

/** The customer's address book, and the country and province lists of every address form (docs/features/accounts.md). */
export const addressActionTable = tableOf(
  addressGetListAction,
  addressCreateAction,
  addressModifyAction,
  addressDeleteAction,
  addressSetPreferredAction,
  countryGetListAction,
  provinceGetListAction,
  provinceGetAction,
);
