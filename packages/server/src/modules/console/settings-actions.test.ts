import {
  consoleErrorCodes,
  consoleSettingsErrorCodes,
  consoleSettingsFixture,
  consoleSettingsMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { multipartBody } from '../../test/http.ts';
import { consoleApp } from './test-app.ts';

const theme = { ...consoleSettingsFixture.theme, primary_color: '#8a1c1c' };
const switches = { ...consoleSettingsFixture.switches, cart_enabled: false };

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDatabase('console/settings/*', (dialect) => {
  const auditOf = async (context: Awaited<ReturnType<typeof consoleApp>>) =>
    context.app.db.selectFrom('auditLog').selectAll().where('action', 'like', 'settings.%').execute();

  it('a manager’s new primary colour is what the storefront’s settings say at once, audited before and after', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    await context.post('store/getSettings');

    const saved = await context.post('console/settings/saveTheme', theme, { cookies });
    const storefront = (await context.post('store/getSettings')).json();

    expect(saved.statusCode).toBe(200);
    expect(saved.json().theme.primary_color).toBe('#8a1c1c');
    expect(storefront.styles.primary_color).toBe('#8a1c1c');
    expect(await auditOf(context)).toMatchObject([
      {
        staffEmail: 'manager@riverbend.example',
        action: 'settings.theme',
        before: JSON.stringify({ primary_color: '#000000' }),
        after: JSON.stringify({ primary_color: '#8a1c1c' }),
      },
    ]);
  });

  it('refuses a clerk (403) and changes nothing', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('clerk@riverbend.example');

    const responses = await Promise.all([
      context.post('console/settings/get', {}, { cookies }),
      context.post('console/settings/saveTheme', theme, { cookies }),
      context.post('console/settings/saveSwitches', switches, { cookies }),
    ]);

    expect(responses.map((response) => response.json().code)).toEqual([
      consoleErrorCodes.forbidden,
      consoleErrorCodes.forbidden,
      consoleErrorCodes.forbidden,
    ]);
    expect((await context.post('store/getSettings')).json().styles.primary_color).toBe('#000000');
    expect(await auditOf(context)).toEqual([]);
  });

  it('asks for a console login, never taking a customer’s session for one', async () => {
    const context = await consoleApp(dialect);

    const response = await context.post('console/settings/saveTheme', theme);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(consoleErrorCodes.loginRequired);
  });

  it('a staff member of one store changes only their own store, even when naming another', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    await context.post('console/settings/saveTheme', { ...theme, store_id: 'other' }, { cookies });
    const harbour = await context.post('store/getSettings', {}, { headers: { host: 'harbour.example' } });
    const harbourWithMainCookie = await context.post(
      'console/settings/get',
      {},
      {
        cookies,
        headers: { host: 'harbour.example' },
      },
    );

    expect(harbour.json().styles.primary_color).toBe('#000000');
    expect(harbourWithMainCookie.statusCode).toBe(401);
  });

  it('refuses a colour that is not #rrggbb and a javascript: logo on their fields', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');

    const response = await context.post(
      'console/settings/saveTheme',
      { ...theme, primary_color: 'red', logo_url: 'javascript:alert(1)' },
      { cookies },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      primary_color: 'A colour is written #rrggbb.',
      logo_url: "A link is an http(s) address or a path on this site starting with a single '/'.",
    });
  });

  it('turns feature switches on and off for the storefront, auditing only those that changed', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    const current = (await context.post('console/settings/get', {}, { cookies })).json();

    const response = await context.post(
      'console/settings/saveSwitches',
      { ...current.switches, cart_enabled: false, gift_registry_enabled: true },
      { cookies },
    );
    const storefront = (await context.post('store/getSettings')).json();

    expect(response.statusCode).toBe(200);
    expect(storefront).toMatchObject({ cart_enabled: false, gift_registry_enabled: true, guest_show_price: true });
    expect(await auditOf(context)).toMatchObject([
      {
        action: 'settings.switches',
        before: JSON.stringify({ cart_enabled: true, gift_registry_enabled: false }),
        after: JSON.stringify({ cart_enabled: false, gift_registry_enabled: true }),
      },
    ]);
  });

  it('keeps an uploaded logo under the store’s files and makes it the storefront’s logo', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    const body = multipartBody({ kind: 'logo' }, [{ name: 'file', filename: 'logo.png', content: pngBytes }]);

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/console/settings/uploadImage',
      cookies,
      ...body,
    });
    const logoUrl: string = response.json().theme.logo_url;
    const file = await context.app.inject({ method: 'GET', url: logoUrl });

    expect(logoUrl).toMatch(/^\/files\/stores\/main\/theme\/logo-[0-9a-f]{20}\.png$/);
    expect((await context.post('store/getSettings')).json().styles.logo_url).toBe(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
    expect(await auditOf(context)).toMatchObject([
      { action: 'settings.logo', after: JSON.stringify({ logo_url: logoUrl }) },
    ]);
  });

  it('refuses an upload that is not a PNG, JPEG or WebP image, whatever its name says', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const body = multipartBody({ kind: 'background' }, [{ name: 'file', filename: 'bg.png', content: svg }]);

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/console/settings/uploadImage',
      cookies,
      ...body,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: consoleSettingsErrorCodes.imageRefused,
      error: consoleSettingsMessages.imageRefused,
    });
    expect(await auditOf(context)).toEqual([]);
  });

  it('replaces the URL shortcuts the storefront follows, refusing a key given twice', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    const shortcuts = [
      { key: 'poetry', path: '/browse/filter/s/POE' },
      { key: 'libro', path: 'https://libro.fm/' },
    ];

    const saved = await context.post('console/settings/saveShortcuts', { url_shortcuts: shortcuts }, { cookies });
    const twice = await context.post(
      'console/settings/saveShortcuts',
      { url_shortcuts: [...shortcuts, { key: 'Poetry', path: '/events' }] },
      { cookies },
    );

    expect(saved.json().url_shortcuts).toEqual(shortcuts);
    expect((await context.post('store/getSettings')).json().url_shortcuts).toEqual(shortcuts);
    expect(twice.statusCode).toBe(400);
    expect(await auditOf(context)).toMatchObject([
      { action: 'settings.shortcuts', before: JSON.stringify({ url_shortcuts: [] }) },
    ]);
  });
});
