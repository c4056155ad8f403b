import type { Migration } from 'kysely';
import * as createStores from './0001-create-stores.ts';
import * as createLocations from './0002-create-locations.ts';
import * as createSessions from './0003-create-sessions.ts';
import * as createClientErrors from './0004-create-client-errors.ts';
import * as createJobs from './0005-create-jobs.ts';
import * as createCatalogue from './0006-create-catalogue.ts';
import * as createStock from './0007-create-stock.ts';
import * as extendCatalogue from './0008-extend-catalogue.ts';
import * as addTitleSearchText from './0009-add-title-search-text.ts';
import * as addTitleListPrices from './0010-add-title-list-prices.ts';
import * as createSearchIndex from './0011-create-search-index.ts';
import * as addBrowseIndexes from './0012-add-browse-indexes.ts';
import * as addBrowseWalkIndexes from './0013-add-browse-walk-indexes.ts';
import * as createAccounts from './0014-create-accounts.ts';
import * as addSiteApproval from './0015-add-site-approval.ts';
import * as createCarts from './0016-create-carts.ts';
import * as createCheckoutAndOrders from './0017-create-checkout-and-orders.ts';
import * as createTitleLists from './0018-create-title-lists.ts';
import * as addCartNotices from './0019-add-cart-notices.ts';
import * as addTitleSortKeys from './0022-add-title-sort-keys.ts';
import * as addCardErasure from './0026-add-card-erasure.ts';
import * as dropUnsafeSettingLinks from './0027-drop-unsafe-setting-links.ts';
import * as createEvents from './0030-create-events.ts';
import * as joinContributorInitials from './0032-join-contributor-initials.ts';
import * as createSearchWords from './0033-create-search-words.ts';
import * as createStorePages from './0034-create-store-pages.ts';
import * as createGiftRegistries from './0035-create-gift-registries.ts';
import * as addListShareTokens from './0036-add-list-share-tokens.ts';
import * as createStaff from './0037-create-staff.ts';
import * as addOrderStatus from './0038-add-order-status.ts';
import * as createCustomPages from './0039-create-custom-pages.ts';
import * as createReports from './0042-create-reports.ts';
import * as createCatalogueImports from './0043-create-catalogue-imports.ts';
import * as addStorePageSource from './0044-add-store-page-source.ts';
import * as addGiftCardLedgerNotes from './0045-add-gift-card-ledger-notes.ts';
import * as createOrderRefunds from './0046-create-order-refunds.ts';
import * as addOrderBuyerShipping from './0047-add-order-buyer-shipping.ts';
import * as createOrderPromoCodes from './0048-create-order-promo-codes.ts';
import * as createMailLogAndCustomerLocks from './0049-create-mail-log-and-customer-locks.ts';
import * as createLocationSpecialHours from './0050-create-location-special-hours.ts';
import * as addHostedCardNoticeIndexes from './0052-add-hosted-card-notice-indexes.ts';
import * as createPromoCodeClaims from './0053-create-promo-code-claims.ts';
import * as createStoreHiddenTitles from './0054-create-store-hidden-titles.ts';
import * as createStoreTitleSubjects from './0055-create-store-title-subjects.ts';
import * as createStoreSubjectClaims from './0057-create-store-subject-claims.ts';
import * as splitSearchWordsAtPunctuation from './0058-split-search-words-at-punctuation.ts';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001-create-stores': createStores,
  '0002-create-locations': createLocations,
  '0003-create-sessions': createSessions,
  '0004-create-client-errors': createClientErrors,
  '0005-create-jobs': createJobs,
  '0006-create-catalogue': createCatalogue,
  '0007-create-stock': createStock,
  '0008-extend-catalogue': extendCatalogue,
  '0009-add-title-search-text': addTitleSearchText,
  '0010-add-title-list-prices': addTitleListPrices,
  '0011-create-search-index': createSearchIndex,
  '0012-add-browse-indexes': addBrowseIndexes,
  '0013-add-browse-walk-indexes': addBrowseWalkIndexes,
  '0014-create-accounts': createAccounts,
  '0015-add-site-approval': addSiteApproval,
  '0016-create-carts': createCarts,
  '0017-create-checkout-and-orders': createCheckoutAndOrders,
  '0018-create-title-lists': createTitleLists,
  '0019-add-cart-notices': addCartNotices,
  '0022-add-title-sort-keys': addTitleSortKeys,
  '0026-add-card-erasure': addCardErasure,
  '0027-drop-unsafe-setting-links': dropUnsafeSettingLinks,
  '0030-create-events': createEvents,
  '0032-join-contributor-initials': joinContributorInitials,
  '0033-create-search-words': createSearchWords,
  '0034-create-store-pages': createStorePages,
  '0035-create-gift-registries': createGiftRegistries,
  '0036-add-list-share-tokens': addListShareTokens,
  '0037-create-staff': createStaff,
  '0038-add-order-status': addOrderStatus,
  '0039-create-custom-pages': createCustomPages,
  '0042-create-reports': createReports,
  '0043-create-catalogue-imports': createCatalogueImports,
  '0044-add-store-page-source': addStorePageSource,
  '0045-add-gift-card-ledger-notes': addGiftCardLedgerNotes,
  '0046-create-order-refunds': createOrderRefunds,
  '0047-add-order-buyer-shipping': addOrderBuyerShipping,
  '0048-create-order-promo-codes': createOrderPromoCodes,
  '0049-create-mail-log-and-customer-locks': createMailLogAndCustomerLocks,
  '0050-create-location-special-hours': createLocationSpecialHours,
  '0052-add-hosted-card-notice-indexes': addHostedCardNoticeIndexes,
  '0053-create-promo-code-claims': createPromoCodeClaims,
  '0054-create-store-hidden-titles': createStoreHiddenTitles,
  '0055-create-store-title-subjects': createStoreTitleSubjects,
  '0057-create-store-subject-claims': createStoreSubjectClaims,
  '0058-split-search-words-at-punctuation': splitSearchWordsAtPunctuation,
};
