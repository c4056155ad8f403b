import type { z } from 'zod';
import { accountActionTable } from '../account/actions.ts';
import { addressActionTable } from '../address/actions.ts';
import { cartActionTable } from '../cart/actions.ts';
import { catalogActionTable } from '../catalog/actions.ts';
import { checkoutActionTable } from '../checkout/actions.ts';
import type { commonFieldsSchema } from '../common/fields.ts';
import { consoleActionTable } from '../console/actions.ts';
import { consoleCatalogueActionTable } from '../console/catalogue-actions.ts';
import { consoleSettingsActionTable } from '../console/settings-actions.ts';
import { consoleCheckoutSettingsActionTable } from '../console/settings-checkout-actions.ts';
import { consoleContentActionTable } from '../console/content-actions.ts';
import { consoleCustomersActionTable } from '../console/customers-actions.ts';
import { consolePromoActionTable } from '../console/promo-actions.ts';
import { consoleQuoteActionTable } from '../console/quote-actions.ts';
import { eventActionTable } from '../events/actions.ts';
import { giftCardActionTable } from '../giftcard/actions.ts';
import { listActionTable } from '../lists/actions.ts';
import { listShareActionTable } from '../lists/share-actions.ts';
import { logActionTable } from '../log/actions.ts';
import { orderActionTable } from '../order/actions.ts';
import { pageActionTable } from '../pages/actions.ts';
import { registryActionTable } from '../registry/actions.ts';
import { reportActionTable } from '../reports/actions.ts';
import { sessionActionTable } from '../session/actions.ts';
import { storeActionTable } from '../store/actions.ts';
import type { ActionDefinition } from './define.ts';

/** Each domain's table, by domain; an action's name appears in exactly one (actions/table.test.ts). */
export const actionTablesByDomain = {
  account: accountActionTable,
  address: addressActionTable,
  cart: cartActionTable,
  catalog: catalogActionTable,
  checkout: checkoutActionTable,
  console: consoleActionTable,
  consoleCatalogue: consoleCatalogueActionTable,
  consoleSettings: consoleSettingsActionTable,
  consoleCheckoutSettings: consoleCheckoutSettingsActionTable,
  consoleContent: consoleContentActionTable,
  consoleCustomers: consoleCustomersActionTable,
  consolePromos: consolePromoActionTable,
  consoleQuotes: consoleQuoteActionTable,
  events: eventActionTable,
  giftcard: giftCardActionTable,
  lists: { ...listActionTable, ...listShareActionTable },
  log: logActionTable,
  order: orderActionTable,
  pages: pageActionTable,
  registry: registryActionTable,
  reports: reportActionTable,
  session: sessionActionTable,
  store: storeActionTable,
} as const;

/**
 * Every action of the API, `POST /api/<name>` (or GET for a download): the server registers its
 * routes from this table and the web's client is typed by it. The web imports a domain's own table
 * instead, so a page's bundle carries only the schemas it calls.
 */
export const actionTable = {
  ...accountActionTable,
  ...addressActionTable,
  ...cartActionTable,
  ...catalogActionTable,
  ...checkoutActionTable,
  ...consoleActionTable,
  ...consoleCatalogueActionTable,
  ...consoleSettingsActionTable,
  ...consoleCheckoutSettingsActionTable,
  ...consoleContentActionTable,
  ...consoleCustomersActionTable,
  ...consolePromoActionTable,
  ...consoleQuoteActionTable,
  ...eventActionTable,
  ...giftCardActionTable,
  ...listActionTable,
  ...listShareActionTable,
  ...logActionTable,
  ...orderActionTable,
  ...pageActionTable,
  ...registryActionTable,
  ...reportActionTable,
  ...sessionActionTable,
  ...storeActionTable,
} satisfies Record<string, ActionDefinition>;

export type ActionTable = typeof actionTable;
export type ActionName = keyof ActionTable;
/** The payload an action takes, as a caller writes it (before the schema's defaults and coercions). */
export type ActionInput<Name extends ActionName> = z.input<ActionTable[Name]['input']>;
/** The payload as the server reads it, with the common fields. */
export type ActionBody<Name extends ActionName> = z.output<ActionTable[Name]['input']> &
  z.output<typeof commonFieldsSchema>;
/** What the server hands the serializer: the output schema's input side. */
export type ActionResult<Name extends ActionName> = z.input<ActionTable[Name]['output']>;
export type ActionOutput<Name extends ActionName> = z.output<ActionTable[Name]['output']>;
