import { z } from 'zod';
import { availabilityRowSchema } from '../catalog/schemas.ts';
import { emailSchema } from '../common/email.ts';
import { formBooleanSchema, singleLineTextSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { cartMessages } from './messages.ts';

const cents = z.number().int();

/** A quantity typed or sent as form data: whole digits only, so '', '1.5' and 'abc' are refused. */
const quantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: cartMessages.quantityInvalid })
    .int(cartMessages.quantityInvalid)
    .min(0, cartMessages.quantityInvalid)
    .max(limits.quantityMax, cartMessages.quantityInvalid),
);

/** The product code of the store's gift card in the cart (gift cards are not catalogue titles). */
export const giftcardEisbn = 'GIFTCARD';

/** A gift card amount in dollars ('25', '25.00', '$25'), read as cents; the store's minimum is checked by the server. */
const giftCardAmountSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const cleaned = value.replace(/[\s$]/g, '');
    return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : value;
  },
  z
    .number({ error: cartMessages.giftCardAmountRequired })
    .positive(cartMessages.giftCardAmountRequired)
    .max(limits.giftCardMaxCents / 100, cartMessages.giftCardAmountTooHigh)
    .transform((dollars) => Math.round(dollars * 100)),
);

/**
 * cart/add (docs/features/cart.md#adding-to-the-cart). Without cart_id the quantity is added to the title's line; with cart_id it
 * replaces that line's quantity, and 0 removes the line (docs/features/cart.md#adding-to-the-cart: quantity set to 0 removes).
 */
export const cartAddInputSchema = z.object({
  eisbn: z.string({ error: cartMessages.titleNotFound }).trim().min(1, cartMessages.titleNotFound).max(20),
  condition: singleLineTextSchema().toUpperCase().max(32).default('NEW'),
  quantity: quantitySchema,
  cart_id: z.string().trim().max(64).optional(),
  gift_registry_id: z.string().trim().max(64).optional(),
  // A gift card (eisbn giftcardEisbn): its amount in dollars and its personal note (docs/features/gift-cards.md#buying-a-gift-card).
  price: giftCardAmountSchema.optional(),
  personalized: formBooleanSchema.default(false),
  from: singleLineTextSchema().max(limits.giftToFromMax, cartMessages.giftToFromTooLong).default(''),
  to: singleLineTextSchema().max(limits.giftToFromMax, cartMessages.giftToFromTooLong).default(''),
  message: z.string().trim().max(limits.giftMessageMax, cartMessages.giftMessageTooLong).default(''),
});
export type CartAddInput = z.infer<typeof cartAddInputSchema>;

/** The gift card dialog (docs/features/cart.md#adding-to-the-cart): the same rules as cart/add, with the amount required. */
export const giftCardFormSchema = cartAddInputSchema
  .pick({ quantity: true, personalized: true, from: true, to: true, message: true })
  .extend({ price: giftCardAmountSchema });
export type GiftCardForm = z.input<typeof giftCardFormSchema>;
/** What a caller sends to cart/add (defaults may be left out). */
export type CartAddRequest = z.input<typeof cartAddInputSchema>;

