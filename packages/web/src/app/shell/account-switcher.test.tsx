import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, type CorpAccount } from '@bookfront/contract';
import { loggedInSessionFixture, userFixture } from '../../test/account-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AccountControl } from './account-control.tsx';
import { showsLegacySiteBanner } from './legacy-site.ts';
import { LegacySiteBanner } from './legacy-site-banner.tsx';

const own: CorpAccount = {
  id: 'corp-own',
  name: 'Ada Reader',
  company: '',
  type: 'customer',
  is_institution: false,
  is_personal: true,
};
const school: CorpAccount = {
  ...own,
  id: 'corp-school',
  name: 'Hillside School',
  company: 'Hillside School',
  is_institution: true,
  is_personal: false,
};
const asSchool = userFixture({
  company: 'Hillside School',
  is_institution: true,
  is_personal: false,
  corp_id: 'corp-school',
  available_corp_count: 2,
});

function stubApi(corps: CorpAccount[] = [own, school]) {
  const api = mockApi({
    'account/getAvailableCorps': () => ({ json: { corps } }),
    'account/setCorp': () => ({ json: loggedInSessionFixture(asSchool) }),
    'v1/transfer': () => ({ json: { url: 'https://old.books.example/' } }),
    'v1/changeCorpAndTransfer': () => ({ json: { url: 'https://old.books.example/' } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

/*
 * jsdom lays nothing out, so once the corps arrive and the menu re-measures, Floating UI decides
 * the trigger is off screen and hides the dropdown; its items are found with `hidden: true`.
 */

describe('Account switcher', () => {
  it('switches to an institution and the header then shows its company name', async () => {
    const api = stubApi();
    const user = userFixture({ corp_id: 'corp-own', available_corp_count: 2 });
    renderInShell(<AccountControl />, { session: loggedInSessionFixture(user) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hillside School', hidden: true }));

    expect(await screen.findByRole('button', { name: 'Account menu for Hillside School' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/setCorp')?.body).toMatchObject({
      corp_id: 'corp-school',
    });
  });

  it('marks the account the session buys as', async () => {
    stubApi();
    renderInShell(<AccountControl />, { session: loggedInSessionFixture(asSchool) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Hillside School' }));

    expect(await screen.findByRole('menuitem', { name: 'Hillside School', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Ada Reader', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('is not offered with only one account and no previous site', async () => {
    const api = stubApi();
    renderInShell(<AccountControl />, { session: loggedInSessionFixture(userFixture()) });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));

    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByText('Buying as')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Previous version of the site' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('moves to the previous site for a corp that is neither their own nor an institution', async () => {
    const legacyCorp: CorpAccount = {
      ...school,
      id: 'corp-legacy',
      name: 'Riverbend Wholesale',
      type: 'v1',
      is_institution: false,
    };
    const api = stubApi([own, legacyCorp]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/' });
    renderInShell(<AccountControl />, {
      session: loggedInSessionFixture(userFixture({ corp_id: 'corp-own', available_corp_count: 2 })),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Riverbend Wholesale', hidden: true }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://old.books.example/'));
    expect(api.calls.find((call) => call.action === 'v1/changeCorpAndTransfer')?.body).toMatchObject({
      corp_id: 'corp-legacy',
    });
    expect(api.calls.map((call) => call.action)).not.toContain('account/setCorp');
  });
});

describe('The previous-site banner', () => {
  it("moves a customer to the store's previous site", async () => {
    const api = stubApi();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/' });
    renderInShell(<LegacySiteBanner />, {
      session: loggedInSessionFixture(userFixture()),
      settings: siteSettingsFixture({ legacy_site_url: 'https://old.books.example/' }),
    });

    await userEvent.click(await screen.findByRole('button', { name: accountMessages.switchToOldSite }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://old.books.example/'));
    expect(api.calls.map((call) => call.action)).toEqual(['v1/transfer']);
  });

  it('shows to logged-in customers of a store with a previous site, unless hide_v3_banner', () => {
    const settings = { legacy_site_url: 'https://old.books.example/', hide_v3_banner: false };

    expect(showsLegacySiteBanner(settings, { logged_in: true })).toBe(true);
    expect(showsLegacySiteBanner(settings, { logged_in: false })).toBe(false);
    expect(showsLegacySiteBanner({ ...settings, hide_v3_banner: true }, { logged_in: true })).toBe(false);
    expect(showsLegacySiteBanner({ ...settings, legacy_site_url: ' ' }, { logged_in: true })).toBe(false);
  });
});
