import { defineAction } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { sessionSchema } from '../session/schemas.ts';

/** Every page can log out, so this action has a module of its own and the start-up bundle carries only it. */
export const accountLogoutAction = defineAction({
  name: 'account/logout',
  input: emptyInputSchema,
  output: sessionSchema,
  errors: [],
  access: 'private-site-open',
});
