import {
  cartMessages,
  type Cart,
  type CartImportRow,
  type SharedCart,
  type SharedCartLine,
  cartPageMessages,
} from '@bookfront/contract';
import type { TitleService } from '../catalog/title-service.ts';
import type { ImportLine } from './import-file.ts';
import { canOrderBeyondStock, isOrderable, onHandOf, rowFor } from './pricing.ts';
import type { CartService, CartViewer } from './service.ts';

/** Imported books are new copies, like Add to cart on a title's page; a shared cart's lines say their own. */
const importCondition = 'NEW';
const conditionOf = (line: ImportLine) => line.condition ?? importCondition;

/** A shared cart's lines as import lines: the link carries valid eisbns and quantities only. */
export const importLinesOfShared = (lines: readonly SharedCartLine[]): ImportLine[] =>
  lines.map((line) => ({ isbn: line.eisbn, isValidIsbn: true, quantity: line.quantity, condition: line.condition }));

/** Why a line cannot be added as it stands, or '' when it can. Stock is checked line by line. */
function problemOf(line: ImportLine, summary: Parameters<typeof rowFor>[0]): string {
  if (!line.isValidIsbn)
    return line.isbn === '' ? cartPageMessages.importIsbnMissing : cartPageMessages.importIsbnInvalid;
  if (line.quantity === null) return cartMessages.quantityInvalid;
  if (!summary) return cartMessages.titleNotFound;
  const row = rowFor(summary, conditionOf(line));
  if (!isOrderable(row)) return cartPageMessages.notOrderable;
  if (line.quantity > onHandOf(row) && !canOrderBeyondStock(row)) return cartMessages.onlyInStock(onHandOf(row));
  return '';
}

/**
 * cart/import (docs/features/cart.md#import-to-cart): each line of a file checked against the catalogue and the
 * store's stock (the preview), then, when asked, the lines that pass added with cart/add's rules.
 */
export function createCartImportService({ carts, titles }: { carts: CartService; titles: TitleService }) {
  async function preview(viewer: CartViewer, lines: ImportLine[]): Promise<CartImportRow[]> {
    const eisbns = [...new Set(lines.filter((line) => line.isValidIsbn).map((line) => line.isbn))];
    // docs/features/cart.md#hidden-titles: a title the store hides reads as one the catalogue lacks.
    const summaries = eisbns.length === 0 ? [] : await titles.shownSummaries(viewer, eisbns);
    const byEisbn = new Map(summaries.map((summary) => [summary.eisbn, summary]));
    return lines.map((line) => {
      const summary = line.isValidIsbn ? byEisbn.get(line.isbn) : undefined;
      const message = problemOf(line, summary);
      return { isbn: line.isbn, qty: line.quantity, success: message === '', title: summary?.title ?? null, message };
    });
  }

  return {
    preview,

    /** cart/getShared (docs/features/cart.md#email-cart): the link's titles the catalogue has and the store shows, in its order. */
    async sharedCart(viewer: CartViewer, lines: readonly SharedCartLine[]): Promise<SharedCart> {
      const summaries = await titles.shownSummaries(viewer, [...new Set(lines.map((line) => line.eisbn))]);
      const byEisbn = new Map(summaries.map((summary) => [summary.eisbn, summary]));
      return {
        lines: lines.flatMap((line) => {
          const title = byEisbn.get(line.eisbn);
          return title ? [{ quantity: line.quantity, condition: line.condition, title }] : [];
        }),
      };
    },

    /**
     * Adds the rows the preview passed, pricing the cart once. A row cart/add refuses now (the cart
     * already holds the stock's worth) is reported on its row; the others are still added.
     */
    async addToCart(
      viewer: CartViewer,
      cartId: string,
      lines: ImportLine[],
    ): Promise<{ rows: CartImportRow[]; cart: Cart }> {
      const rows = await preview(viewer, lines);
      const passed = rows.flatMap((row, index) => {
        const line = lines[index];
        return row.success && row.qty !== null && line ? [{ row, condition: conditionOf(line) }] : [];
      });
      const { refusals, cart } = await carts.addTitles(
        viewer,
        cartId,
        passed.map(({ row, condition }) => ({
          eisbn: row.isbn,
          condition,
          quantity: row.qty ?? 0,
          personalized: false,
          from: '',
          to: '',
          message: '',
        })),
      );
      passed.forEach(({ row }, index) => {
        const refusal = refusals[index];
        if (refusal) Object.assign(row, { success: false, message: refusal });
      });
      return { rows, cart };
    },
  };
}
export type CartImportService = ReturnType<typeof createCartImportService>;
