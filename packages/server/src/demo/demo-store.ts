import type { StoreSettingsInput } from '@bookfront/contract';
import type { LocationInput } from '../modules/store/admin-service.ts';

/** Riverbend Books: a fictional independent bookstore with two Portland locations. */
export const demoStore = {
  id: 'demo',
  name: 'Riverbend Books',
  logoFile: 'logo.svg',
} as const;

/** A gift card a shopper trying the demo can redeem; printed in the README. Left as it is when the demo is refreshed. */
export const demoGiftCard = { number: 'READ2025GFTCARDS0100', amountCents: 10_000 } as const;

/**
 * The demo store's console staff (docs/features/store-console.md#demo-staff), printed in the README:
 * an owner, who logs in with a code from the published two-factor secret, and a clerk.
 */
export const demoStaff = [
  {
    email: 'owner@riverbend.example',
    role: 'owner',
    password: 'riverbend-owner',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  { email: 'clerk@riverbend.example', role: 'clerk', password: 'riverbend-clerk' },
] as const;

export const demoLogoUrl = `/files/stores/${demoStore.id}/${demoStore.logoFile}`;

export const demoLocations: LocationInput[] = [
  {
    id: 'downtown',
    name: 'Riverbend Books Downtown',
    san: '1234567',
    email: 'downtown@riverbendbooks.example',
    phone: '(503) 555-0142',
    address: '214 Main Street',
    city: 'Portland',
    province: 'OR',
    postalCode: '97204',
    country: 'US',
    lat: 45.5152,
    lng: -122.6784,
    hours: 'Mon–Sat 9am–9pm\nSun 10am–6pm',
    contactBlurb: 'Our flagship store, two blocks from the river. Ask at the front desk about special orders.',
    position: 0,
  },
  {
    id: 'eastside',
    name: 'Riverbend Books Eastside',
    san: '1234568',
    email: 'eastside@riverbendbooks.example',
    phone: '(503) 555-0187',
    address: '3020 SE Division Street',
    city: 'Portland',
    province: 'OR',
    postalCode: '97202',
    country: 'US',
    lat: 45.5047,
    lng: -122.6345,
    hours: 'Mon–Fri 10am–8pm\nSat–Sun 10am–6pm',
    contactBlurb: 'A neighbourhood shop with a big children’s corner and story time on Saturday mornings.',
    position: 1,
  },
];

/**
 * A menu item of the catalogue; its subjects must be ones the demo catalogue has (data/catalogue.csv),
 * so that every item leads to titles (demo-store.test.ts).
 */
const browse = (id: string, label: string, search: string) => ({
  id,
  label,
  path: search,
  type: 'browse' as const,
  search,
});

export const demoSettings: StoreSettingsInput = {
  styles: {
    primary_color: '#1f5c4a',
    secondary_color: '#b5651d',
    header_background: '#ffffff',
    header_text: '#1a1b1e',
    footer_background: '#1f5c4a',
    footer_text: '#ffffff',
    logo_url: demoLogoUrl,
  },
  store_info: {
    country: 'US',
    currency: 'USD',
    giftcard_minimum: 10,
    giftcards_enabled: true,
    address: '214 Main Street',
    city: 'Portland',
    province: 'OR',
    postal_code: '97204',
    phone: '(503) 555-0142',
    email: 'info@riverbendbooks.example',
    latitude: 45.5152,
    longitude: -122.6784,
    social: {
      facebook: 'https://www.facebook.com/riverbendbooks.example',
      instagram: 'https://www.instagram.com/riverbendbooks.example',
      bluesky: 'https://bsky.app/profile/riverbendbooks.example',
    },
    footer_message: 'Independently owned since 1987. Every purchase supports local authors and readers.',
    consolidated_multistore: true,
  },
  gift_registry_enabled: true,
  show_gc_balanace_checker: true,
  // docs/features/gift-cards.md#gift-cards-page: how the demo store sells its cards, and a word for groups.
  store_giftcards: [
    {
      id: 'e-gift',
      name: 'E-gift card',
      description: 'Sent by email with its number and your note, ready to spend here online or at either shop.',
    },
    {
      id: 'shop-card',
      name: 'Card from the counter',
      description: 'A printed card in a Riverbend envelope, from the counter at Downtown or Eastside.',
    },
  ],
  webstore_custom_elements: [
    {
      id: 'groups',
      title: 'Gift cards for groups',
      html: '<p>Buying cards for a book club, a class or a team? Call us at (503) 555-0142 or write to <a href="mailto:info@riverbendbooks.example">info@riverbendbooks.example</a> and we will have them ready.</p>',
    },
  ],
  cart_enabled: true,
  guest_show_price: true,
  guest_show_cart: true,
  guest_allow_checkout: true,
  shipping_enabled: true,
  checkout: {
    shipping_providers: [
      {
        id: 'usps-priority',
        label: 'USPS Priority Mail',
        pricing: 'weight',
        base_cents: 899,
        per_kg_cents: 250,
        regions: [{ country: 'US' }],
        delivery_min: 2,
        delivery_max: 4,
        second_shipment_cents: 599,
      },
      {
        id: 'flat-rate',
        label: 'Flat rate',
        pricing: 'flat',
        base_cents: 1200,
        regions: [{ country: 'US' }],
        delivery_min: 5,
        delivery_max: 8,
        second_shipment_cents: 600,
      },
    ],
    // Portland's zip codes start with 972; the shop's own van delivers there.
    local_delivery: {
      enabled: true,
      label: 'Local Delivery',
      postal_prefixes: ['972'],
      fee_cents: 500,
      min_cents: 2500,
      free_min_cents: 7500,
      availability_text: 'Portland addresses (zip codes starting with 972)',
      delivery_min: 1,
      delivery_max: 2,
    },
    payment_choices: { pickup: ['pickup'], ship: ['contact'] },
  },
  // One code applies at a time; the book club's is stackable, so it combines with READMORE (docs/features/cart.md#promo-codes).
  promo_codes: [
    { code: 'READMORE', type: 'percent', value: 10, description: '10% off your order' },
    { code: 'BOOKCLUB', type: 'amount', value: 300, description: '$3 off for book club members', stackable: true },
  ],
  site_navigation: [
    { id: 'home', label: 'Home', path: '/', type: 'home' },
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [
        browse('browse-fiction', 'Fiction', '/browse/filter/s/FIC'),
        browse('browse-mystery', 'Mystery & Thriller', '/browse/filter/s/FIC022000'),
        browse('browse-sff', 'Science Fiction & Fantasy', '/browse/filter/s/FIC028000,FIC009000'),
        browse('browse-romance', 'Romance', '/browse/filter/s/FIC027000'),
        browse('browse-kids', 'Kids', '/browse/filter/s/JUV'),
        browse('browse-young-adult', 'Young Adult', '/browse/filter/s/YAF'),
        browse('browse-history', 'History', '/browse/filter/s/HIS'),
      ],
    },
    { id: 'events', label: 'Events', path: '/events', type: 'events' },
    { id: 'staff-picks', label: 'Staff Picks', path: '/features', type: 'features' },
    { id: 'gift-cards', label: 'Gift Cards', path: '/gift-cards', type: 'gift_cards' },
    { id: 'gift-registry', label: 'Gift Registry', path: '/gift-registry', type: 'custom' },
    { id: 'contact', label: 'Contact & Hours', path: '/contact-hours', type: 'contact_and_hours' },
    { id: 'audiobooks', label: 'Audiobooks', path: 'https://libro.fm/', type: 'link' },
    { id: 'about', label: 'About', path: '/about', type: 'custom' },
  ],
  extra_navigation: [
    { id: 'privacy', label: 'Privacy', path: '/privacy-policy', type: 'custom' },
    { id: 'contact-footer', label: 'Contact Us', path: '/contact-hours', type: 'contact_and_hours' },
  ],
  url_shortcuts: [
    { key: 'holiday', path: '/browse/filter/s/FIC' },
    { key: 'bookclub', path: '/features' },
    { key: 'libro', path: 'https://libro.fm/' },
  ],
};
