import { defineAction, tableOf } from '../actions/define.ts';
import { consoleErrorCodes } from './error-codes.ts';
import { consoleQuoteErrorCodes } from './quote-messages.ts';
import { consoleAnswerQuoteInputSchema, consoleDeclineQuoteInputSchema } from './quote-schemas.ts';
import { consoleOrderDetailSchema } from './schemas.ts';

/** Pricing a quote and placing it is a sale: not a clerk's call (docs/features/store-console.md#roles). */
export const consoleOrdersAnswerQuoteAction = defineAction({
  name: 'console/orders/answerQuote',
  input: consoleAnswerQuoteInputSchema,
  output: consoleOrderDetailSchema,
  errors: [
    consoleErrorCodes.orderNotFound,
    consoleQuoteErrorCodes.linesInvalid,
    consoleQuoteErrorCodes.stockGone,
    consoleQuoteErrorCodes.hasGiftCards,
    consoleQuoteErrorCodes.notOpen,
  ],
  access: 'staff',
  staffRoles: ['owner', 'manager'],
});

/** Declining a quote is the same call as answering it: owners and managers. */
export const consoleOrdersDeclineQuoteAction = defineAction({
  name: 'console/orders/declineQuote',
  input: consoleDeclineQuoteInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound, consoleQuoteErrorCodes.notOpen],
  access: 'staff',
  staffRoles: ['owner', 'manager'],
});

/** Answering quotes in the store console (docs/features/store-console.md#quotes). */
export const consoleQuoteActionTable = tableOf(consoleOrdersAnswerQuoteAction, consoleOrdersDeclineQuoteAction);
