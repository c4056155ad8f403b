import { defineActions } from '../actions/define.ts';
import { accountMessages } from '../account/messages.ts';
import { getOrderInputSchema, orderListInputSchema, orderListSchema } from './history.ts';
import { orderErrorCodes } from './messages.ts';
import { orderSchema } from './schemas.ts';

/** A customer's orders and quotes (docs/features/orders.md). */
export const orderActionTable = defineActions({
  'order/get': {
    summary: 'One order or quote of the customer’s (or of the session that placed it), in full.',
    input: getOrderInputSchema,
    output: orderSchema,
    errors: [orderErrorCodes.notFound],
    access: 'public',
  },
  'order/getList': {
    summary: 'A page of the customer’s orders and quotes, newest first, with filters.',
    input: orderListInputSchema,
    output: orderListSchema,
    errors: [],
    access: 'customer',
    loginMessage: accountMessages.loginRequired,
  },
  'order/getExcel': {
    summary: 'One order as an xlsx spreadsheet (a GET download, so the browser keeps the session cookie).',
    input: getOrderInputSchema,
    output: orderSchema,
    errors: [orderErrorCodes.notFound],
    access: 'public',
    download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
});
