import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { eventErrorCodes } from '../events/messages.ts';
import { registryErrorCodes } from '../registry/messages.ts';
import { registriesResultSchema, registryResultSchema } from '../registry/schemas.ts';
import { consoleContentErrorCodes } from './content-messages.ts';
import {
  consoleBlockCreateInputSchema,
  consoleBlockPageSchema,
  consoleBlockPagesSchema,
  consolePageCreateInputSchema,
  consoleBlocksListInputSchema,
  consoleBlockIdInputSchema,
  consoleBlockListSchema,
  consoleBlockMoveInputSchema,
  consoleBlockSchema,
  consoleBlockUpdateInputSchema,
  consoleDeletedSchema,
  consoleGiftCardAdjustInputSchema,
  consoleGiftCardIssueInputSchema,
  consoleGiftCardNumberInputSchema,
  consoleGiftCardSchema,
  consoleRegistryItemQuantityInputSchema,
  consoleRegistryItemRemoveInputSchema,
  consoleRegistryUpdateInputSchema,
  consoleEventIdInputSchema,
  consoleEventInputSchema,
  consoleEventListSchema,
  consoleEventSchema,
  consoleEventUpdateInputSchema,
  consoleFeatureIdInputSchema,
  consoleFeatureInputSchema,
  consoleFeatureListSchema,
  consoleFeatureSchema,
  consoleFeatureUpdateInputSchema,
} from './content-schemas.ts';

/** The storefront's content is a manager's or the owner's (docs/features/store-console.md#roles). */
const contentRoles = ['owner', 'manager'] as const;

export const consoleEventsListAction = defineAction({
  name: 'console/events/list',
  input: emptyInputSchema,
  output: consoleEventListSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleEventsCreateAction = defineAction({
  name: 'console/events/create',
  input: consoleEventInputSchema,
  output: consoleEventSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleEventsUpdateAction = defineAction({
  name: 'console/events/update',
  input: consoleEventUpdateInputSchema,
  output: consoleEventSchema,
  errors: [eventErrorCodes.notFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleEventsDeleteAction = defineAction({
  name: 'console/events/delete',
  input: consoleEventIdInputSchema,
  output: consoleDeletedSchema,
  errors: [eventErrorCodes.notFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleGiftCardsIssueAction = defineAction({
  name: 'console/giftcards/issue',
  input: consoleGiftCardIssueInputSchema,
  output: consoleGiftCardSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleGiftCardsGetAction = defineAction({
  name: 'console/giftcards/get',
  input: consoleGiftCardNumberInputSchema,
  output: consoleGiftCardSchema,
  errors: [consoleContentErrorCodes.giftCardNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleGiftCardsAdjustAction = defineAction({
  name: 'console/giftcards/adjust',
  input: consoleGiftCardAdjustInputSchema,
  output: consoleGiftCardSchema,
  errors: [consoleContentErrorCodes.giftCardNotFound, consoleContentErrorCodes.balanceTooLow],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleRegistriesListAction = defineAction({
  name: 'console/registries/list',
  input: emptyInputSchema,
  output: registriesResultSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleRegistriesUpdateAction = defineAction({
  name: 'console/registries/update',
  input: consoleRegistryUpdateInputSchema,
  output: registryResultSchema,
  errors: [registryErrorCodes.notFound, registryErrorCodes.notYours, registryErrorCodes.deadlinePast],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleRegistriesSetItemQuantityAction = defineAction({
  name: 'console/registries/setItemQuantity',
  input: consoleRegistryItemQuantityInputSchema,
  output: registryResultSchema,
  errors: [registryErrorCodes.notFound, registryErrorCodes.notYours, registryErrorCodes.itemNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleRegistriesRemoveItemAction = defineAction({
  name: 'console/registries/removeItem',
  input: consoleRegistryItemRemoveInputSchema,
  output: registryResultSchema,
  errors: [registryErrorCodes.notFound, registryErrorCodes.notYours, registryErrorCodes.itemNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleFeaturesListAction = defineAction({
  name: 'console/features/list',
  input: emptyInputSchema,
  output: consoleFeatureListSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleFeaturesCreateAction = defineAction({
  name: 'console/features/create',
  input: consoleFeatureInputSchema,
  output: consoleFeatureSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleFeaturesUpdateAction = defineAction({
  name: 'console/features/update',
  input: consoleFeatureUpdateInputSchema,
  output: consoleFeatureSchema,
  errors: [consoleContentErrorCodes.featureNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleFeaturesDeleteAction = defineAction({
  name: 'console/features/delete',
  input: consoleFeatureIdInputSchema,
  output: consoleDeletedSchema,
  errors: [consoleContentErrorCodes.featureNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksPagesAction = defineAction({
  name: 'console/blocks/pages',
  input: emptyInputSchema,
  output: consoleBlockPagesSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consolePagesCreateAction = defineAction({
  name: 'console/pages/create',
  input: consolePageCreateInputSchema,
  output: consoleBlockPageSchema,
  errors: [consoleContentErrorCodes.pageTitleTaken],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksListAction = defineAction({
  name: 'console/blocks/list',
  input: consoleBlocksListInputSchema,
  output: consoleBlockListSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksCreateAction = defineAction({
  name: 'console/blocks/create',
  input: consoleBlockCreateInputSchema,
  output: consoleBlockSchema,
  errors: [],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksUpdateAction = defineAction({
  name: 'console/blocks/update',
  input: consoleBlockUpdateInputSchema,
  output: consoleBlockSchema,
  errors: [consoleContentErrorCodes.blockNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksMoveAction = defineAction({
  name: 'console/blocks/move',
  input: consoleBlockMoveInputSchema,
  output: consoleBlockListSchema,
  errors: [consoleContentErrorCodes.blockNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

export const consoleBlocksDeleteAction = defineAction({
  name: 'console/blocks/delete',
  input: consoleBlockIdInputSchema,
  output: consoleDeletedSchema,
  errors: [consoleContentErrorCodes.blockNotFound],
  access: 'staff',
  staffRoles: contentRoles,
});

/** The store console's content: events, home page blocks, featured lists, gift cards and co-managed registries (docs/features/store-console.md#content). */
export const consoleContentActionTable = tableOf(
  consoleEventsListAction,
  consoleEventsCreateAction,
  consoleEventsUpdateAction,
  consoleEventsDeleteAction,
  consoleGiftCardsIssueAction,
  consoleGiftCardsGetAction,
  consoleGiftCardsAdjustAction,
  consoleRegistriesListAction,
  consoleRegistriesUpdateAction,
  consoleRegistriesSetItemQuantityAction,
  consoleRegistriesRemoveItemAction,
  consoleFeaturesListAction,
  consoleFeaturesCreateAction,
  consoleFeaturesUpdateAction,
  consoleFeaturesDeleteAction,
  consoleBlocksPagesAction,
  consolePagesCreateAction,
  consoleBlocksListAction,
  consoleBlocksCreateAction,
  consoleBlocksUpdateAction,
  consoleBlocksMoveAction,
  consoleBlocksDeleteAction,
);
