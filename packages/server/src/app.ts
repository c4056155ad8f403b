import cookie from '@fastify/cookie';
import { limits } from '@bookfront/contract';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { accountHandlers } from './modules/account/actions.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { createAccountService } from './modules/account/service.ts';
import { linkHandlers } from './modules/account/links-actions.ts';
import { createLinksRepository } from './modules/account/links-repository.ts';
import { createLinksService } from './modules/account/links-service.ts';
import { profileHandlers } from './modules/account/profile-actions.ts';
import { createProfileService } from './modules/account/profile-service.ts';
import { addressHandlers } from './modules/address/actions.ts';
import { createAddressRepository } from './modules/address/repository.ts';
import { createAddressService } from './modules/address/service.ts';
import { audiobookHandlers } from './modules/audiobooks/actions.ts';
import { createAudiobooksService } from './modules/audiobooks/service.ts';
import { catalogHandlers } from './modules/catalog/actions.ts';
import { createBrowseRepository } from './modules/catalog/browse-repository.ts';
import { createBrowseService } from './modules/catalog/browse-service.ts';
import { createSqliteTitleSets } from './modules/catalog/title-sets-sqlite.ts';
import { createPostgresTitleSets } from './modules/catalog/title-sets-postgres.ts';
import { createRelatedService } from './modules/catalog/related-service.ts';
import { createSearchIndex } from './modules/catalog/search-index.ts';
import { createTitleFactsService } from './modules/catalog/title-facts-service.ts';
import { createTitleRepository } from './modules/catalog/title-repository.ts';
import { createTitleService } from './modules/catalog/title-service.ts';
import { warmUpBrowse } from './modules/catalog/warm-up.ts';
import { registerApiDocsRoute } from './modules/api-docs/routes.ts';
import { registerCoverRoutes } from './modules/covers/actions.ts';
import { consoleHandlers } from './modules/console/actions.ts';
import { consolePaymentHandlers } from './modules/console/payment-actions.ts';
import { consolePackingHandlers } from './modules/console/packing-actions.ts';
import { consoleSalesHandlers } from './modules/console/sales-actions.ts';
import { createSalesRepository } from './modules/orders/sales-repository.ts';
import { createSalesService } from './modules/orders/sales-service.ts';
import { createPackingService } from './modules/orders/packing-service.ts';
import { consoleCatalogueHandlers } from './modules/console/catalogue-actions.ts';
import { createConsoleImportService } from './modules/catalog/console-import-service.ts';
import { createConsoleCatalogueRepository } from './modules/catalog/console-repository.ts';
import { createConsoleTitleService } from './modules/catalog/console-title-service.ts';
import { consoleSettingsHandlers } from './modules/console/settings-actions.ts';
import { consoleCheckoutSettingsHandlers } from './modules/console/settings-checkout-actions.ts';
import { createConsoleCheckoutSettingsService } from './modules/console/settings-checkout-service.ts';
import { createConsoleSettingsService } from './modules/console/settings-service.ts';
import { createConsoleSpecialHoursService } from './modules/console/settings-hours-service.ts';
import { consoleNavigationAndHoursHandlers } from './modules/console/settings-navigation-hours-actions.ts';
import { createConsoleNavigationService } from './modules/console/settings-navigation-service.ts';
import { consoleContentHandlers } from './modules/console/content-actions.ts';
import { consoleCustomersHandlers } from './modules/console/customers-actions.ts';
import { createConsoleCustomersService } from './modules/console/customers-service.ts';
import { createConsoleMailService } from './modules/console/mail-service.ts';
import { createConsoleBlocksService } from './modules/console/content-blocks-service.ts';
import { createConsoleEventsService } from './modules/console/content-events-service.ts';
import { createConsoleFeaturesService } from './modules/console/content-features-service.ts';
import { createConsoleGiftCardsService } from './modules/console/content-giftcards-service.ts';
import { createConsoleRegistriesService } from './modules/console/content-registries-service.ts';
import { consolePromoHandlers } from './modules/console/content-promos-actions.ts';
import { createConsolePromosService } from './modules/console/content-promos-service.ts';
import { consoleQuoteHandlers } from './modules/console/quote-actions.ts';
import { createQuoteAnswerService } from './modules/checkout/quote-answer-service.ts';
import { createPromoUsageService } from './modules/orders/promo-usage-service.ts';
import { createGiftCardAdminService } from './modules/giftcards/admin-service.ts';
import { createStaffRepository } from './modules/console/staff-repository.ts';
import { createStaffService } from './modules/console/staff-service.ts';
import { eventHandlers } from './modules/events/actions.ts';
import { createEventsAdminService } from './modules/events/admin-service.ts';
import { registerEventCalendarRoutes } from './modules/events/calendar-routes.ts';
import { createEventsRepository } from './modules/events/repository.ts';
import { createEventsService } from './modules/events/service.ts';
import { createCoversService } from './modules/covers/service.ts';
import { listHandlers } from './modules/lists/actions.ts';
import { createListsRepository } from './modules/lists/repository.ts';
import { createListsService } from './modules/lists/service.ts';
import { createListImportService } from './modules/lists/import-service.ts';
import { listShareHandlers } from './modules/lists/share-actions.ts';
import { createListShareRepository } from './modules/lists/share-repository.ts';
import { createListShareService } from './modules/lists/share-service.ts';
import { pageHandlers } from './modules/pages/actions.ts';
import { createPagesAdminService } from './modules/pages/admin-service.ts';
import { createPagesRepository } from './modules/pages/repository.ts';
import { createPagesService } from './modules/pages/service.ts';
import { logHandlers } from './modules/log/actions.ts';
import { createLogRepository } from './modules/log/repository.ts';
import { createLogService } from './modules/log/service.ts';
import { lookupHandlers } from './modules/lookup/actions.ts';
import { createLookupService } from './modules/lookup/service.ts';
import { placesHandlers } from './modules/places/actions.ts';
import { createPlacesService } from './modules/places/service.ts';
import { registerSeoRoutes, seoPageRenderer, seoRobotsTxt } from './modules/seo/actions.ts';
import { createSeoService } from './modules/seo/service.ts';
import { cartHandlers } from './modules/cart/actions.ts';
import { checkoutHandlers } from './modules/checkout/actions.ts';
import { createCheckoutService } from './modules/checkout/service.ts';
import { cardHandlers } from './modules/checkout/card-actions.ts';
import { createCardService } from './modules/checkout/card-service.ts';
import { createContactService } from './modules/checkout/contact-service.ts';
import { createOrderRepository } from './modules/checkout/order-repository.ts';
import { createPaymentService } from './modules/checkout/payment-service.ts';
import { createQuoteService } from './modules/checkout/quote-service.ts';
import { hostedCardHandlers } from './modules/checkout/hosted-card/actions.ts';
import { createHostedCardService } from './modules/checkout/hosted-card/service.ts';
import { registerHostedCardNoticeRoutes } from './modules/checkout/hosted-card/notice-routes.ts';
import { hostedCardPageSources } from './modules/checkout/hosted-card/page-sources.ts';
import { paypalHandlers } from './modules/checkout/paypal-actions.ts';
import { createPaypalService } from './modules/checkout/paypal-service.ts';
import { submitHandlers } from './modules/checkout/submit-actions.ts';
import { createSubmitService } from './modules/checkout/submit-service.ts';
import { shippingHandlers } from './modules/checkout/shipping-actions.ts';
import { createShippingService } from './modules/checkout/shipping-service.ts';
import { createShipToFinder } from './modules/checkout/ship-to.ts';
import { createCartRepository } from './modules/cart/repository.ts';
import { createCartService } from './modules/cart/service.ts';
import { createMailService } from './modules/mail/service.ts';
import { createMailLogService } from './modules/mail/log-service.ts';
import { createDirectoryRepository } from './modules/account/directory-repository.ts';
import { createDirectoryService } from './modules/account/directory-service.ts';
import { giftCardHandlers } from './modules/giftcards/actions.ts';
import { createGiftCardRedeemService } from './modules/giftcards/redeem-service.ts';
import { createGiftCardService } from './modules/giftcards/service.ts';
import { orderHandlers } from './modules/orders/actions.ts';
import { createFulfilmentRepository } from './modules/orders/fulfilment-repository.ts';
import { createFulfilmentService } from './modules/orders/fulfilment-service.ts';
import { createQuoteDeclineService } from './modules/orders/quote-decline-service.ts';
import { createCardChargeService } from './modules/orders/card-charge-service.ts';
import { createRefundService } from './modules/orders/refund-service.ts';
import { createCardRepository } from './modules/checkout/card-repository.ts';
import { createCardRetentionService } from './modules/checkout/card-retention-service.ts';
import { createOrdersRepository } from './modules/orders/repository.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { registryHandlers } from './modules/registry/actions.ts';
import { createRegistryRepository } from './modules/registry/repository.ts';
import { createRegistryService } from './modules/registry/service.ts';
import { createRateLimitRepository } from './modules/rate-limit/repository.ts';
import { createRateLimitService } from './modules/rate-limit/service.ts';
import { createSessionRepository } from './modules/session/repository.ts';
import { sessionHandlers } from './modules/session/actions.ts';
import { createSessionService } from './modules/session/service.ts';
import { pageSiteSettingsJson, pageStoreOf, storeHandlers } from './modules/store/actions.ts';
import { createStoreRepository } from './modules/store/repository.ts';
import { createStoreService } from './modules/store/service.ts';
import { createStoreSettingsService } from './modules/store/settings-service.ts';
import { createSpecialHoursRepository } from './modules/store/special-hours-repository.ts';
import { createSpecialHoursService } from './modules/store/special-hours-service.ts';
import { registerActions } from './plugins/action-routes.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { reportHandlers } from './modules/reports/actions.ts';
import { createReportsService } from './modules/reports/service.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCrossSiteProtection } from './plugins/cross-site.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import './plugins/fastify-types.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploadRateLimit } from './plugins/upload-rate-limit.ts';
import { registerSessionLookup } from './plugins/session.ts';
import { registerSiteAccessGate } from './plugins/site-access.ts';
import { registerStaffSessionLookup } from './plugins/staff-session.ts';
import { registerStoreResolution } from './plugins/store.ts';
import { validatorCompiler } from './plugins/validator.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  db: Kysely<Database>;
  dataDir: string;
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a load balancer (a request it marks https counts as HTTPS). */
  trustProxy?: boolean;
  /** Every request counts as HTTPS: the session cookie is Secure and HSTS is sent (docs/architecture.md#security). */
  https?: boolean;
  /** Memory for browse results per process, in bytes (default 32 MB; 0 turns the cache off, for benchmarks). */
  searchCacheBytes?: number;
  /** Mail goes through this SMTP server; without one it is written to DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  /** The From address of mail; by default the store's email. */
  mailFrom?: string | undefined;
  /** A failure code an action's table entry does not name answers 500 (the API tests keep the table true). */
  checkFailureCodes?: boolean;
  /** More actions under /api with the same hooks as ours; tests use it for test-only actions. */
  extraActions?: FastifyPluginAsyncZod[];
};

