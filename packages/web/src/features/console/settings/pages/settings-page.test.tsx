import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages, consoleSettingsMessages } from '@bookfront/contract';
import { mockApi } from '../../../../test/fixtures.ts';
import { renderInShell } from '../../../../test/render.tsx';
import { ConsoleApp } from '../../pages/console-app.tsx';
import { consoleSettingsFixture as settings } from '@bookfront/contract';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

function stubApi(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'console/me': () => ({ json: manager }),
    'console/settings/get': () => ({ json: settings }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

// renderInShell mounts the console at '*', so its own routes start at the root here (at /console in the app).
describe('Store console settings', () => {
  it('warns when neither white nor black text reads at 4.5:1 on the primary colour, and previews it', async () => {
    stubApi({});
    renderInShell(<ConsoleApp />, { path: '/settings' });
    const primary = await screen.findByRole('textbox', { name: consoleSettingsMessages.colours.primary_color });

    await userEvent.clear(primary);
    await userEvent.click(primary);
    await userEvent.paste('#7a7a7a');

    expect(await screen.findByText(/below the 4\.5:1 that WCAG AA asks for/)).toBeInTheDocument();
    expect(screen.getByTestId('theme-preview-button')).toHaveStyle({ backgroundColor: '#7a7a7a' });
  });

  it('saves the switches as they are set, each explained in one sentence', async () => {
    const api = stubApi({
      'console/settings/saveSwitches': (body) => ({
        json: { ...settings, switches: { ...settings.switches, ...body } },
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/switches' });
    const registries = await screen.findByRole('switch', { name: /Gift registries/ });

    await userEvent.click(registries);
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(screen.getByText('Customers can open gift registries for others to buy from.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveSwitches')?.body).toMatchObject({
      gift_registry_enabled: true,
      cart_enabled: true,
    });
  });
});

describe('Store console locations', () => {
  it('edits the first location’s hours and sends the location with its id', async () => {
    const downtown = {
      location_id: 'downtown',
      san: '',
      altname: '',
      sc_name: 'Downtown',
      sc_email: '',
      sc_phone: '',
      sc_phone_2: '',
      address: '1 Main St',
      city: 'Portland',
      prov: 'OR',
      postal: '97201',
      country: 'US',
      lat_lng: null,
      ws_hours: 'Daily: 9am – 5pm',
      ws_htmlhours: 'Daily: 9am – 5pm',
      ws_contact_blurb: '',
    };
    const api = stubApi({
      'console/settings/locations': () => ({ json: { locations: [downtown] } }),
      'console/settings/saveLocation': (body) => ({ json: { locations: [{ ...downtown, ...body }] } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/locations' });
    const hours = await screen.findByRole('textbox', { name: consoleSettingsMessages.location.ws_hours });

    await userEvent.clear(hours);
    await userEvent.type(hours, 'Daily: 10am – 9pm');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveLocation')?.body).toMatchObject({
      location_id: 'downtown',
      sc_name: 'Downtown',
      ws_hours: 'Daily: 10am – 9pm',
    });
  });
});

describe('Store console privacy policy', () => {
  it('says a policy set from an HTML file is replaced by saving, and publishes the Markdown written', async () => {
    const api = stubApi({
      'console/settings/privacyPolicy': () => ({
        json: { policy: { title: 'Privacy Policy', markdown: null, updated_at: 1_700_000_000 } },
      }),
      'console/settings/savePrivacyPolicy': (body) => ({
        json: { policy: { title: body.title, markdown: body.markdown, updated_at: 1_700_000_100 } },
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/privacy-policy' });

    expect(await screen.findByText(consoleSettingsMessages.privacyFromFile)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: consoleSettingsMessages.privacyText }), 'We keep little.');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/savePrivacyPolicy')?.body).toMatchObject({
      title: 'Privacy Policy',
      markdown: 'We keep little.',
    });
  });
});

describe('Store console URL shortcuts', () => {
  it('adds a shortcut row and saves every shortcut', async () => {
    const api = stubApi({
      'console/settings/saveShortcuts': (body) => ({ json: { ...settings, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/shortcuts' });

    await userEvent.click(await screen.findByRole('button', { name: consoleSettingsMessages.addShortcut }));
    await userEvent.type(screen.getByRole('textbox', { name: consoleSettingsMessages.shortcutKey }), 'poetry');
    await userEvent.type(screen.getByRole('textbox', { name: consoleSettingsMessages.shortcutPath }), '/events');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveShortcuts')?.body).toMatchObject({
      url_shortcuts: [{ key: 'poetry', path: '/events' }],
    });
  });
});
