import {
  ccInfoSchema,
  checkoutContactSchema,
  deliveryPreferenceSchema,
  emptyCheckoutContact,
  emptyCheckoutDraft,
  multishipMethodSchema,
  paymentChoiceSchema,
  type Address,
  type CheckoutDraft,
} from '@bookfront/contract';
import type { CheckoutDraftRow } from '../../db/schema.ts';

/** A JSON column read back through its schema; what no longer fits reads as `fallback`. */
function parsedJson<T>(text: string | null, parse: (value: unknown) => T, fallback: T): T {
  if (text === null) return fallback;
  try {
    return parse(JSON.parse(text));
  } catch {
    return fallback;
  }
}

/** docs/features/checkout.md#data "Checkout draft" of a cart, with its shipping address looked up by the caller. */
export function toCheckoutDraft(row: CheckoutDraftRow | undefined, shipping: Address | null): CheckoutDraft {
  if (!row) return emptyCheckoutDraft;
  return {
    delivery: deliveryPreferenceSchema.nullable().catch(null).parse(row.deliveryPreference),
    shipping,
    provider: row.provider,
    batch: multishipMethodSchema.nullable().catch(null).parse(row.multishipMethod),
    contact: parsedJson(
      row.contact,
      (value) => checkoutContactSchema.parse({ ...emptyCheckoutContact, ...(value as object) }),
      emptyCheckoutContact,
    ),
    payment: paymentChoiceSchema.nullable().catch(null).parse(row.paymentChoice),
    cc_info: parsedJson(row.ccInfo, (value) => ccInfoSchema.parse(value), null),
  };
}
