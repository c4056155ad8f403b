import type { OrderShipping, OrderSummary } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId, sha256Hex } from '../lib/ids.ts';
import { nowSeconds } from '../lib/time.ts';

export type TestOrderItem = {
  eisbn?: string;
  title?: string;
  binding?: string;
  quantity?: number;
  soldPriceCents?: number;
  originalPriceCents?: number;
  backorderQuantity?: number;
  backorderSubMessage?: string;
  isGiftcard?: boolean;
  giftCardInfo?: { to: string; from: string; message: string };
};

export type TestOrderOptions = {
  storeId: string;
  locationId: string;
  orderNumber?: string;
  kind?: 'order' | 'quote';
  userId?: string | null;
  corpId?: string | null;
  /** The secret of a guest's order link; only its hash is stored. */
  guestToken?: string;
  /** Unix seconds. */
  createdAt?: number;
  deliveryPreference?: 'pickup' | 'ship' | 'local_delivery';
  shipping?: OrderShipping;
  paymentType?: string;
  /** 'none' unless given: 'captured' once taken (PayPal, a charged card), 'pending' for a sealed card. */
  paymentStatus?: string;
  paypalOrderId?: string;
  /** A sealed card's envelopes (docs/decisions/0013-card-payments.md). */
  sealedCard?: { encrypted_cc_info: string; encrypted_cvv: string | null };
  purchaserName?: string;
  email?: string;
  purchaseOrder?: string;
  notes?: string;
  items?: TestOrderItem[];
  summary?: Partial<OrderSummary>;
};

let counter = 10_000;

/**
 * Orders and quotes written as checkout/submit writes them (see migration 0017), for tests of
 * reading them back. Prices and the summary follow from the items unless given.
 */
export function createOrderFactories(db: Kysely<Database>) {
  return {
    async order(options: TestOrderOptions) {
      const id = newId();
      const orderNumber = options.orderNumber ?? String(++counter);
      const items = (options.items ?? [{}]).map((item, index) => ({
        eisbn: item.eisbn ?? '9780439023481',
        title: item.title ?? 'The Hunger Games',
        binding: item.binding ?? 'Paperback',
        quantity: item.quantity ?? 1,
        soldPriceCents: item.soldPriceCents ?? 1200,
        originalPriceCents: item.originalPriceCents ?? item.soldPriceCents ?? 1500,
        backorderQuantity: item.backorderQuantity ?? 0,
        backorderSubMessage: item.backorderSubMessage ?? '',
        isGiftcard: item.isGiftcard ?? false,
        giftCardInfo: item.giftCardInfo ?? null,
        position: index,
      }));
      const subtotal = items.reduce((sum, item) => sum + item.soldPriceCents * item.quantity, 0);
      const original = items.reduce((sum, item) => sum + item.originalPriceCents * item.quantity, 0);
      const summary: OrderSummary = {
        total: subtotal,
        total_owing: subtotal,
        subtotal,
        original_price: original,
        discounts: original - subtotal,
        promo_codes: [],
        total_gift_card_amount_used: 0,
        taxes: [],
        shipping: 0,
        item_count: items.length,
        ...options.summary,
      };
      const kind = options.kind ?? 'order';
      await db
        .insertInto('orders')
        .values({
          storeId: options.storeId,
          id,
          orderNumber,
          kind,
          userId: options.userId ?? null,
          corpId: options.corpId ?? null,
          idempotencyKey: newId(),
          guestTokenHash: options.guestToken ? sha256Hex(options.guestToken) : null,
          locationId: options.locationId,
          deliveryPreference: options.deliveryPreference ?? 'pickup',
          provider: options.shipping?.provider ?? null,
          multishipMethod: null,
          paymentType: options.paymentType ?? (kind === 'quote' ? 'quote' : 'pickup'),
          paymentStatus: options.paymentStatus ?? 'none',
          ...(options.paypalOrderId ? { paypalOrderId: options.paypalOrderId } : {}),
          ...(options.sealedCard
            ? { ccCiphertext: options.sealedCard.encrypted_cc_info, cvvCiphertext: options.sealedCard.encrypted_cvv }
            : {}),
          purchaserName: options.purchaserName ?? 'Ada Reader',
          email: options.email ?? 'ada@example.com',
          phone: '(604) 555-0142',
          communicationPreference: 'email',
          notes: options.notes ?? '',
          purchaseOrder: options.purchaseOrder ?? '',
          shippingAddress: options.shipping ? JSON.stringify(options.shipping) : null,
          summary: JSON.stringify(summary),
          totalCents: summary.total,
          totalOwingCents: summary.total_owing,
          currency: 'USD',
          createdAt: options.createdAt ?? nowSeconds(),
        })
        .execute();
      if (items.length > 0) {
        await db
          .insertInto('orderItems')
          .values(
            items.map((item) => ({
              storeId: options.storeId,
              orderId: id,
              position: item.position,
              eisbn: item.eisbn,
              conditionCode: 'NEW',
              title: item.title,
              binding: item.binding,
              quantity: item.quantity,
              soldPriceCents: item.soldPriceCents,
              originalPriceCents: item.originalPriceCents,
              backorderQuantity: item.backorderQuantity,
              backorderSubMessage: item.backorderSubMessage,
              isGiftcard: item.isGiftcard ? 1 : 0,
              giftcardPriceCents: item.isGiftcard ? item.soldPriceCents : null,
              giftCardInfo: item.giftCardInfo ? JSON.stringify({ personalize: true, ...item.giftCardInfo }) : null,
            })),
          )
          .execute();
      }
      return { id, orderNumber, summary };
    },
  };
}
export type OrderFactories = ReturnType<typeof createOrderFactories>;
