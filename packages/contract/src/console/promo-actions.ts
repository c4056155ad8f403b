import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { consolePromoErrorCodes } from './promo-messages.ts';
import {
  consolePromoCodeIdInputSchema,
  consolePromoCodeInputSchema,
  consolePromoCodeListSchema,
  consolePromoCodeSchema,
} from './promo-schemas.ts';

/** Promo codes are a manager's or the owner's, as the rest of the content (docs/features/store-console.md#roles). */
const promoRoles = ['owner', 'manager'] as const;

export const consolePromosListAction = defineAction({
  name: 'console/promos/list',
  input: emptyInputSchema,
  output: consolePromoCodeListSchema,
  errors: [],
  access: 'staff',
  staffRoles: promoRoles,
});

export const consolePromosCreateAction = defineAction({
  name: 'console/promos/create',
  input: consolePromoCodeInputSchema,
  output: consolePromoCodeSchema,
  errors: [consolePromoErrorCodes.taken, consolePromoErrorCodes.tooMany],
  access: 'staff',
  staffRoles: promoRoles,
});

export const consolePromosUpdateAction = defineAction({
  name: 'console/promos/update',
  input: consolePromoCodeInputSchema,
  output: consolePromoCodeSchema,
  errors: [consolePromoErrorCodes.notFound],
  access: 'staff',
  staffRoles: promoRoles,
});

export const consolePromosDeactivateAction = defineAction({
  name: 'console/promos/deactivate',
  input: consolePromoCodeIdInputSchema,
  output: consolePromoCodeSchema,
  errors: [consolePromoErrorCodes.notFound],
  access: 'staff',
  staffRoles: promoRoles,
});

/** The store console's promo codes with their usage (docs/features/store-console.md#promo-codes). */
export const consolePromoActionTable = tableOf(
  consolePromosListAction,
  consolePromosCreateAction,
  consolePromosUpdateAction,
  consolePromosDeactivateAction,
);
