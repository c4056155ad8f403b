import {
  consoleErrorCodes,
  consoleMessages,
  consolePaymentErrorCodes,
  consolePaymentMessages,
  type ConsoleSealedCard,
} from '@bookfront/contract';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { CardRetentionService } from '../checkout/card-retention-service.ts';
import type { StoreContext } from '../store/service.ts';
import type { FulfilmentRepository } from './fulfilment-repository.ts';
import type { AuditRecorder, FulfilmentActor } from './fulfilment-service.ts';

/**
 * Charging an order's sealed card from the store console
 * (docs/features/store-console.md#charging-a-sealed-card): the envelopes go to the browser of an
 * owner or manager, which opens them with the store's private key (the server never holds it, decision
 * 0013), and Record as charged erases the CVV as `card:charged` does. The audit log says who opened
 * and who charged a card, never the card.
 */
export function createCardChargeService(deps: {
  fulfilment: FulfilmentRepository;
  cards: Pick<CardRetentionService, 'recordChargedIn' | 'flushErased'>;
  audit: AuditRecorder;
}) {
  const { fulfilment, cards, audit } = deps;
  const cardNotKept = () => new ConflictError(consolePaymentErrorCodes.cardNotKept, consolePaymentMessages.cardNotKept);

  async function cardOrder(store: StoreContext, orderNumber: string) {
    const row = await fulfilment.findByNumber(store.id, orderNumber);
    if (!row) throw new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);
    if (row.paymentType !== 'credit_card') throw cardNotKept();
    return row;
  }

  return {
    /** console/orders/openCard: the sealed card and the amount to charge; opening it is audited. */
    async openCard(store: StoreContext, actor: FulfilmentActor, orderNumber: string): Promise<ConsoleSealedCard> {
      const row = await cardOrder(store, orderNumber);
      if (row.ccCiphertext === null) throw cardNotKept();
      await fulfilment.inTransaction((_writes, trx) =>
        audit.recordAudit(trx, actor, {
          action: 'order.openCard',
          subject: row.orderNumber,
          after: { payment_status: row.paymentStatus, cvv_kept: row.cvvCiphertext !== null },
        }),
      );
      return { encrypted_cc_info: row.ccCiphertext, encrypted_cvv: row.cvvCiphertext, amount: row.totalOwingCents };
    },

    /** console/orders/recordCharged: the payment is taken; the CVV is erased at once (PCI DSS). */
    async recordCharged(store: StoreContext, actor: FulfilmentActor, orderNumber: string): Promise<void> {
      const row = await cardOrder(store, orderNumber);
      if (row.paymentStatus === 'captured') {
        throw new ConflictError(consolePaymentErrorCodes.alreadyCharged, consolePaymentMessages.alreadyCharged);
      }
      await fulfilment.inTransaction(async (_writes, trx) => {
        const charged = await cards.recordChargedIn(trx, store.id, row.orderNumber);
        await audit.recordAudit(trx, actor, {
          action: 'order.recordCharged',
          subject: row.orderNumber,
          before: { payment_status: row.paymentStatus },
          after: { payment_status: 'captured', amount: row.totalOwingCents, card_erased: charged?.cardErased ?? false },
        });
      });
      await cards.flushErased();
    },
  };
}
export type CardChargeService = ReturnType<typeof createCardChargeService>;
