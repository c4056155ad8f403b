import { defineAction } from '../actions/define.ts';
import { consoleErrorCodes } from './error-codes.ts';
import { consolePaymentErrorCodes } from './payment-messages.ts';
import { consoleRefundInputSchema, consoleSealedCardSchema } from './payment-schemas.ts';
import { consoleOrderDetailSchema, consoleOrderNumberInputSchema } from './schemas.ts';

/** Money goes out or a card is opened: owners and managers (docs/features/store-console.md#roles). */
const managers = ['owner', 'manager'] as const;

export const consoleOrdersOpenCardAction = defineAction({
  name: 'console/orders/openCard',
  input: consoleOrderNumberInputSchema,
  output: consoleSealedCardSchema,
  errors: [consoleErrorCodes.orderNotFound, consolePaymentErrorCodes.cardNotKept],
  access: 'staff',
  staffRoles: managers,
});

export const consoleOrdersRecordChargedAction = defineAction({
  name: 'console/orders/recordCharged',
  input: consoleOrderNumberInputSchema,
  output: consoleOrderDetailSchema,
  errors: [
    consoleErrorCodes.orderNotFound,
    consolePaymentErrorCodes.cardNotKept,
    consolePaymentErrorCodes.alreadyCharged,
  ],
  access: 'staff',
  staffRoles: managers,
});

export const consoleOrdersRefundAction = defineAction({
  name: 'console/orders/refund',
  input: consoleRefundInputSchema,
  output: consoleOrderDetailSchema,
  errors: [
    consoleErrorCodes.orderNotFound,
    consolePaymentErrorCodes.refundInvalid,
    consolePaymentErrorCodes.refundTooMuch,
    consolePaymentErrorCodes.paypalRefundFailed,
  ],
  access: 'staff',
  staffRoles: managers,
});