/** The whole HTTP app: plugins first, then each module wired by hand (docs/architecture.md#conventions). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    // plugins/request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: limits.requestBodyMaxBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, { https: deps.https ?? false });
  await registerCompression(app);
  await app.register(cookie);
  registerCrossSiteProtection(app);
  await registerBodyParsers(app);

  const storeRepository = createStoreRepository(deps.db);
  const stores = createStoreService(storeRepository);
  const specialHours = createSpecialHoursService({
    db: deps.db,
    repo: createSpecialHoursRepository(deps.db),
    stores: storeRepository,
  });
  const titleRepository = createTitleRepository(deps.db);
  const titles = createTitleService(titleRepository);
  const titleFacts = createTitleFactsService(titleRepository);
  const places = createPlacesService();
  const addresses = createAddressService({ repo: createAddressRepository(deps.db), places: places.placeLookup });
  const mail = createMailService({
    db: deps.db,
    dataDir: deps.dataDir,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom,
    logger: app.log,
  });
  const accountDeps = {
    repo: createAccountRepository(deps.db),
    mail,
    places: places.placeLookup,
    addressBook: addresses,
  };
  const accounts = createAccountService(accountDeps);
  const profiles = createProfileService(accountDeps);
  const orderHistory = createOrdersService({ repo: createOrdersRepository(deps.db), accounts });
  const registryDeps = {
    repo: createRegistryRepository(deps.db),
    titles,
    ownerName: accounts.displayNameOf,
    addressBook: addresses,
  };
  const registries = createRegistryService(registryDeps);
  const promoUses = createPromoUsageService(deps.db);
  const carts = createCartService({
    repo: createCartRepository(deps.db),
    titles,
    orders: orderHistory,
    registries,
    buyers: accounts,
    promoUses,
  });
  const listsRepository = createListsRepository(deps.db);
  const lists = createListsService({ repo: listsRepository, titles });
  const listShares = createListShareService({
    lists,
    repo: listsRepository,
    shares: createListShareRepository(deps.db),
    titles,
  });
  const sessions = createSessionService(createSessionRepository(deps.db), stores, {
    users: accounts,
    carts,
    wishlists: lists,
    registries,
  });
  const shipTo = createShipToFinder({ addresses, registries });
  const checkout = createCheckoutService({ carts, shipTo });
  const cards = createCardService({ carts, checkout });
  const shipping = createShippingService({ carts, shipTo, places, checkout, titleFacts });
  const rateLimits = createRateLimitService(createRateLimitRepository(deps.db));
  const giftCards = createGiftCardService({ db: deps.db, mail, rateLimits });
  const orders = createOrderRepository(deps.db);
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const orderServices = {
    contact: createContactService({ checkout, carts, users: accounts }),
    payments: createPaymentService({ checkout, carts }),
    submits: createSubmitService({
      orders,
      checkout,
      carts,
      mail,
      shipping,
      giftCards,
      registries,
      promoUses,
      logError,
    }),
    quotes: createQuoteService({ orders, checkout, users: accounts, mail, orderHistory, logError }),
  };
  const links = createLinksService({
    accounts: createAccountRepository(deps.db),
    links: createLinksRepository(deps.db),
    mail,
  });
  const log = createLogService(createLogRepository(deps.db));
  const searchIndex = createSearchIndex(deps.db);
  const browse = createBrowseService(createBrowseRepository(deps.db, searchIndex), titles, {
    ...(deps.searchCacheBytes === undefined ? {} : { cacheBytes: deps.searchCacheBytes }),
    titleSets: (facets) =>
      searchIndex.dialect === 'sqlite' ? createSqliteTitleSets(deps.db) : createPostgresTitleSets(deps.db, facets),
  });
  const related = createRelatedService(titleRepository, titles);
  const events = createEventsService({ repo: createEventsRepository(deps.db), titles });
  const staff = createStaffService(createStaffRepository(deps.db));
  const fulfilmentRepository = createFulfilmentRepository(deps.db);
  const ordersRepository = createOrdersRepository(deps.db);
  const refunds = createRefundService({
    db: deps.db,
    fulfilment: fulfilmentRepository,
    itemsOf: ordersRepository.itemsOf,
    giftCards,
    mail,
    audit: staff,
  });
  const fulfilment = createFulfilmentService({
    repo: fulfilmentRepository,
    orders: ordersRepository,
    mail,
    audit: staff,
    registries,
    refunds,
  });
  const cardCharges = createCardChargeService({
    fulfilment: fulfilmentRepository,
    cards: createCardRetentionService({ cards: createCardRepository(deps.db) }),
    audit: staff,
  });
  const storeSettings = createStoreSettingsService(deps.db, createStoreRepository(deps.db));
  const consoleSettings = createConsoleSettingsService({ storeSettings, audit: staff, dataDir: deps.dataDir });
  const consoleCheckoutSettings = createConsoleCheckoutSettingsService({ storeSettings, audit: staff });
  const consolePromos = createConsolePromosService({
    storeSettings,
    usage: promoUses,
    audit: staff,
  });
  const pages = createPagesService({ repo: createPagesRepository(deps.db), lists, events });
  const pagesAdminIn = (db: Kysely<Database>) =>
    createPagesAdminService({
      repo: createPagesRepository(db),
      lists: createListsService({ repo: createListsRepository(db), titles }),
      titleFacts: createTitleFactsService(createTitleRepository(db)),
    });
  const consoleNavigation = createConsoleNavigationService({
    storeSettings: createStoreSettingsService(deps.db, storeRepository),
    audit: staff,
    targets: {
      pageIds: async (storeId) => {
        const blocks = await pagesAdminIn(deps.db).listBlocks(storeId);
        return [...new Set(blocks.map((block) => block.pageId))].filter((pageId) => pageId !== 'home');
      },
      featuredLists: async (storeId) =>
        (await pagesAdminIn(deps.db).listFeatures(storeId)).map((feature) => ({
          list_id: feature.listId,
          header: feature.header,
        })),
    },
  });
  const consoleContent = {
    events: createConsoleEventsService({
      db: deps.db,
      eventsIn: (db) =>
        createEventsAdminService({
          repo: createEventsRepository(db),
          titleFacts: createTitleFactsService(createTitleRepository(db)),
        }),
      audit: staff,
    }),
    features: createConsoleFeaturesService({
      db: deps.db,
      pagesIn: pagesAdminIn,
      audit: staff,
      hiddenAmong: titles.hiddenAmong,
    }),
    blocks: createConsoleBlocksService({
      db: deps.db,
      pagesIn: pagesAdminIn,
      audit: staff,
      hiddenAmong: titles.hiddenAmong,
      storeListEisbns: lists.storeListEisbns,
    }),
    giftCards: createConsoleGiftCardsService({
      db: deps.db,
      giftCardsIn: createGiftCardAdminService,
      giftCards,
      audit: staff,
    }),
    registries: createConsoleRegistriesService({
      db: deps.db,
      registries,
      registriesIn: (db) => createRegistryService({ ...registryDeps, repo: createRegistryRepository(db) }),
      audit: staff,
    }),
  };
  const consoleCustomers = createConsoleCustomersService({
    db: deps.db,
    customersIn: (db) =>
      createDirectoryService({
        directory: createDirectoryRepository(db),
        accounts: createAccountRepository(db),
        links: createLinksRepository(db),
      }),
    audit: staff,
    sessions,
    profiles,
    rateLimits,
    mail,
  });
  const mailLog = createMailLogService({ db: deps.db, mail });
  const consoleMail = createConsoleMailService({ db: deps.db, mailLog, audit: staff });
  const reports = createReportsService({
    db: deps.db,
    shares: listShares,
    storeLists: lists,
    titleFacts,
    dataDir: deps.dataDir,
    logger: app.log,
  });
  // Closing waits for the PDFs this process is making, so the database closes after them.
  app.addHook('onClose', () => reports.settled());
  const consoleCatalogue = createConsoleCatalogueRepository(deps.db, searchIndex);
  const catalogueImports = createConsoleImportService({
    db: deps.db,
    repo: consoleCatalogue,
    stores,
    audit: staff,
    dataDir: deps.dataDir,
    logger: app.log,
  });
  app.addHook('onClose', () => catalogueImports.settled());

  const hostedCards = createHostedCardService({
    checkout,
    submits: orderServices.submits,
    carts,
    sessions,
    logError,
  });
  await app.register(
    async (api) => {
      // Order matters: the session cookie is per store, and the gate needs both.
      registerStoreResolution(api, stores);
      registerSessionLookup(api, sessions);
      registerStaffSessionLookup(api, staff);
      registerRequestContext(api);
      registerSiteAccessGate(api, accounts);
      registerUploadRateLimit(api, rateLimits);
      registerActions(
        api,
        {
          ...storeHandlers(stores, specialHours),
          ...sessionHandlers(sessions),
          ...logHandlers(log),
          ...catalogHandlers({ browse, titles, related }),
          ...audiobookHandlers(createAudiobooksService(titleFacts)),
          ...lookupHandlers(createLookupService(titles)),
          ...placesHandlers(places),
          ...addressHandlers(addresses, shipping.canShipTo),
          ...cartHandlers({ carts, sessions, mail, rateLimits, titles }),
          ...listHandlers({ lists, carts, sessions }),
          ...listShareHandlers({ shares: listShares, imports: createListImportService({ lists, titles }) }),
          ...reportHandlers(reports),
          ...eventHandlers(events),
          ...pageHandlers(pages),
          ...registryHandlers(registries),
          ...checkoutHandlers({ checkout, sessions }),
          ...giftCardHandlers({
            giftCards,
            redeem: createGiftCardRedeemService({ giftCards, carts, checkout }),
            sessions,
          }),
          ...cardHandlers({ cards, sessions }),
          ...submitHandlers({ sessions, ...orderServices }),
          ...paypalHandlers({
            paypal: createPaypalService({ checkout, carts, submits: orderServices.submits, logError }),
            sessions,
          }),
          ...hostedCardHandlers({ hostedCards, sessions }),
          ...shippingHandlers({ shipping, sessions }),
          ...orderHandlers(orderHistory),
          ...accountHandlers({ accounts, sessions, rateLimits }),
          ...linkHandlers({ links, sessions, users: accounts, rateLimits }),
          ...profileHandlers({ profiles, sessions, rateLimits }),
          ...consoleHandlers({ staff, fulfilment, rateLimits }),
          ...consolePaymentHandlers({ fulfilment, cardCharges, refunds }),
          ...consolePackingHandlers(
            createPackingService({ fulfilment: fulfilmentRepository, itemsOf: ordersRepository.itemsOf }),
          ),
          ...consoleSalesHandlers(createSalesService(createSalesRepository(deps.db))),
          ...consoleCatalogueHandlers({
            imports: catalogueImports,
            titles: createConsoleTitleService({
              db: deps.db,
              repo: consoleCatalogue,
              audit: staff,
              stores,
              dataDir: deps.dataDir,
            }),
          }),
          ...consoleSettingsHandlers(consoleSettings),
          ...consoleCheckoutSettingsHandlers(consoleCheckoutSettings),
          ...consoleNavigationAndHoursHandlers({
            navigation: consoleNavigation,
            specialHours: createConsoleSpecialHoursService({ specialHours, audit: staff }),
          }),
          ...consoleContentHandlers({ ...consoleContent, navigation: consoleNavigation }),
          ...consoleCustomersHandlers({ customers: consoleCustomers, mail: consoleMail }),
          ...consolePromoHandlers(consolePromos),
          ...consoleQuoteHandlers({
            quotes: createQuoteAnswerService({
              orders,
              mail,
              audit: staff,
              registries,
              linesOf: ordersRepository.itemsOf,
            }),
            declines: createQuoteDeclineService({ repo: fulfilmentRepository, mail, audit: staff }),
            fulfilment,
          }),
        },
        { checkFailureCodes: deps.checkFailureCodes ?? false },
      );
      for (const actions of deps.extraActions ?? []) await api.register(actions);
    },
    { prefix: '/api' },
  );

  registerApiDocsRoute(app);
  registerCoverRoutes(app, createCoversService(titleFacts, { dataDir: deps.dataDir }));
  const seo = createSeoService({ titles, titleFacts, stores, events, sharedLists: listShares });
  registerSeoRoutes(app, seo);
  registerEventCalendarRoutes(app, { events, stores });
  await registerHostedCardNoticeRoutes(app, { hostedCards, stores });
  await registerWebApp(app, {
    webDistDir: deps.webDistDir,
    dataDir: deps.dataDir,
    renderPage: seoPageRenderer(seo),
    robotsTxt: seoRobotsTxt(seo),
    siteSettingsJson: pageSiteSettingsJson(stores),
    pageSources: hostedCardPageSources(pageStoreOf(stores)),
  });
  return Object.assign(app, {
    /** Reads ahead what the first shoppers' searches need (modules/catalog/warm-up.ts); main.ts runs it after listening. */
    warmUpBrowse: () => warmUpBrowse(stores, browse),
    /** Reports (a list's PDF): the worker's handlers for them, and the ones this process is making. */
    reports,
    /** Console uploads' imports: the worker's handler for them, and the ones this process is running. */
    catalogueImports,
    /** The mail log, whose retention main.ts runs (docs/features/store-console.md#mail-log). */
    mailLog,
  });
}
export type App = Awaited<ReturnType<typeof buildApp>>;
