import { describe, expect, it } from 'vitest';
import { basenameSchema, siteSettingsSchema, storeSettingsSchema, storeLocationSchema } from './schemas.ts';
import { isExternalPath } from '../common/links.ts';
import { navigationItemSchema, urlShortcutSchema } from './navigation.ts';

/** Settings in the shape of the demo store's (packages/server/src/demo/demo-store.ts). */
const demoLikeSettings = {
  styles: { primary_color: '#1f5c4a', logo_url: '/files/stores/demo/logo.svg' },
  store_info: {
    country: 'US',
    giftcards_enabled: true,
    address: '214 Main Street',
    phone: '(503) 555-0142',
    email: 'info@riverbendbooks.example',
    social: { facebook: 'https://www.facebook.com/riverbendbooks.example', bluesky: 'https://bsky.app/profile/x' },
    footer_message: 'Independently owned since 1987.',
    consolidated_multistore: true,
  },
  guest_allow_checkout: true,
  gift_registry_enabled: true,
  site_navigation: [
    { id: 'home', label: 'Home', path: '/', type: 'home' },
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [
        {
          id: 'fiction',
          label: 'Fiction',
          path: '/browse/filter/s/FIC',
          type: 'browse',
          search: '/browse/filter/s/FIC',
        },
      ],
    },
    { id: 'audiobooks', label: 'Audiobooks', path: 'https://libro.fm/', type: 'link' },
  ],
  extra_navigation: [{ id: 'privacy', label: 'Privacy', path: '/privacy-policy', type: 'custom' }],
  url_shortcuts: [
    { key: 'holiday', path: '/browse/filter/s/FIC' },
    { key: 'libro', path: 'https://libro.fm/' },
  ],
};

const storeInfoDerived = {
  id: 'demo',
  name: 'Riverbend Books',
  is_american: true,
  is_canadian: false,
  is_multistore: true,
  is_consolidated_multistore: true,
  multistore_info: [
    { id: 'downtown', name: 'Riverbend Books Downtown' },
    { id: 'eastside', name: 'Riverbend Books Eastside' },
  ],
};

