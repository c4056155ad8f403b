import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  consoleMessages,
  consoleNavigationMessages,
  consoleSettingsMessages,
  consoleSpecialHoursMessages,
  type ConsoleNavigation,
  type ConsoleSpecialHours,
  type StoreLocation,
} from '@bookfront/contract';
import { mockApi } from '../../../../test/fixtures.ts';
import { renderInShell } from '../../../../test/render.tsx';
import { ConsoleApp } from '../../pages/console-app.tsx';
import { consoleSettingsFixture as settings } from '@bookfront/contract';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

const navigation: ConsoleNavigation = {
  site_navigation: [
    { id: 'home', label: 'Home', path: '/', type: 'home', submenu: [] },
    { id: 'gift-cards', label: 'Gift Cards', path: '/gift-cards', type: 'gift_cards', submenu: [] },
  ],
  extra_navigation: [],
  targets: { pages: [{ id: 'about' }], featured_lists: [{ list_id: 'staff-picks', header: 'Staff Picks' }] },
};

const downtown: StoreLocation = {
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
  ws_htmlhours: '',
  ws_contact_blurb: '',
};

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
// Each entry draws six fields, so these forms take a while to render on a busy machine.
describe('Store console navigation', { timeout: 90_000 }, () => {
  it('adds an entry leading to a featured list, moves it up from the keyboard, previews it and saves both menus in order', async () => {
    const api = stubApi({
      'console/settings/navigation': () => ({ json: navigation }),
      'console/settings/saveNavigation': (body) => ({ json: { ...navigation, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/navigation' });
    const menuBar = await screen.findByRole('region', { name: consoleNavigationMessages.siteMenu });

    await userEvent.click(within(menuBar).getByRole('button', { name: consoleNavigationMessages.addEntry }));
    const added = within(menuBar).getAllByRole('listitem').at(-1);
    if (!added) throw new Error('no entry added');
    await userEvent.selectOptions(
      within(added).getByRole('combobox', { name: consoleNavigationMessages.target }),
      'Staff Picks',
    );
    const moveUp = within(added).getByRole('button', { name: consoleNavigationMessages.moveUp('Staff Picks') });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: consoleNavigationMessages.moveUp('Staff Picks') })).toHaveFocus();
    expect(
      within(screen.getByTestId('navigation-preview'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Staff Picks', 'Gift Cards']);
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));
    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveNavigation')?.body).toMatchObject({
      site_navigation: [
        { id: 'home' },
        { id: 'entry-3', label: 'Staff Picks', type: 'link', path: '/lists/staff-picks', submenu: [] },
        { id: 'gift-cards' },
      ],
      extra_navigation: [],
    });
  });

  it('keeps an entry in no menu out of the preview, and previews and saves it shown once In no menu is cleared', async () => {
    const quiet = {
      id: 'quiet',
      label: 'Quiet room',
      path: '/quiet',
      type: 'custom' as const,
      submenu: [],
      hidden: true,
    };
    const api = stubApi({
      'console/settings/navigation': () => ({
        json: { ...navigation, site_navigation: [...navigation.site_navigation, quiet] },
      }),
      'console/settings/saveNavigation': (body) => ({ json: { ...navigation, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/navigation' });
    const menuBar = await screen.findByRole('region', { name: consoleNavigationMessages.siteMenu });
    const entry = within(menuBar).getAllByRole('listitem').at(-1);
    if (!entry) throw new Error('no entry');
    const hidden = within(entry).getByRole('checkbox', { name: consoleNavigationMessages.hidden });

    expect(hidden).toBeChecked();
    expect(within(screen.getByTestId('navigation-preview')).queryByText('Quiet room')).not.toBeInTheDocument();
    await userEvent.click(hidden);
    expect(within(screen.getByTestId('navigation-preview')).getByText('Quiet room')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveNavigation')?.body).toMatchObject({
      site_navigation: [{ id: 'home' }, { id: 'gift-cards' }, { id: 'quiet', hidden: false }],
    });
  });

  it('says on its field that a link needs a path, and sends nothing', async () => {
    const api = stubApi({ 'console/settings/navigation': () => ({ json: navigation }) });
    renderInShell(<ConsoleApp />, { path: '/settings/navigation' });
    const footer = await screen.findByRole('region', { name: consoleNavigationMessages.extraMenu });

    await userEvent.click(within(footer).getByRole('button', { name: consoleNavigationMessages.addEntry }));
    await userEvent.type(within(footer).getByRole('textbox', { name: consoleNavigationMessages.label }), 'Blog');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await within(footer).findByText(consoleNavigationMessages.pathRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/settings/saveNavigation')).toBe(false);
  });
});

describe('Store console special hours', () => {
  const saved: ConsoleSpecialHours = { location_id: 'downtown', from: '2026-11-01', special_hours: [] };

  it('adds a closed day with a note under the location and saves it', async () => {
    const api = stubApi({
      'console/settings/locations': () => ({ json: { locations: [downtown] } }),
      'console/settings/specialHours': () => ({ json: saved }),
      'console/settings/saveSpecialHours': (body) => ({ json: { ...saved, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/locations' });
    const section = await screen.findByRole('region', { name: consoleSpecialHoursMessages.heading });

    await userEvent.click(await within(section).findByRole('button', { name: consoleSpecialHoursMessages.addDay }));
    fireEvent.change(within(section).getByLabelText(consoleSpecialHoursMessages.date), {
      target: { value: '2026-12-24' },
    });
    await userEvent.click(within(section).getByRole('checkbox', { name: consoleSpecialHoursMessages.closed }));
    await userEvent.type(
      within(section).getByRole('textbox', { name: consoleSpecialHoursMessages.note }),
      'Christmas Eve',
    );
    await userEvent.click(within(section).getByRole('button', { name: consoleMessages.save }));

    expect(await within(section).findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveSpecialHours')?.body).toMatchObject({
      location_id: 'downtown',
      special_hours: [{ date: '2026-12-24', closed: true, opens: '', closes: '', note: 'Christmas Eve' }],
    });
  });

  it('says which hours overlap on one day before anything is sent', async () => {
    const api = stubApi({
      'console/settings/locations': () => ({ json: { locations: [downtown] } }),
      'console/settings/specialHours': () => ({
        json: {
          ...saved,
          special_hours: [
            { date: '2026-12-31', closed: false, opens: '09:00', closes: '13:00', note: '' },
            { date: '2026-12-31', closed: false, opens: '12:00', closes: '17:00', note: '' },
          ],
        },
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/locations' });
    const section = await screen.findByRole('region', { name: consoleSpecialHoursMessages.heading });

    await userEvent.click(await within(section).findByRole('button', { name: consoleMessages.save }));

    expect(await within(section).findByText(consoleSpecialHoursMessages.overlap)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/settings/saveSpecialHours')).toBe(false);
  });
});
