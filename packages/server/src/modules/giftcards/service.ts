import { timingSafeEqual } from 'node:crypto';
import { giftCardErrorCodes, giftCardMessages } from '@bookfront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BadRequestError, ConflictError, RateLimitedError } from '../../lib/errors.ts';
import { newId, sha256Hex } from '../../lib/ids.ts';
import type { MailService, OutgoingMail } from '../mail/service.ts';
import type { RateLimitPolicy, RateLimitService } from '../rate-limit/service.ts';
import type { StoreContext } from '../store/service.ts';
import { giftCardEmail, type GiftCardNote } from './emails.ts';
import { insertGiftCard, issueGiftCard, type IssuedGiftCard } from './issue.ts';
import { newGiftCardNumber } from './numbers.ts';
import { createGiftCardRepository } from './repository.ts';

export type { GiftCardNote } from './emails.ts';

export type { IssuedGiftCard } from './issue.ts';

const minutes = (count: number) => count * 60;

/**
 * How often a card may be looked up (balance or redemption). Per IP stays generous because a
 * school or an office shares one address; per session is what a single shopper meets; per card
 * stops PIN guessing on one known number from many addresses.
 */
export const giftCardRateLimits = {
  lookupPerIp: { name: 'giftcard-ip', limit: 30, windowSeconds: minutes(60) },
  lookupPerSession: { name: 'giftcard-session', limit: 10, windowSeconds: minutes(15) },
  pinPerCard: { name: 'giftcard-pin', limit: 10, windowSeconds: minutes(60) },
} satisfies Record<string, RateLimitPolicy>;

/** Who is looking a card up, for the rate limits. */
export type LookupCaller = { ip: string; sessionId: string | null };

/**
 * The one answer for an unknown number, a wrong PIN and too many tries: same status, code and
 * words, so a guesser cannot tell a near miss from a refusal.
 */
export const giftCardNotAccepted = () =>
  new BadRequestError(giftCardErrorCodes.notAccepted, giftCardMessages.notAccepted);

