import type { ConsoleGiftCard } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { AdminGiftCard, GiftCardAdminService } from '../giftcards/admin-service.ts';
import { groupedGiftCardNumber, maskedGiftCardNumber } from '../giftcards/numbers.ts';
import type { GiftCardService } from '../giftcards/service.ts';
import type { StoreContext } from '../store/service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

function toConsoleGiftCard(card: AdminGiftCard): ConsoleGiftCard {
  return {
    number: groupedGiftCardNumber(card.number),
    balance_cents: card.balanceCents,
    initial_cents: card.initialCents,
    currency: card.currency,
    recipient_email: card.recipientEmail,
    created_at: card.createdAt,
    ledger: card.ledger.map((entry) => ({
      at: entry.at,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      note: entry.note,
      order_id: entry.orderId,
    })),
  };
}

/**
 * docs/features/store-console.md#gift-cards: issue, look up and adjust gift cards, each change
 * audited in its transaction. The audit log names a card by its last four characters only: its
 * number spends it.
 */
export function createConsoleGiftCardsService(deps: {
  db: Kysely<Database>;
  giftCardsIn: (db: Kysely<Database>) => GiftCardAdminService;
  giftCards: Pick<GiftCardService, 'sendIssuedCardEmails'>;
  audit: ContentAudit;
}) {
  const cards = deps.giftCardsIn(deps.db);

  return {
    async find(storeId: string, number: string): Promise<ConsoleGiftCard> {
      return toConsoleGiftCard(await cards.findByNumber(storeId, number));
    },

    /** Issues a card and, given an address, emails it once the card exists. */
    async issue(
      staff: StaffIdentity,
      store: StoreContext,
      input: { amountCents: number; email: string; baseUrl: string },
    ): Promise<ConsoleGiftCard> {
      const issued = await auditedChange(deps, staff, async (trx) => {
        const card = await deps.giftCardsIn(trx).issue({
          storeId: store.id,
          amountCents: input.amountCents,
          currency: store.settings.store_info.currency,
          recipientEmail: input.email,
          now: nowSeconds(),
        });
        return {
          action: 'giftcard.issue',
          subject: maskedGiftCardNumber(card.number),
          after: { balance_cents: card.amountCents, email: card.recipientEmail },
          result: card,
        };
      });
      if (issued.recipientEmail) {
        await deps.giftCards.sendIssuedCardEmails({ store, baseUrl: input.baseUrl, cards: [issued] });
      }
      return toConsoleGiftCard(await cards.findByNumber(store.id, issued.number));
    },

    adjust: (
      staff: StaffIdentity,
      input: { number: string; amountCents: number; reason: string },
    ): Promise<ConsoleGiftCard> =>
      auditedChange(deps, staff, async (trx) => {
        const { before, after } = await deps.giftCardsIn(trx).adjust({
          storeId: staff.storeId,
          ...input,
          now: nowSeconds(),
        });
        return {
          action: 'giftcard.adjust',
          subject: maskedGiftCardNumber(after.number),
          before: { balance_cents: before.balanceCents },
          after: { balance_cents: after.balanceCents, amount_cents: input.amountCents, reason: input.reason },
          result: toConsoleGiftCard(after),
        };
      }),
  };
}
export type ConsoleGiftCardsService = ReturnType<typeof createConsoleGiftCardsService>;
