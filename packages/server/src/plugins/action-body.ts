import { commonFieldsSchema } from '@bookfront/contract';
import { z } from 'zod';

/**
 * An action's body schema: its contract payload plus the common fields every action accepts
 * (docs/architecture.md#api-protocol). The payload's checks across its fields (a promo code's end
 * after its start, a menu's ids used once) come along, so the server refuses what the browser's form
 * refuses. An empty body counts as an empty object, so `POST` without a body works.
 */
export function actionBody<Shape extends z.ZodRawShape>(
  payload: z.ZodObject<Shape>,
  options: { strict?: boolean } = {},
) {
  const fields = commonFieldsSchema.extend(payload.shape);
  const body = fields.clone({ ...fields._zod.def, checks: payload._zod.def.checks ?? [] });
  // A strict body refuses any field it does not name (a card's plain number above all).
  return z.preprocess((value) => value ?? {}, options.strict ? body.strict() : body);
}
