import { defineAction, tableOf } from '../actions/define.ts';
import { commonMessages } from '../common/messages.ts';
import { registryErrorCodes as codes } from './messages.ts';
import {
  addRegistryItemInputSchema,
  createRegistryInputSchema,
  deleteRegistryItemInputSchema,
  getRegistriesInputSchema,
  registriesResultSchema,
  registryDeletedResultSchema,
  registryIdInputSchema,
  registryResultSchema,
  updateRegistryInputSchema,
  updateRegistryItemInputSchema,
} from './schemas.ts';

const customer = { access: 'customer', loginMessage: commonMessages.loginRequired } as const;
const ownerEdit = [codes.notOffered, codes.notFound, codes.notYours] as const;

export const giftregistryGetAllAction = defineAction({
  name: 'giftregistry/getAll',
  input: getRegistriesInputSchema,
  output: registriesResultSchema,
  errors: [codes.notOffered],
  ...customer,
});

/** Everyone may view (and share) a registry, guests included. */
export const giftregistryGetAction = defineAction({
  name: 'giftregistry/get',
  input: registryIdInputSchema,
  output: registryResultSchema,
  errors: [codes.notOffered, codes.notFound],
  access: 'public',
});

export const giftregistryCreateAction = defineAction({
  name: 'giftregistry/create',
  input: createRegistryInputSchema,
  output: registryResultSchema,
  errors: [codes.notOffered, codes.deadlinePast, codes.shippingAddressNotFound],
  ...customer,
});

export const giftregistryUpdateAction = defineAction({
  name: 'giftregistry/update',
  input: updateRegistryInputSchema,
  output: registryResultSchema,
  errors: [...ownerEdit, codes.deadlinePast, codes.shippingAddressNotFound, codes.storeKeepsShipping],
  ...customer,
});

export const giftregistryDeleteAction = defineAction({
  name: 'giftregistry/delete',
  input: registryIdInputSchema,
  output: registryDeletedResultSchema,
  errors: ownerEdit,
  ...customer,
});

export const giftregistryAddItemAction = defineAction({
  name: 'giftregistry/addItem',
  input: addRegistryItemInputSchema,
  output: registryResultSchema,
  errors: [...ownerEdit, codes.titleNotFound],
  ...customer,
});

export const giftregistryUpdateItemAction = defineAction({
  name: 'giftregistry/updateItem',
  input: updateRegistryItemInputSchema,
  output: registryResultSchema,
  errors: [...ownerEdit, codes.itemNotFound],
  ...customer,
});

export const giftregistryDeleteItemAction = defineAction({
  name: 'giftregistry/deleteItem',
  input: deleteRegistryItemInputSchema,
  output: registryResultSchema,
  errors: [...ownerEdit, codes.itemNotFound],
  ...customer,
});

/** Gift registries (docs/features/gift-registries.md#actions). */
export const registryActionTable = tableOf(
  giftregistryGetAllAction,
  giftregistryGetAction,
  giftregistryCreateAction,
  giftregistryUpdateAction,
  giftregistryDeleteAction,
  giftregistryAddItemAction,
  giftregistryUpdateItemAction,
  giftregistryDeleteItemAction,
);
