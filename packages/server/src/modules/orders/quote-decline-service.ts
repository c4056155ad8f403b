import {
  consoleErrorCodes,
  consoleMessages,
  consoleQuoteErrorCodes,
  consoleQuoteMessages as messages,
  type ConsoleDeclineQuoteInput,
} from '@bookfront/contract';
import type { OrderRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { OutgoingMail } from '../mail/render.ts';
import type { MailService } from '../mail/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { FulfilmentRepository } from './fulfilment-repository.ts';
import type { AuditRecorder, FulfilmentActor } from './fulfilment-service.ts';

/** 409 for a quote an answer turned into an order, or one declined before (an answer's refusal). */
export const quoteNotOpen = (message: string) => new ConflictError(consoleQuoteErrorCodes.notOpen, message);

/** The customer's email: the quote is closed, with the store's note. */
function declineMail(store: StoreContext, row: OrderRow, note: string, baseUrl: string): OutgoingMail | null {
  if (!row.email) return null;
  return {
    to: row.email,
    subject: messages.declineMailSubject(store.name, row.orderNumber),
    heading: messages.declineMailHeading,
    paragraphs: [messages.declineMailIntro(row.orderNumber), ...(note ? [messages.mailNote(note)] : [])],
    // A guest's quote page needs the secret of its link, which only their own email carried.
    ...(row.userId
      ? {
          action: {
            label: messages.declineMailAction,
            url: `${baseUrl}/account/order/${encodeURIComponent(row.orderNumber)}`,
          },
        }
      : {}),
  };
}

/**
 * docs/features/store-console.md#quotes: an owner or manager declines a customer's quote. It becomes
 * cancelled (it stays a quote: nothing was taken from stock or charged), with its status change, the
 * audit entry and the customer's email in one transaction that starts by cancelling the row only
 * while it is a quote not yet declined, so a second decline, or an answer at the same moment, finds
 * it settled. Declining again changes nothing; declining what became an order is a 409.
 */
export function createQuoteDeclineService(deps: {
  repo: FulfilmentRepository;
  mail: MailService;
  audit: AuditRecorder;
}) {
  async function settled(store: StoreContext, orderNumber: string): Promise<void> {
    const row = await deps.repo.findByNumber(store.id, orderNumber, ['order', 'quote']);
    if (!row) throw new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);
    if (row.kind !== 'quote') throw quoteNotOpen(messages.alreadyAnOrder);
  }

  return {
    /** Declines the quote; true when this call declined it, false when it was declined already. */
    async decline(
      store: StoreContext,
      actor: FulfilmentActor,
      input: Required<ConsoleDeclineQuoteInput> & { baseUrl: string },
    ): Promise<boolean> {
      const row = await deps.repo.findByNumber(store.id, input.order_number, ['order', 'quote']);
      if (!row) throw new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);
      if (row.kind !== 'quote') throw quoteNotOpen(messages.alreadyAnOrder);
      const now = nowSeconds();
      const recorded = await deps.repo.inTransaction(async (writes, trx) => {
        if (!(await writes.declineQuote(store.id, row.id))) return null;
        await writes.insertStatusChange({
          storeId: store.id,
          id: newOrderedId(),
          orderId: row.id,
          status: 'cancelled',
          staffEmail: actor.email,
          note: input.note,
          createdAt: now,
        });
        await deps.audit.recordAudit(trx, actor, {
          action: 'order.declineQuote',
          subject: row.orderNumber,
          before: { kind: 'quote', status: 'quote' },
          after: { kind: 'quote', status: 'cancelled', ...(input.note ? { note: input.note } : {}) },
        });
        const mail = declineMail(store, row, input.note, input.baseUrl);
        return mail ? deps.mail.record(trx, store, [mail], { baseUrl: input.baseUrl }) : [];
      });
      if (recorded === null) {
        await settled(store, row.orderNumber);
        return false;
      }
      await deps.mail.deliver(recorded);
      return true;
    },
  };
}
export type QuoteDeclineService = ReturnType<typeof createQuoteDeclineService>;
