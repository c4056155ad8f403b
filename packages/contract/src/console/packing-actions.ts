import { z } from 'zod';
import { defineAction } from '../actions/define.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { consoleErrorCodes } from './error-codes.ts';
import { consolePackingMessages } from './packing-messages.ts';
import { consoleOrderDetailSchema, consoleOrderNumberInputSchema, orderStatusSchema } from './schemas.ts';

/** Every role picks and packs (docs/features/store-console.md#roles). */
const everyRole = ['owner', 'manager', 'clerk'] as const;

/** How many orders one pick list may gather. */
export const pickListMaxOrders = 200;

/**
 * console/orders/pickList: the copies to pull for the chosen orders (comma-separated numbers), or for
 * every order of a status at a location, grouped by location.
 */
export const consolePickListInputSchema = z.object({
  status: orderStatusSchema.default('new'),
  location_id: singleLineTextSchema().max(64).optional(),
  orders: singleLineTextSchema()
    .max(4000)
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((number) => number.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(20)).max(pickListMaxOrders, consolePackingMessages.tooManyOrders)),
});
export type ConsolePickListInput = z.input<typeof consolePickListInputSchema>;

export const consoleOrdersPickListAction = defineAction({
  name: 'console/orders/pickList',
  input: consolePickListInputSchema,
  // A download answers a file; its output names what it is made from.
  output: consoleOrderDetailSchema,
  errors: [],
  access: 'staff',
  staffRoles: everyRole,
  download: 'application/pdf',
});

export const consoleOrdersPackingSlipAction = defineAction({
  name: 'console/orders/packingSlip',
  input: consoleOrderNumberInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound],
  access: 'staff',
  staffRoles: everyRole,
  download: 'application/pdf',
});
