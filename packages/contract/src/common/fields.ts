import { z } from 'zod';

/**
 * Fields every action may carry besides its payload (docs/architecture.md#api-protocol). Form data sends
 * everything as strings, so each is a bounded string; the server reads them, actions ignore them.
 */
export const commonFieldsSchema = z.object({
  uuid: z.string().max(100).optional(),
  session_id: z.string().max(100).optional(),
  log_url: z.string().max(2000).optional(),
  store_id: z.string().max(64).optional(),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;

/** A boolean that also accepts the strings form data sends ('true', 'false', '1', '0', 'on'). */
export const formBooleanSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'off', 'no', ''].includes(normalized)) return false;
  return value;
}, z.boolean());

/** Decodes a field the spec passes as a JSON string, then validates it with `schema`. */
export function jsonStringSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // left as a string so `schema` reports the field as invalid
    }
  }, schema);
}

/** Unix seconds, as every time on the wire. */
export const unixSecondsSchema = z.number().int().nonnegative();

// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacterRuns = /[\u0000-\u001F\u007F]+/g;

/**
 * One line of text as a shopper means it: every run of control characters (a pasted line break, a
 * tab) becomes one space, and the ends are trimmed (docs/architecture.md#api-protocol).
 */
export const toSingleLine = (value: string) => value.replace(controlCharacterRuns, ' ').trim();

/**
 * A single-line text field (a name, an address line, a phone number, a code): a string made one
 * line by `toSingleLine` before any other rule reads it. Multi-line fields (messages, notes,
 * instructions) use a plain trimmed string and keep their line breaks.
 */
export const singleLineTextSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(toSingleLine);
