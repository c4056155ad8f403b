import type { ActionName } from './table.ts';

/**
 * One sentence per action for the API reference (docs/api/README.md, /api/openapi.json). Kept apart
 * from the action table so the web's bundles never carry them; a missing one is a type error.
 */
export const actionSummaries: Record<ActionName, string> = {
  'console/login':
    'Logs a staff member in to the store console by email and password, and an owner’s authenticator code; a staff session apart from any customer’s.',
  'console/logout': 'Ends the staff session.',
  'console/me': 'The logged-in staff member and their role.',
  'console/orders/list':
    'One page of the store’s orders in a status, by location and delivery type, with each status’s count.',
  'console/orders/get': 'An order with its lines and ISBNs, delivery, payment left to take and status history.',
  'console/orders/markReady': 'Marks a pick-up order ready and emails the customer.',
  'console/orders/markShipped': 'Marks an order shipped with its tracking number.',
  'console/orders/markCompleted': 'Marks an order completed (picked up or delivered).',
  'console/orders/openCard':
    'An order’s sealed card and the amount to charge, for the browser to open with the store’s private key.',
  'console/orders/recordCharged': 'Records an order’s card as charged and erases its CVV at once.',
  'console/orders/pickList':
    'A PDF of the copies to pull for the chosen orders, or every order of a status at a location, grouped by location with ISBN, title, format, quantity and orders.',
  'console/orders/packingSlip': 'A PDF packing slip of one order: its lines, delivery, customer and notes.',
  'console/sales/daily':
    'Per day of a date range in the store’s time zone: orders, copies, what each tender took, and refunds.',
  'console/orders/refund':
    'Refunds copies of lines and the shipping to the order’s gift cards, PayPal or the store’s terminal, once per idempotency key, optionally restocking them.',
  'console/events/list': 'Every event of the store, soonest first, with its books, ticket links and views.',
  'console/events/create': 'Adds an event to the storefront’s events page, its times in the store’s time zone.',
  'console/events/update': 'Changes an event: every field as given.',
  'console/events/delete': 'Removes an event and its books from the storefront.',
  'console/giftcards/issue': 'Issues a gift card sold in the shop and, given an address, emails it.',
  'console/giftcards/get': 'A gift card found by its number, with its balance and ledger.',
  'console/giftcards/adjust': 'Raises or lowers a gift card’s balance through its ledger, with the reason.',
  'console/customers/search':
    'The store’s customers whose name or email holds the words, or who placed the order numbered so, 25 a page.',
  'console/customers/get':
    'A customer’s details, orders, lists, gift registries and institution links; never a password, card or token.',
  'console/customers/lock': 'Locks a customer’s account: their sessions end and they cannot log in until unlocked.',
  'console/customers/unlock': 'Lets a locked customer log in again.',
  'console/customers/resendVerification':
    'Emails a customer whose address is not confirmed a link that confirms it, under the storefront’s limits.',
  'console/customers/authorizeLink':
    'Authorizes a pending institution link of the customer once: audited, the buying customer emailed.',
  'console/customers/removeLink': 'Removes an institution link the customer is a side of.',
  'console/mail/list': 'The store’s sent and waiting mail, newest first, by status and recipient, 50 a page.',
  'console/mail/get': 'One mail: recipient, subject, status, attempts, last error and its parts, sign-in links masked.',
  'console/mail/resend': 'Queues a new copy of a mail to its recipient, once per idempotency key.',
  'console/registries/list': 'The gift registries whose owners let the store co-manage them.',
  'console/registries/setItemQuantity':
    'Sets how many copies of one of its titles a co-managed gift registry asks for, from 1, as the store.',
  'console/registries/removeItem': 'Takes a title off a co-managed gift registry, as the store.',
  'console/registries/update':
    'Changes a co-managed registry’s title, occasion, description or deadline; never where it ships.',
  'console/orders/answerQuote':
    'Turns a quote into an order once, at the prices and shipping given: stock taken, the customer emailed, audited.',
  'console/orders/declineQuote':
    'Declines a quote once, with a note: it becomes cancelled, the customer emailed, audited.',
  'console/promos/list':
    'The store’s promo codes, each with how many placed orders used it and the discount they were given.',
  'console/promos/create': 'Adds a promo code that checkout applies at once.',
  'console/promos/update': 'Changes a promo code’s kind, value, minimum, dates and switches; its code stays.',
  'console/promos/deactivate': 'Stops a promo code applying at checkout; it stays listed with its usage.',
  'console/features/list': 'The store’s featured lists with their details and titles.',
  'console/features/create': 'Adds a featured list holding the titles given, in that order.',
  'console/features/update': 'Changes a featured list’s details and sets its titles to those given.',
  'console/features/delete': 'Removes a featured list and its titles from the storefront.',
  'console/blocks/pages':
    'The pages of blocks the console edits: the home and landing pages and the store’s own pages.',
  'console/pages/create':
    'Makes a new store page from a title, its menu entry at the end of the menu bar or the footer links, audited; a title another store page has is refused.',
  'console/blocks/list':
    'A page’s blocks (the home page’s by default) in their order: list sliders, events, text and banners.',
  'console/blocks/create':
    'Adds a block at the end of a page (the home page by default); a list block gets its titles as a list of its own.',
  'console/blocks/update': 'Changes a home page block’s placement, header, text, picture, link and limit.',
  'console/blocks/move': 'Moves a home page block one place up or down among the blocks of its placement.',
  'console/blocks/delete': 'Removes a block from the home page.',
  'console/catalogue/import':
    'Uploads an ONIX or catalogue CSV file and imports its titles in the background; answers the import’s id.',
  'console/catalogue/importStock':
    'Uploads a stock and price CSV for one location of the store and imports it in the background; answers the import’s id.',
  'console/catalogue/importProgress': 'How far an import has come, and its summary and rejected records once done.',
  'console/catalogue/locations': 'The store’s locations, for a stock upload.',
  'console/catalogue/search': 'Titles of the catalogue by ISBN or words, and whether the store stocks each.',
  'console/catalogue/get': 'A title with the store’s stock, price and availability at each location.',
  'console/catalogue/saveStock':
    'Sets a title’s on hand, price, availability and ordering beyond stock at one location; the storefront shows it at once.',
  'console/catalogue/setHidden':
    'Hides a title from the store’s storefront (search, browse, lists and its item page), or shows it again.',
  'console/catalogue/storeSubjects':
    'The store subjects the store gives its titles, by label, with how many titles have each.',
  'console/catalogue/addStoreSubject':
    'Gives a title one of the store’s own subjects (a special subject, code starting with two underscores); only this store’s storefront shows it.',
  'console/catalogue/removeStoreSubject': 'Takes one of the store’s own subjects off a title.',
  'console/catalogue/uploadCover': 'Replaces a title’s cover with an uploaded JPEG, PNG or WebP image.',
  'console/audit/list': 'The store’s audit log, newest first: who changed what, before and after.',
  'console/settings/get': 'The storefront’s theme and feature switches as the store has them now.',
  'console/settings/saveTheme':
    'Sets the storefront’s colours, logo and background image; the storefront shows them at once.',
  'console/settings/uploadImage': 'Stores an uploaded PNG, JPEG or WebP image as the storefront’s logo or background.',
  'console/settings/saveSwitches': 'Turns the storefront’s feature switches on or off; the storefront follows at once.',
  'console/settings/saveShortcuts': 'Replaces the store’s URL shortcuts, /{key} to a path or address, in order.',
  'console/settings/checkout': 'The store’s taxes, shipping providers and local delivery as checkout reads them now.',
  'console/settings/saveTaxes': 'Replaces the store’s tax rates (0–100 %, at most three decimals); audited.',
  'console/settings/saveShipping': 'Replaces the store’s shipping providers and local delivery; audited.',
  'console/settings/payments':
    'The payment choices checkout offers and their keys, each secret only as set and its last four (owners only).',
  'console/settings/savePayments':
    'Saves the payment choices and keys; a secret is replaced only when typed, and audited without its value (owners only).',
  'console/settings/locations':
    'The store’s locations with their contact details and hours, in the storefront’s order.',
  'console/settings/saveLocation':
    'Adds a location, or changes the one with that id: its name, address, phone, email, hours and blurb.',
  'console/settings/privacyPolicy': 'The store’s privacy policy as the console edits it: its title and Markdown.',
  'console/settings/savePrivacyPolicy':
    'Publishes the store’s privacy policy from Markdown, sanitised; the storefront’s page and footer link follow at once.',
  'console/settings/removePrivacyPolicy': 'Takes the store’s privacy policy down from the storefront.',
  'console/settings/navigation':
    'The storefront’s menu bar and footer links, with the store pages and featured lists an entry may lead to.',
  'console/settings/saveNavigation': 'Replaces the menu bar and footer links, in order, with one level of submenus.',
  'console/settings/specialHours': 'A location’s special hours (closed days and other hours) from this month on.',
  'console/settings/saveSpecialHours':
    'Replaces a location’s special hours from this month on; the contact and hours page shows this month’s and next.',
  'console/orders/cancel': 'Cancels an order and puts its copies back in stock at its location, in one transaction.',
  'account/check': 'Starts a sign-up: says whether the email has an account, or emails the confirmation link.',
  'account/checkVerification':
    'Says whether an emailed sign-up link is still good, before the shopper fills in the account form; it does not use the link up.',
  'account/create': 'Opens an account, with the emailed token when the store confirms addresses first.',
  'account/login': 'Logs in by email (or SAN) and password; the session id changes and the guest cart is kept.',
  'account/logout': 'Ends the session and starts a new anonymous one.',
  'account/emailPasswordToken': 'Emails a password reset link.',
  'account/resetPassword': 'Sets a new password with the emailed token and logs in; other sessions of the account end.',
  'account/modify':
    'Changes the profile, the email (confirmed by an emailed token) or the password; one change per call.',
  'account/delete': 'Closes the account after the password is confirmed.',
  'account/getAvailableCorps': 'The institutions the customer may act for, or the one inviting them (by token).',
  'account/setCorp': 'Acts for an institution (or for oneself again); answers the session.',
  'account/getAvailableChildren': 'The accounts linked to the institution the customer owns.',
  'account/linkToRequest': 'Asks another account, by email, to link to the customer’s institution.',
  'account/linkToVerify': 'Accepts a link request with its emailed token.',
  'account/removeChildLink': 'Unlinks an account from the customer’s institution.',
  'account/removeParentLink': 'Leaves an institution the customer is linked to.',
  'v1/transfer': 'The address of the store’s previous site, remembered in a cookie as the customer’s choice.',
  'v1/changeCorpAndTransfer': 'Acts for an institution and moves to the store’s previous site.',
  'address/getList': 'The customer’s addresses, each saying whether the store ships there.',
  'address/create': 'Adds an address; answers the address book.',
  'address/modify': 'Changes an address; answers the address book.',
  'address/delete': 'Removes an address; answers the address book.',
  'address/setPreferred': 'Makes an address the one checkout offers first; answers the address book.',
  'country/getList': 'The countries an address may be in.',
  'province/getList': 'The provinces or states of a country.',
  'province/get': 'One province or state of a country by code or name.',
  'cart/add': 'Adds a title (or a gift card) to the cart, or sets the quantity of a line; answers the cart.',
  'cart/removeItem': 'Removes one line from the cart.',
  'cart/removeAll': 'Empties the cart.',
  'cart/removeUnavailable': 'Removes the lines that cannot be ordered now.',
  'cart/email': 'Emails the cart’s contents to an address.',
  'cart/import': 'Reads ISBNs and quantities from a spreadsheet or text file; previews them or adds them to the cart.',
  'cart/getShared': 'The titles of an emailed cart link that the catalogue has, with their quantities.',
  'cart/addShared':
    'Adds the titles of an emailed cart link to the shopper’s own cart; answers each line and the cart.',
  'checkout/addPromocode': 'Applies a promo code to the cart.',
  'checkout/removePromocode': 'Removes the promo codes from the cart.',
  'browse/get': 'One page of search or browse results with the filter counts (filter_info) for the whole result.',
  'browse/url': 'Finds the titles whose ISBNs a public web page lists.',
  'browse/file': 'Finds the titles whose ISBNs an uploaded file lists (txt, csv, html, xls, xlsx or pdf).',
  'title/getItem': "One title as the item page shows it, with the store's stock, prices and availability.",
  'title/getProductCode': 'The printed ISBN or product code of a title.',
  'title/getRelatedItems': "The item page's related titles: more by the author, in the series, in the subject.",
  'title/getBindingItems': 'The other editions and bindings of a title.',
  'title/getSeriesItems': 'The titles of a series, in series order.',
  'title/getAuthorItems': "An author's titles, for the author dialog.",
  'title/getLibroAudiobooks': 'The audiobook editions of a title from the store’s audiobook provider.',
  'checkout/get': 'The checkout as far as the shopper has filled it in, with the cart’s totals.',
  'checkout/setDelivery': 'Chooses pick up, shipping or local delivery.',
  'checkout/getShippingProviders': 'The shipping providers that reach an address, with their prices for this cart.',
  'checkout/getShippingBatch': 'How the cart would ship in one shipment or two (what is on hand first).',
  'checkout/setShipping': 'Chooses the address, provider and shipments.',
  'checkout/setExtras': 'Saves the contact details, order notes and communication preference.',
  'checkout/getPaymentChoices': 'The ways to pay this order that the store offers for its delivery.',
  'checkout/setPaymentChoice': 'Chooses how to pay.',
  'checkout/setCreditCard':
    'Stores the card and, apart, its CVV, each sealed in the browser with the store’s public key; a plain number or CVV is refused.',
  'checkout/submit': 'Places the order once: the same uuid answers the same order, never a second one.',
  'checkout/paypalCreate': 'Creates the PayPal order for this checkout and answers where to approve it.',
  'checkout/paypalSuccess': 'Captures an approved PayPal order and places the store’s order.',
  'checkout/cardPayment':
    'Asks Clearent or Global Payments what the hosted card form paid and places the order once it matches what is owed.',
  'checkout/chaseInit': 'Opens the Chase hosted payment form for what is owed and answers its uid.',
  'checkout/chaseSuccess': 'Asks Chase what the form of a uid paid and places the order once it matches what is owed.',
  'checkout/globalInit': 'Opens the Global Payments hosted payment page for what is owed and answers its address.',
  'checkout/requestQuote':
    'Sends the cart to the store as a request for a quote instead of an order, and answers the quote.',
  'giftcard/get':
    'The gift cards page’s store content: the store’s gift cards, its own words and whether the balance checker shows.',
  'giftcard/balance': 'The balance of a gift card; look-ups are limited per address and per session.',
  'checkout/addGiftCard': 'Pays part or all of the order with a gift card.',
  'checkout/editGiftCard': 'Changes the amount paid with a gift card already applied.',
  'checkout/removeGiftCard': 'Stops paying with a gift card.',
  'event/getList':
    'The store’s events that end on or after a day (one month back by default), soonest first; may count them as viewed.',
  'event/get': 'One event of the store with its books, their stock and prices.',
  'titlelist/getCustom':
    'The blocks of the home page or of a custom page, in order: list blocks with their first titles, event blocks with the upcoming events, the store’s words and banners.',
  'feature/getList':
    'A page of the store’s featured lists (26 by default), filtered by category and sub-category, sorted by name, last update or date posted, with the counts of each category.',
  'feature/getPdfOptions': 'The layouts a featured list’s PDF comes in; for logged-in customers only.',
  'giftregistry/getAll':
    'The customer’s gift registries, with every item when show_items is set, else a card’s first six.',
  'giftregistry/get':
    'One gift registry as anyone may view it: owner’s name, occasion, deadline, items and how many of each are bought.',
  'giftregistry/create':
    'Makes a gift registry for the customer: title, occasion, description, deadline, shipping choices.',
  'giftregistry/update': 'Changes a registry’s fields; only its owner may change where items are shipped.',
  'giftregistry/delete': 'Deletes one of the customer’s registries.',
  'giftregistry/addItem': 'Adds a title to a registry, or asks for qty more of one already on it.',
  'giftregistry/updateItem': 'Sets how many of a title a registry asks for; 0 takes it off.',
  'giftregistry/deleteItem': 'Takes a title off a registry.',
  'titlelist/get': 'One of the customer’s lists, favourites included, without its titles.',
  'titlelist/getItems': 'A page of a list’s titles with the store’s stock and prices.',
  'titlelist/addItemToList': 'Adds a title to a list (favourites when no list is named, created on first use).',
  'titlelist/removeItemFromList': 'Removes a title from a list.',
  'titlelist/removeItemsFromList': 'Removes several titles from a list at once.',
  'cart/copyCartToList': 'Copies the cart’s books (not its gift cards) into a list, favourites by default.',
  'titlelist/getLists': 'The customer’s lists, favourites first, ten a page, sorted and searched by ISBN or keyword.',
  'titlelist/create': 'Makes a named list, holding a title when one is given.',
  'titlelist/modify': 'Renames a list or changes its description.',
  'titlelist/delete': 'Deletes a named list (never the favourites list).',
  'titlelist/copyToCart': 'Adds every title of a list to the cart, one copy each, by the cart’s rules.',
  'titlelist/copyFromList': 'Copies one list’s titles into another of the customer’s lists.',
  'titlelist/getPublicUrl':
    'The read-only link of one of the customer’s lists, made on first use, that anyone can open.',
  'titlelist/removePublicUrl':
    'Withdraws a list’s link, so it opens nothing; the next titlelist/getPublicUrl makes a new one.',
  'titlelist/getShared': 'A page of a shared list’s titles, by its link’s token, for anyone; never its owner.',
  'titlelist/getExcel':
    'Downloads a list as an .xlsx spreadsheet: title, authors, ISBN, format, price and availability.',
  'titlelist/importFile':
    'Reads ISBNs from a file or pasted text and checks each row; with add_to_list, adds the titles found to the list.',
  'titlelist/getPdfOptions': 'The layouts a list’s PDF comes in: a catalogue page with covers or a compact checklist.',
  'titlelist/getPdf':
    'Starts making one of the customer’s lists as a PDF in the chosen layout; answers the report id whose progress /pdf/{id} shows.',
  'report/progress':
    'How far the customer’s report has got: percent, seconds remaining, whether it is complete or failed.',
  'report/get': 'Downloads the customer’s finished report (a GET download, so the browser keeps the session cookie).',
  'log/error': 'Records an uncaught error from the web app; cross-origin script errors without detail are dropped.',
  'order/get': 'One order or quote of the customer’s (or of the session that placed it), in full.',
  'order/getList': 'A page of the customer’s orders and quotes, newest first, with filters.',
  'order/getExcel': 'One order as an xlsx spreadsheet (a GET download, so the browser keeps the session cookie).',
  'session/get': 'The session, started if the caller has none: user, cart summary, favourites and location.',
  'session/getChecksum': 'The checksum of the session’s cart, to tell whether another tab changed it.',
  'session/clear': 'Ends the session, so the app starts over with a new one.',
  'webstore/setMultistoreLocation': 'Chooses the store location whose stock and prices the shopper sees.',
  'store/getSettings': 'The store’s public settings: look, navigation, feature switches and locations.',
  'webstore/getContactAndHours': 'The store’s locations with addresses, phone numbers and opening hours.',
  'webstore/getPrivacyPolicyPage': 'The store’s privacy policy: its title and its text as safe HTML.',
};