export const cartLineInputSchema = z.object({
  cart_id: z.string({ error: cartMessages.lineNotFound }).trim().min(1, cartMessages.lineNotFound).max(64),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** checkout/addPromocode (docs/features/cart.md#promo-codes; the box takes 15 characters, docs/features/cart.md#promo-codes). */
export const addPromoCodeInputSchema = z.object({
  code: singleLineTextSchema({ error: cartMessages.promoCodeRequired })
    .toUpperCase()
    .min(1, cartMessages.promoCodeRequired)
    .max(limits.promoCodeMax, cartMessages.promoCodeTooLong),
});
export type AddPromoCodeInput = z.infer<typeof addPromoCodeInputSchema>;

/** docs/features/cart.md#data "Cart item". */
export const cartItemSchema = z.object({
  title_info: z.object({
    eisbn: z.string(),
    title: z.string(),
    subtitle: z.string(),
    binding: z.string(),
    cover_image_cache: z.string(),
    price: cents.nullable(),
    /**
     * Ours: the list price in the store's currency when it is above the store's own price, so the cart shows the
     * saving the item page shows (docs/features/cart.md#summary-and-pricing); null otherwise.
     */
    list_price: cents.nullable().default(null),
    is_forthcoming: z.boolean(),
    is_large_print: z.boolean(),
    release_date: z.number().int().nullable(),
    /** The availability row of the line's condition at the shopper's location; null when the store has none. */
    available: availabilityRowSchema.nullable(),
  }),
  cart_info: z.object({
    cart_id: z.string(),
    quantity: z.number().int().positive(),
    condition: z.string(),
    /** The shopper may order this line as they are now. */
    cartable: z.boolean(),
    /** A logged-in customer may order it (gift cards need an account). */
    cartable_logged_in: z.boolean(),
    /** How many of the quantity are ordered in because the store has fewer on hand. */
    backorder_quantity: z.number().int().nonnegative(),
    backorder_sub_message: z.string(),
    gift_registry_id: z.string().nullable(),
    /** The registry the line buys for: its occasion and title (null without one, or once it is gone). */
    gift_registry_info: z.object({ occasion: z.string(), name: z.string() }).nullable(),
    is_giftcard: z.boolean(),
    last_ordered: z.object({ date_ordered: z.number().int() }).nullable(),
    /** What one copy costs the shopper now, in cents. */
    sold_price: cents.nullable(),
    cart_notes: z
      .object({
        giftcard_price: cents,
        gift_card_info: z.object({
          personalize: z.boolean(),
          from: z.string(),
          to: z.string(),
          message: z.string(),
        }),
      })
      .nullable(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** docs/features/cart.md#data "Cart summary"; money in cents. */
export const cartSummarySchema = z.object({
  item_count: z.number().int().nonnegative(),
  total_quantity: z.number().int().nonnegative(),
  original_price: cents.nullable(),
  discounts: cents.nullable(),
  promo_codes: z.array(
    z.object({ code: z.string(), description: z.string(), amount: cents, type: z.string(), automatic: z.boolean() }),
  ),
  subtotal: cents.nullable(),
  taxes: z.array(z.object({ type: z.string(), amount: cents })),
  /** Null while shipping is not chosen yet (is_shipping_tbd). */
  shipping: cents.nullable(),
  total: cents.nullable(),
  total_gift_card_amount_used: cents,
  post_subtotal_discount: cents,
  is_shipping_tbd: z.boolean(),
  contains_gift_registry_item: z.boolean(),
  contains_gift_registry_shipping: z.boolean(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** docs/features/accounts.md#sessions "Cart"; the session carries it (docs/features/accounts.md#sessions "Session"). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  summary: cartSummarySchema,
  gift_cards: z.array(z.object({ number: z.string(), amount: cents })),
  checksum: z.string(),
  /** Some line cannot be ordered as it is; checkout waits until it is removed. */
  contains_unavailable: z.boolean(),
  meets_order_min: z.boolean(),
  /** Everything is on hand at the shopper's location, so the order can be picked up. */
  can_click_collect: z.boolean(),
  /**
   * Ours: what changed when logging in merged a guest's cart into the customer's (docs/features/cart.md#login),
   * kept until the cart next changes.
   */
  notices: z.array(z.string()).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResultSchema = z.object({ cart: cartSchema });

/** checkout/addPromocode: the cart, and what happened to the codes entered before (docs/features/cart.md#promo-codes). */
export const addPromoCodeResultSchema = cartResultSchema.extend({ message: z.string() });
export type CartResult = z.infer<typeof cartResultSchema>;

/** cart/removeUnavailable: the cart and what was done, to show as a toast. */
export const removeUnavailableResultSchema = cartResultSchema.extend({ message: z.string() });

/** The summary of a cart with nothing in it. */
export const emptyCartSummary: CartSummary = {
  item_count: 0,
  total_quantity: 0,
  original_price: 0,
  discounts: 0,
  promo_codes: [],
  subtotal: 0,
  taxes: [],
  shipping: null,
  total: 0,
  total_gift_card_amount_used: 0,
  post_subtotal_discount: 0,
  is_shipping_tbd: true,
  contains_gift_registry_item: false,
  contains_gift_registry_shipping: false,
};

/** cart/email (docs/features/cart.md#email-cart: required and a valid email). */
export const cartEmailInputSchema = z.object({ email_address: emailSchema(cartMessages.emailInvalid) });
export type CartEmailInput = z.infer<typeof cartEmailInputSchema>;
export const cartEmailResultSchema = z.object({ message: z.string() });

/** Ours: the most rows one cart/import reads (docs/features/cart.md#import-to-cart limits the file to 50 MB only). */
export const cartImportMaxRows = 1000;

/**
 * cart/import's fields besides the file (docs/features/cart.md#import-to-cart: file, optional addToCart). Without addToCart the
 * file is only read and each row checked (the preview); with it the rows that pass are added.
 */
export const cartImportOptionsSchema = z.object({ addToCart: formBooleanSchema.default(false) });
export type CartImportOptions = z.infer<typeof cartImportOptionsSchema>;

/** docs/features/cart.md#import-to-cart "Import row": isbn, qty, success; ours: the title found and why a row fails. */
export const cartImportRowSchema = z.object({
  /** As the file gave it, or its ISBN-13 when it is a valid ISBN. */
  isbn: z.string(),
  qty: z.number().int().nullable(),
  success: z.boolean(),
  /** The catalogue's title of the ISBN, when it has one. */
  title: z.string().nullable(),
  /** Why the row is not added; '' when it is. */
  message: z.string(),
});
export type CartImportRow = z.infer<typeof cartImportRowSchema>;

/** cart/import's answer: result.titles one per row of the file, and the cart when rows were added. */
export const cartImportResultSchema = z.object({
  result: z.object({ titles: z.array(cartImportRowSchema) }),
  cart: cartSchema.optional(),
});
export type CartImportResult = z.infer<typeof cartImportResultSchema>;