describe('storeSettingsSchema', () => {
  it('accepts the demo store settings and fills in every default', () => {
    const settings = storeSettingsSchema.parse(demoLikeSettings);

    expect(settings.styles).toMatchObject({ primary_color: '#1f5c4a', secondary_color: '#495057', show_browse: true });
    expect(settings.store_info).toMatchObject({
      currency: 'USD',
      social: { twitter: '' },
      consolidated_multistore: true,
    });
    expect(settings.site_navigation[0]?.submenu).toEqual([]);
    expect(settings.is_private).toBe(false);
  });

  it('makes the primary colour black when none is set (docs/features/accounts.md#forgotten-password)', () => {
    expect(storeSettingsSchema.parse({}).styles.primary_color).toBe('#000000');
  });

  it.each([
    ['a colour that is not #rrggbb', { styles: { primary_color: 'red' } }, 'A colour is written #rrggbb.'],
    ['a navigation item without a label', { site_navigation: [{ id: 'x', path: '/', type: 'home' }] }, undefined],
    [
      'an unknown navigation type',
      { site_navigation: [{ id: 'x', label: 'X', path: '/', type: 'portal' }] },
      undefined,
    ],
    [
      'a shortcut key with a slash',
      { url_shortcuts: [{ key: 'a/b', path: '/' }] },
      'A shortcut key is letters, digits, - and _.',
    ],
    ['a gift card minimum below 1', { store_info: { giftcard_minimum: 0 } }, undefined],
    ['a country that is not two letters', { store_info: { country: 'USA' } }, undefined],
  ])('rejects %s', (_case, input, message) => {
    const result = storeSettingsSchema.safeParse(input);

    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('single-line settings', () => {
  it("keeps the store's address, phone and email and its promo codes on one line, and the footer message's line breaks", () => {
    const settings = storeSettingsSchema.parse({
      store_info: {
        address: '214 Main\r\nStreet',
        city: 'Portland\n',
        phone: '(503) 555-0142\n',
        email: 'info@books.example\r\n',
        footer_message: 'Independently owned.\nSince 1987.',
      },
      promo_codes: [{ code: 'summer\n', type: 'percent', value: 10 }],
    });

    expect(settings.store_info).toMatchObject({
      address: '214 Main Street',
      city: 'Portland',
      phone: '(503) 555-0142',
      email: 'info@books.example',
      footer_message: 'Independently owned.\nSince 1987.',
    });
    expect(settings.promo_codes[0]?.code).toBe('SUMMER');
  });
});

describe('link settings', () => {
  const linkSettings = (link: string) => [
    { styles: { logo_url: link } },
    { styles: { background_image_url: link } },
    { store_info: { contact_us_url: link } },
    { store_info: { alternate_home: link } },
    { site_navigation: [{ id: 'x', label: 'X', path: link, type: 'link' }] },
    { site_navigation: [{ id: 'x', label: 'X', path: '/browse', type: 'browse', search: link }] },
    { url_shortcuts: [{ key: 'x', path: link }] },
  ];
  const addressSettings = (address: string) => [
    { store_info: { base_url: address } },
    { store_info: { social: { facebook: address } } },
    { legacy_site_url: address },
    { audiobooks: { http_base_url: address } },
    { paypal: { base_url: address } },
  ];

  it.each(['/browse/filter/s/FIC', '/', 'https://libro.fm/', 'HTTP://books.example:8080/a?b=c'])(
    'accepts %j wherever a link is set',
    (link) => {
      for (const input of linkSettings(link)) expect(storeSettingsSchema.safeParse(input).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'browse/filter',
    'https://',
    'https:///evil.example',
    'ftp://books.example/',
  ])('refuses %j wherever a link is set, saying what a link is', (link) => {
    for (const input of linkSettings(link)) {
      const result = storeSettingsSchema.safeParse(input);

      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "A link is an http(s) address or a path on this site starting with a single '/'.",
      );
    }
  });

  it.each(['javascript:alert(1)', '/about', '//evil.example', 'books.example'])(
    'refuses %j where an address on another server is set',
    (address) => {
      for (const input of addressSettings(address)) expect(storeSettingsSchema.safeParse(input).success).toBe(false);
    },
  );

  it('accepts an https address where an address on another server is set', () => {
    for (const input of addressSettings('https://books.example/')) {
      expect(storeSettingsSchema.safeParse(input).success).toBe(true);
    }
  });
});

describe('siteSettingsSchema', () => {
  it('accepts the getSettings answer of the demo store', () => {
    const answer = {
      ...storeSettingsSchema.parse(demoLikeSettings),
      basename: '',
      store_info: { ...storeSettingsSchema.parse(demoLikeSettings).store_info, ...storeInfoDerived },
    };

    expect(siteSettingsSchema.safeParse(answer).success).toBe(true);
  });

  it('rejects an answer without the derived store facts', () => {
    const answer = { ...storeSettingsSchema.parse(demoLikeSettings), basename: '' };

    expect(siteSettingsSchema.safeParse(answer).success).toBe(false);
  });
});

describe('navigation', () => {
  it('accepts every submenu item type the spec lists', () => {
    for (const type of [
      'home',
      'browse',
      'lists',
      'unlinked',
      'custom',
      'custom_lists',
      'v3_content',
      'link',
      'gift_cards',
      'contact_and_hours',
      'events',
      'features',
    ]) {
      expect(navigationItemSchema.safeParse({ id: type, label: type, path: '/', type }).success).toBe(true);
    }
  });

  it.each([
    ['holiday', true],
    ['book-club_2', true],
    ['', false],
    ['-lead', false],
    ['a b', false],
  ])('judges the shortcut key %j valid: %s', (key, valid) => {
    expect(urlShortcutSchema.safeParse({ key, path: '/' }).success).toBe(valid);
  });

  it('tells external addresses from internal paths', () => {
    expect(isExternalPath('https://libro.fm/')).toBe(true);
    expect(isExternalPath('HTTP://example.com')).toBe(true);
    expect(isExternalPath('/browse')).toBe(false);
  });
});

describe('basenameSchema', () => {
  it.each(['riverbend', 'north-side', 'store2'])('accepts %s', (basename) => {
    expect(basenameSchema.safeParse(basename).success).toBe(true);
  });

  it.each(['api', 'browse', 'checkout', 'gift-registry', 'Upper', 'with/slash', ''])('refuses %j', (basename) => {
    expect(basenameSchema.safeParse(basename).success).toBe(false);
  });
});

describe('storeLocationSchema', () => {
  it('accepts a location without coordinates', () => {
    const location = {
      location_id: 'downtown',
      san: '',
      altname: '',
      sc_name: 'Downtown',
      sc_email: '',
      sc_phone: '',
      sc_phone_2: '',
      address: '214 Main Street',
      city: 'Portland',
      prov: 'OR',
      postal: '97204',
      country: 'US',
      lat_lng: null,
      ws_hours: 'Mon–Sat 9am–9pm',
      ws_htmlhours: 'Mon–Sat 9am–9pm',
      ws_contact_blurb: '',
    };

    expect(storeLocationSchema.safeParse(location).success).toBe(true);
  });
});
