import { commonFieldsSchema } from '@bookfront/contract';
import { z } from 'zod';

/**
 * An action's body schema: its contract payload plus the common fields every action accepts
 * (docs/architecture.md#api-protocol). An empty body counts as an empty object, so `POST` without a body works.
 */
export function actionBody<Shape extends z.ZodRawShape>(payload: z.ZodObject<Shape>) {
  return z.preprocess((value) => value ?? {}, commonFieldsSchema.extend(payload.shape));
}
