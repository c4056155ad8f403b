import { groupedGiftCardNumber } from './numbers.ts';

/** A gift card line's personal note (docs/features/gift-cards.md#buying-a-gift-card gift_card_info). */
export type GiftCardNote = { personalize: boolean; to: string; from: string; message: string };

/**
 * The email that carries a new gift card. The note has no recipient address, so the buyer gets
 * it; when the card is personalised, the note is printed for them to pass the card on.
 */
export function giftCardEmail(input: {
  storeName: string;
  baseUrl: string;
  card: { number: string; amountCents: number; currency: string; recipientEmail: string; note: GiftCardNote | null };
}) {
  const { card } = input;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: card.currency }).format(
    card.amountCents / 100,
  );
  const note = card.note?.personalize ? card.note : null;
  const noteLines = note
    ? [
        ...(note.to ? [`To: ${note.to}`] : []),
        ...(note.from ? [`From: ${note.from}`] : []),
        ...(note.message ? [`Message: ${note.message}`] : []),
        note.to
          ? `This gift card is for ${note.to}: forward this email, or print it, to give it.`
          : 'Forward this email, or print it, to give this gift card.',
      ]
    : [];
  return {
    to: card.recipientEmail,
    subject: note?.to ? `A ${input.storeName} gift card for ${note.to}` : `Your ${input.storeName} gift card`,
    heading: `A ${amount} gift card`,
    paragraphs: [
      `Gift card number: ${groupedGiftCardNumber(card.number)}`,
      `Amount: ${amount}`,
      ...noteLines,
      'Enter the number on the payment step of checkout to use it. Gift cards never expire.',
    ],
    action: { label: `Shop at ${input.storeName}`, url: input.baseUrl },
    footnote: 'Keep this number safe: anyone who has it can spend the card.',
  };
}
