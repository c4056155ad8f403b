import { commonFieldsSchema } from '@bookfront/contract';
import { z } from 'zod';

/**
 * An action's body schema: its contract payload plus the common fields every action accepts
 * (docs/architecture.md#api-protocol). An empty body counts as an empty object, so `POST` without a body works.
 */
export function actionBody<Shape extends z.ZodRawShape>(
  payload: z.ZodObject<Shape>,
  options: { strict?: boolean } = {},
) {
  const body = commonFieldsSchema.extend(payload.shape);
  // A strict body refuses any field it does not name (a card's plain number above all).
  return z.preprocess((value) => value ?? {}, options.strict ? body.strict() : body);
}
