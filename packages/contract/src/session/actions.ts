import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { commonErrorCodes } from '../common/errors.ts';
import {
  checksumSchema,
  clearSessionResultSchema,
  getSessionInputSchema,
  sessionSchema,
  setMultistoreLocationInputSchema,
} from './schemas.ts';

export const sessionGetAction = defineAction({
  name: 'session/get',
  input: getSessionInputSchema,
  output: sessionSchema,
  errors: [],
  access: 'private-site-open',
  aliases: ['sesson/get'],
});

export const sessionGetChecksumAction = defineAction({
  name: 'session/getChecksum',
  input: emptyInputSchema,
  output: checksumSchema,
  errors: [],
  access: 'private-site-open',
});

export const sessionClearAction = defineAction({
  name: 'session/clear',
  input: emptyInputSchema,
  output: clearSessionResultSchema,
  errors: [],
  access: 'private-site-open',
});

export const webstoreSetMultistoreLocationAction = defineAction({
  name: 'webstore/setMultistoreLocation',
  input: setMultistoreLocationInputSchema,
  output: sessionSchema,
  errors: [commonErrorCodes.locationNotFound],
  access: 'public',
});

/** The shopper's session: who they are, their cart's summary and their location (docs/features/shell-and-navigation.md). */
export const sessionActionTable = tableOf(
  sessionGetAction,
  sessionGetChecksumAction,
  sessionClearAction,
  webstoreSetMultistoreLocationAction,
);
