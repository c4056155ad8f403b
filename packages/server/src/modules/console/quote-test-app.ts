import type { DatabaseDialect } from '../../db/database.ts';
import { contentApp } from './content-test-app.ts';

/** The title Ada's quote asks for. */
export const quotedEisbn = '9780439023481';

/**
 * The console's stores (content-test-app.ts) with a pick-up quote of Ada's at Riverbend, 100003, for
 * two copies of The Hunger Games (four on hand at Downtown), and a quote of Harbour's, 100004; a
 * manager of Riverbend logged in. `onhand` reads Downtown's copies of the quoted title.
 */
export async function quoteApp(dialect: DatabaseDialect) {
  const context = await contentApp(dialect);
  const { orders, ada, catalog } = context;
  await catalog.title({ eisbn: quotedEisbn, title: 'The Hunger Games' });
  await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: quotedEisbn, onhand: 4 });
  await orders.order({
    storeId: 'main',
    locationId: 'downtown',
    orderNumber: '100003',
    kind: 'quote',
    paymentType: 'quote',
    userId: ada.id,
    email: 'ada@example.com',
    notes: 'Thirty copies for the book club?',
    items: [{ eisbn: quotedEisbn, quantity: 2, soldPriceCents: 1200 }],
  });
  await orders.order({ storeId: 'other', locationId: 'harbour', orderNumber: '100004', kind: 'quote' });
  const onhand = async () =>
    (
      await context.app.db
        .selectFrom('stock')
        .select('onhand')
        .where('storeId', '=', 'main')
        .where('eisbn', '=', quotedEisbn)
        .executeTakeFirstOrThrow()
    ).onhand;
  return { ...context, onhand, manager: await context.logIn('manager@riverbend.example') };
}
