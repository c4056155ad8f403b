import {
  emptyCartSummary,
  contactAndHoursSchema,
  sessionSchema,
  siteSettingsSchema,
  type ContactAndHours,
  type Session,
  type SiteSettings,
} from '@bookfront/contract';

type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

function merge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  if (Array.isArray(base) || typeof base !== 'object' || base === null) return (overrides as T) ?? base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

/** Site settings like the demo store's (Riverbend Books), checked against the contract. */
export function siteSettingsFixture(overrides?: DeepPartial<SiteSettings>): SiteSettings {
  const base = siteSettingsSchema.parse({
    basename: '',
    styles: { primary_color: '#1f5c4a', logo_url: '/files/stores/demo/logo.svg' },
    store_info: {
      id: 'demo',
      name: 'Riverbend Books',
      country: 'US',
      is_american: true,
      is_canadian: false,
      is_multistore: true,
      is_consolidated_multistore: true,
      multistore_info: [
        { id: 'downtown', name: 'Downtown' },
        { id: 'eastside', name: 'Eastside' },
      ],
      address: '120 River Street',
      city: 'Portland',
      province: 'OR',
      postal_code: '97204',
      phone: '(503) 555-0142',
      email: 'hello@riverbendbooks.example',
      social: { instagram: 'https://instagram.com/riverbendbooks', facebook: 'https://facebook.com/riverbendbooks' },
      footer_message: 'Independent since 1987.',
    },
    cart_enabled: true,
    guest_show_cart: true,
    site_navigation: [
      { id: 'home', label: 'Home', path: '/', type: 'home' },
      {
        id: 'browse',
        label: 'Browse',
        path: '/browse',
        type: 'browse',
        submenu: [
          { id: 'fiction', label: 'Fiction', path: '/browse/filter/s/FIC', type: 'browse' },
          { id: 'kids', label: 'Kids', path: '/browse/filter/s/JUV', type: 'browse' },
        ],
      },
      { id: 'features', label: 'Staff Picks', path: '/features', type: 'features' },
      { id: 'events', label: 'Events', path: '/events', type: 'events' },
      { id: 'gift-cards', label: 'Gift Cards', path: '/gift-cards', type: 'gift_cards' },
      { id: 'book-club', label: 'Book Club', path: '/book-club', type: 'custom' },
      { id: 'audiobooks', label: 'Audiobooks', path: 'https://libro.fm/', type: 'link' },
      { id: 'contact', label: 'Contact & Hours', path: '/contact-hours', type: 'contact_and_hours' },
      { id: 'about', label: 'About Us', path: '/about', type: 'v3_content' },
    ],
    extra_navigation: [{ id: 'privacy', label: 'Shipping & Returns', path: '/shipping', type: 'custom' }],
    url_shortcuts: [
      { key: 'holiday', path: '/browse/filter/s/FIC' },
      { key: 'bookclub', path: '/features' },
      { key: 'libro', path: 'https://libro.fm/' },
    ],
  });
  return merge(base, overrides);
}

export function sessionFixture(overrides?: DeepPartial<Session>): Session {
  const base = sessionSchema.parse({
    logged_in: false,
    session_id: 'session-1',
    user: null,
    location_id: null,
    pick_location: false,
    cart: {
      checksum: 'c0',
      summary: emptyCartSummary,
      items: [],
      gift_cards: [],
      can_click_collect: true,
      contains_unavailable: false,
      meets_order_min: true,
    },
    wishlist: [],
    wishlist_id: null,
  });
  return merge(base, overrides);
}

export function contactAndHoursFixture(): ContactAndHours {
  const location = {
    san: '',
    sc_phone_2: '',
    country: 'US',
    lat_lng: null,
    ws_htmlhours: '',
  };
  return contactAndHoursSchema.parse({
    locations: [
      {
        ...location,
        location_id: 'downtown',
        altname: 'Downtown',
        sc_name: 'Riverbend Books Downtown',
        sc_email: 'downtown@riverbendbooks.example',
        sc_phone: '(503) 555-0142',
        address: '120 River Street',
        city: 'Portland',
        prov: 'OR',
        postal: '97204',
        ws_hours: 'Mon–Sat: 9am – 8pm\nSun: 10am – 6pm',
        ws_contact_blurb: 'Free parking behind the store.',
      },
      {
        ...location,
        location_id: 'eastside',
        altname: 'Eastside',
        sc_name: 'Riverbend Books Eastside',
        sc_email: 'eastside@riverbendbooks.example',
        sc_phone: '(503) 555-0199',
        address: '42 Alder Avenue',
        city: 'Portland',
        prov: 'OR',
        postal: '97214',
        ws_hours: 'Daily: 10am – 7pm',
        ws_contact_blurb: '',
      },
    ],
  });
}

type Handler = (
  body: Record<string, unknown>,
) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>;

/** A fetch stand-in answering `/api/{action}` calls from a table of handlers; records each call. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { action: string; body: Record<string, unknown> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const action = url.replace(/^.*\/api\//, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ action, body });
    const handler = handlers[action];
    if (!handler) return new Response(JSON.stringify({ error: 'Unknown action.' }), { status: 404 });
    const { status = 200, json } = await handler(body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchMock, calls };
}