function pinMatches(pinHash: string | null, pin: string): boolean {
  if (pinHash === null) return true; // the pin is optional (docs/features/gift-cards.md#gift-cards-page); cards without one ignore it
  const typed = Buffer.from(sha256Hex(pin), 'hex');
  const stored = Buffer.from(pinHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** The email of each issued card that has a recipient. */
function issuedCardEmailsOf(input: {
  store: StoreContext;
  baseUrl: string;
  cards: readonly IssuedGiftCard[];
}): OutgoingMail[] {
  return input.cards
    .filter((card) => card.recipientEmail !== '')
    .map((card) => giftCardEmail({ storeName: input.store.name, baseUrl: input.baseUrl, card }));
}

/** One gift card's part in paying an order. */
export type OrderGiftCardPayment = { giftCardId: string; number: string; paidCents: number; refundedCents: number };

export function createGiftCardService(deps: {
  db: Kysely<Database>;
  mail: Pick<MailService, 'send'>;
  rateLimits: Pick<RateLimitService, 'consume'>;
}) {
  const repo = createGiftCardRepository(deps.db);

  /** Counts one attempt against a policy; past its limit the caller sees the generic refusal. */
  async function consume(policy: RateLimitPolicy, subject: string): Promise<void> {
    try {
      await deps.rateLimits.consume(policy, subject, giftCardMessages.notAccepted);
    } catch (error) {
      if (error instanceof RateLimitedError) throw giftCardNotAccepted();
      throw error;
    }
  }

  /** What each gift card paid for an order and what refunds gave back to it. */
  async function orderPayments(
    db: Kysely<Database>,
    storeId: string,
    orderId: string,
  ): Promise<OrderGiftCardPayment[]> {
    const cards = new Map<string, OrderGiftCardPayment>();
    for (const entry of await createGiftCardRepository(db).ledgerOfOrder(storeId, orderId)) {
      const card = cards.get(entry.giftCardId) ?? {
        giftCardId: entry.giftCardId,
        number: entry.number,
        paidCents: 0,
        refundedCents: 0,
      };
      if (entry.reason === 'redeem') card.paidCents -= entry.amountCents;
      if (entry.reason === 'refund') card.refundedCents += entry.amountCents;
      cards.set(entry.giftCardId, card);
    }
    return [...cards.values()].filter((card) => card.paidCents > 0);
  }

  return {
    /**
     * The card of `number` when `pin` opens it. Every attempt counts against the caller's IP and
     * session, and attempts on a card with a PIN against that card; an unknown number, a wrong
     * PIN and a limit reached all throw the same giftCardNotAccepted(). `pin` null skips the PIN:
     * giftcard/balance asks only for the number (docs/features/gift-cards.md#balance-checker) and reveals no more than a balance.
     */
    async findUsableCard(input: { storeId: string; number: string; pin: string | null; caller: LookupCaller }) {
      const { storeId, caller } = input;
      await consume(giftCardRateLimits.lookupPerIp, `${storeId}:${caller.ip}`);
      if (caller.sessionId) await consume(giftCardRateLimits.lookupPerSession, `${storeId}:${caller.sessionId}`);
      const card = await repo.findByNumber(storeId, input.number);
      if (!card) throw giftCardNotAccepted();
      if (input.pin === null) return card;
      if (card.pinHash !== null) await consume(giftCardRateLimits.pinPerCard, `${storeId}:${card.id}`);
      if (!pinMatches(card.pinHash, input.pin)) throw giftCardNotAccepted();
      return card;
    },

    /**
     * What each gift card paid for an order and what refunds gave back to it
     * (docs/features/store-console.md#refunds), read inside the refund's transaction when given one.
     */
    orderPayments,

    /**
     * Puts `amountCents` back onto the cards that paid for the order, in the order they were
     * spent, each at most what it paid less what was given back; a 'refund' row per card in the
     * ledger. Runs in the caller's transaction. Answers what each card got back.
     */
    async refundForOrder(
      trx: Transaction<Database>,
      input: { storeId: string; orderId: string; amountCents: number; now: number },
    ): Promise<{ number: string; amountCents: number }[]> {
      const cards = createGiftCardRepository(trx);
      let left = input.amountCents;
      const given: { number: string; amountCents: number }[] = [];
      for (const card of await orderPayments(trx, input.storeId, input.orderId)) {
        const amountCents = Math.min(left, card.paidCents - card.refundedCents);
        if (amountCents <= 0) continue;
        await cards.giveBack(input.storeId, card.giftCardId, amountCents);
        await cards.addLedgerEntry({
          storeId: input.storeId,
          id: newId(),
          giftCardId: card.giftCardId,
          amountCents,
          reason: 'refund',
          orderId: input.orderId,
          createdAt: input.now,
        });
        given.push({ number: card.number, amountCents });
        left -= amountCents;
      }
      if (left > 0) throw new Error(`gift cards of order ${input.orderId} cannot take back ${left} more cents`);
      return given;
    },

    /** The current row of a card already applied (by id); undefined when it no longer exists. */
    findById: (storeId: string, id: string) => repo.findById(storeId, id),

    /**
     * Spends the order's gift cards inside the submit transaction: each card's balance is lowered
     * only while it covers the amount (never below zero, even with two carts submitting the same
     * card at once) and a 'redeem' row is written to the ledger. Amounts are what the priced cart
     * says each card pays (cart.gift_cards), keyed by the draft's gift_card_id. Throws a
     * ConflictError GIFT_CARD_BALANCE_CHANGED when a card no longer covers its amount; the caller's
     * transaction then rolls back whatever was spent.
     */
    async redeemForOrder(
      trx: Transaction<Database>,
      input: { storeId: string; orderId: string; cards: { giftCardId: string; amountCents: number }[]; now: number },
    ): Promise<void> {
      const cards = createGiftCardRepository(trx);
      const totals = new Map<string, number>();
      for (const card of input.cards)
        totals.set(card.giftCardId, (totals.get(card.giftCardId) ?? 0) + card.amountCents);
      for (const [giftCardId, amountCents] of totals) {
        if (amountCents <= 0) continue;
        if (!(await cards.spend(input.storeId, giftCardId, amountCents))) {
          throw new ConflictError(giftCardErrorCodes.balanceChanged, giftCardMessages.balanceChanged);
        }
        await cards.addLedgerEntry({
          storeId: input.storeId,
          id: newId(),
          giftCardId,
          amountCents: -amountCents,
          reason: 'redeem',
          orderId: input.orderId,
          createdAt: input.now,
        });
      }
    },

    /**
     * Makes the gift cards an order bought, inside the submit transaction: one card per unit of
     * each gift card line, with the line's amount. A gift card's note names its recipient but has
     * no email address (docs/features/gift-cards.md#buying-a-gift-card gift_card_info: to, from, message), so every card is emailed to
     * the buyer with the note included, for them to pass on. Send the returned cards with
     * sendIssuedCardEmails after the transaction commits.
     */
    async issueForOrder(
      trx: Transaction<Database>,
      input: {
        storeId: string;
        orderId: string;
        currency: string;
        lines: { position: number; amountCents: number; quantity: number; note: GiftCardNote | null }[];
        buyerEmail: string;
        now: number;
      },
    ): Promise<IssuedGiftCard[]> {
      const issued: IssuedGiftCard[] = [];
      for (const line of input.lines) {
        for (let copy = 0; copy < line.quantity; copy += 1) {
          const number = newGiftCardNumber();
          const id = await insertGiftCard(trx, {
            storeId: input.storeId,
            number,
            amountCents: line.amountCents,
            currency: input.currency,
            recipientEmail: input.buyerEmail,
            orderId: input.orderId,
            orderPosition: line.position,
            now: input.now,
          });
          issued.push({
            id,
            number,
            amountCents: line.amountCents,
            currency: input.currency,
            recipientEmail: input.buyerEmail,
            note: line.note,
          });
        }
      }
      return issued;
    },

    /** A card sold in the shop (`bookfront giftcard:issue`); see issueGiftCard. */
    issueCard: (input: Parameters<typeof issueGiftCard>[1]) => issueGiftCard(deps.db, input),

    /** The email of each issued card to its recipient (for the caller to record with its order). */
    issuedCardEmails: issuedCardEmailsOf,

    /** Emails each issued card to its recipient; mail that cannot go now is retried by the mail jobs. */
    async sendIssuedCardEmails(input: { store: StoreContext; baseUrl: string; cards: readonly IssuedGiftCard[] }) {
      for (const mail of issuedCardEmailsOf(input)) await deps.mail.send(input.store, mail, { baseUrl: input.baseUrl });
    },

    /** The card's ledger, oldest first (tests and audits: the balance is its sum). */
    ledgerOf: (storeId: string, giftCardId: string) => repo.ledgerOf(storeId, giftCardId),
  };
}
export type GiftCardService = ReturnType<typeof createGiftCardService>;
