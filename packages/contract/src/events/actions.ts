import { defineAction, tableOf } from '../actions/define.ts';
import { eventErrorCodes } from './messages.ts';
import { eventGetInputSchema, eventListInputSchema, eventListSchema, eventResultSchema } from './schemas.ts';

export const eventGetListAction = defineAction({
  name: 'event/getList',
  input: eventListInputSchema,
  output: eventListSchema,
  errors: [],
  access: 'public',
});

export const eventGetAction = defineAction({
  name: 'event/get',
  input: eventGetInputSchema,
  output: eventResultSchema,
  errors: [eventErrorCodes.notFound],
  access: 'public',
});

/** The store's events (docs/features/events.md). */
export const eventActionTable = tableOf(eventGetListAction, eventGetAction);
