import type { z } from 'zod';
import { commonErrorCodes } from '../common/errors.ts';

/**
 * Who may call an action. The server enforces it before the action runs:
 * - `public`: anyone, guests included, except a guest on a private site (PRIVATE_SITE);
 * - `customer`: a logged-in customer only (LOGIN_REQUIRED with the action's `loginMessage`);
 * - `private-site-open`: anyone, even a guest on a private site (start-up, sign-in, logging);
 * - `staff`: a store's staff member logged in to the store console, whose role is one of the
 *   action's `staffRoles` (STAFF_LOGIN_REQUIRED, STAFF_FORBIDDEN); a customer's session never counts.
 */
export type ActionAccess = 'public' | 'customer' | 'private-site-open' | 'staff';

/** docs/features/store-console.md#roles. */
export type StaffRoleName = 'owner' | 'manager' | 'clerk';

export type ActionDefinition = {
  /** `group/action`: the action answers POST /api/group/action. */
  name: string;
  /** The payload beside the common fields (uuid, session_id, log_url, store_id). */
  input: z.ZodObject;
  /** The body of a 200 answer. A download's `output` describes its file (see `download`). */
  output: z.ZodType;
  /** The stable failure codes the action itself can answer, beside those every action can. */
  errors: readonly string[];
  access: ActionAccess;
  /** What a guest reads when a `customer` action refuses them. */
  loginMessage?: string;
  /** The roles a `staff` action admits. */
  staffRoles?: readonly StaffRoleName[];
  /** The body may carry no field beyond the payload and the common fields (a card's number never passes). */
  strictInput?: true;
  /** The payload carries a file, so it is sent as multipart/form-data. */
  upload?: true;
  /** Other names the action answers to, kept for clients that call them. */
  aliases?: readonly string[];
  /** A GET download: the payload is the query string and the answer is a file of this media type. */
  download?: string;
};

/**
 * Checks one action against ActionDefinition while keeping its own schema types. Each action is an
 * export of its own, so a page's bundle keeps only the actions (and schemas) that page calls.
 */
// Marked free of side effects, so a bundler drops every action a page does not call.
/* @__NO_SIDE_EFFECTS__ */
export function defineAction<const Definition extends ActionDefinition>(definition: Definition): Definition {
  return definition;
}

/** Actions keyed by their names: a domain's table, or the few actions one page calls. */
export type ActionTableOf<Actions extends readonly ActionDefinition[]> = {
  [Action in Actions[number] as Action['name']]: Action;
};

/* @__NO_SIDE_EFFECTS__ */
export function tableOf<const Actions extends readonly ActionDefinition[]>(
  ...actions: Actions
): ActionTableOf<Actions> {
  // Keyed by the same names the type maps.
  return Object.fromEntries(actions.map((action) => [action.name, action])) as ActionTableOf<Actions>;
}

/** Failure codes every action can answer, beside those its entry names: refusals of the request itself. */
export const everyActionFailureCodes = [
  commonErrorCodes.invalidInput,
  commonErrorCodes.storeNotFound,
  commonErrorCodes.crossSite,
  commonErrorCodes.payloadTooLarge,
  commonErrorCodes.unsupportedMediaType,
  commonErrorCodes.unexpected,
] as const;

/** Every failure code an action can answer: its own, its access rule's, and those of every action. */
export function failureCodesOf(definition: ActionDefinition): string[] {
  const byAccess =
    definition.access === 'customer'
      ? [commonErrorCodes.loginRequired, commonErrorCodes.privateSite]
      : definition.access === 'public'
        ? [commonErrorCodes.privateSite]
        : definition.access === 'staff'
          ? [commonErrorCodes.staffLoginRequired, commonErrorCodes.staffForbidden]
          : [];
  return [...new Set([...definition.errors, ...byAccess, ...everyActionFailureCodes])];
}
