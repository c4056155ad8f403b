import { defineActions, emptyInputSchema } from '../actions/define.ts';
import { commonErrorCodes } from '../common/errors.ts';
import {
  checksumSchema,
  clearSessionResultSchema,
  getSessionInputSchema,
  sessionSchema,
  setMultistoreLocationInputSchema,
} from './schemas.ts';

/** The shopper's session: who they are, their cart's summary and their location (docs/features/shell-and-navigation.md). */
export const sessionActionTable = defineActions({
  'session/get': {
    summary: 'The session, started if the caller has none: user, cart summary, favourites and location.',
    input: getSessionInputSchema,
    output: sessionSchema,
    errors: [],
    access: 'private-site-open',
    aliases: ['sesson/get'],
  },
  'session/getChecksum': {
    summary: 'The checksum of the session’s cart, to tell whether another tab changed it.',
    input: emptyInputSchema,
    output: checksumSchema,
    errors: [],
    access: 'private-site-open',
  },
  'session/clear': {
    summary: 'Ends the session, so the app starts over with a new one.',
    input: emptyInputSchema,
    output: clearSessionResultSchema,
    errors: [],
    access: 'private-site-open',
  },
  'webstore/setMultistoreLocation': {
    summary: 'Chooses the store location whose stock and prices the shopper sees.',
    input: setMultistoreLocationInputSchema,
    output: sessionSchema,
    errors: [commonErrorCodes.locationNotFound],
    access: 'public',
  },
});
