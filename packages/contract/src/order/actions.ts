import { defineAction, tableOf } from '../actions/define.ts';
import { accountMessages } from '../account/messages.ts';
import { getOrderInputSchema, orderListInputSchema, orderListSchema } from './history.ts';
import { orderErrorCodes } from './messages.ts';
import { orderSchema } from './schemas.ts';

export const orderGetAction = defineAction({
  name: 'order/get',
  input: getOrderInputSchema,
  output: orderSchema,
  errors: [orderErrorCodes.notFound],
  access: 'public',
});

export const orderGetListAction = defineAction({
  name: 'order/getList',
  input: orderListInputSchema,
  output: orderListSchema,
  errors: [],
  access: 'customer',
  loginMessage: accountMessages.loginRequired,
});

export const orderGetExcelAction = defineAction({
  name: 'order/getExcel',
  input: getOrderInputSchema,
  output: orderSchema,
  errors: [orderErrorCodes.notFound],
  access: 'public',
  download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** A customer's orders and quotes (docs/features/orders.md). */
export const orderActionTable = tableOf(orderGetAction, orderGetListAction, orderGetExcelAction);
