import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { catalogMessages, parseBrowseFilterPath } from '@bookfront/contract';
import { searchResponseFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { BrowsePage } from './browse-page.tsx';

function renderBrowse(path: string, { response = searchResponseFixture(), session = sessionFixture() } = {}) {
  const api = mockApi({ 'browse/get': () => ({ json: response }) });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderInShell(<BrowsePage />, { path, session }), api };
}

describe('BrowsePage', () => {
  it('shows the results with the range and the filter counts', async () => {
    renderBrowse('/browse/filter/t/hunger/k/keyword');

    expect(await screen.findByRole('link', { name: 'Catching Fire' })).toHaveAttribute('href', '/item/9780439023498');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “hunger”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Showing 1–3 of 3' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Format' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hardcover 2' })).not.toBeChecked();
  });

  it('names the menu section whose saved search the page is, sorted and paged any way', async () => {
    renderBrowse('/browse/filter/s/JUV/v/title/o/28');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kids' })).toBeInTheDocument();
  });

  it('names the one subject chosen when no menu section saves that search', async () => {
    renderBrowse('/browse/filter/s/FIC000000');

    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
  });

  it('says Browse when several filters are chosen', async () => {
    renderBrowse('/browse/filter/s/FIC000000/f/HC');

    await screen.findByRole('link', { name: 'Catching Fire' });
    expect(screen.getByRole('heading', { level: 1, name: 'Browse' })).toBeInTheDocument();
  });

  it('shows the results embedded in the page without asking browse/get', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'bf-first-answers';
    const filter = parseBrowseFilterPath('t/hunger/k/keyword');
    element.textContent = JSON.stringify([{ action: 'browse/get', payload: filter, answer: searchResponseFixture() }]);
    document.body.append(element);
    onTestFinished(() => element.remove());

    const { api } = renderBrowse('/browse/filter/t/hunger/k/keyword');

    expect(await screen.findByRole('link', { name: 'Catching Fire' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).not.toContain('browse/get');
  });

  it('sends the filter from the URL to browse/get', async () => {
    const { api } = renderBrowse('/browse/filter/t/hunger/k/title/f/HC/v/title/l/50/o/50');

    await screen.findByRole('link', { name: 'Mockingjay' });

    expect(api.calls[0]).toMatchObject({
      action: 'browse/get',
      body: { t: 'hunger', k: 'title', f: ['HC'], v: 'title', l: 50, o: 50 },
    });
  });

  it('chooses a filter from the first page and shows it as a removable chip', async () => {
    const { router } = renderBrowse('/browse/filter/t/hunger/k/keyword/o/28');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Hardcover 2' }));

    expect(router.state.location.pathname).toBe('/browse/filter/t/hunger/k/keyword/f/HC');
    const chips = await screen.findByRole('list', { name: 'Chosen filters' });
    expect(within(chips).getByText('Hardcover')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hardcover 2' })).toBeChecked();
  });

  it('excludes an option, then removes it with its chip and clears every filter with Clear all', async () => {
    const { router } = renderBrowse('/browse/filter/f/MM');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Exclude Hardcover' }));
    expect(router.state.location.pathname).toBe('/browse/filter/f/MM,-HC');
    expect(screen.getByRole('button', { name: 'Exclude Hardcover' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove Format: not Hardcover' }));
    expect(router.state.location.pathname).toBe('/browse/filter/f/MM');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.pathname).toBe('/browse');
  });

  it('sorts and changes the page length from the first page', async () => {
    const { router } = renderBrowse('/browse/filter/o/56');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Title');
    expect(router.state.location.pathname).toBe('/browse/filter/v/title');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '100');
    expect(router.state.location.pathname).toBe('/browse/filter/v/title/l/100');
  });

  it('switches views and remembers the choice', async () => {
    renderBrowse('/browse');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Mockingjay' });

    await user.click(screen.getByRole('button', { name: 'List view' }));

    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('bookfront.browseView')).toBe('list');
    expect(screen.queryByRole('button', { name: 'Table view' })).not.toBeInTheDocument();
  });

  it('offers institutions the table with ISBN, price and on hand', async () => {
    const institution = sessionFixture({
      logged_in: true,
      location_id: 'downtown',
      user: {
        first_name: 'Ada',
        last_name: 'L',
        company: 'Lincoln High',
        is_institution: true,
        is_personal: false,
        corp_id: 'c1',
      },
    });
    renderBrowse('/browse', { session: institution });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Mockingjay' });

    await user.click(screen.getByRole('button', { name: 'Table view' }));

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'On hand' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '9780439023498' })).toBeInTheDocument();
  });

  it('links to the pages within the results and marks the current one', async () => {
    renderBrowse('/browse/filter/o/28', { response: searchResponseFixture({ row_count: 10000 }) });

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });

    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/browse/filter/o/56');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('heading', { name: 'Showing 29–31 of 10,000+' })).toBeInTheDocument();
  });

  it('gives search help and other kinds of search when nothing matches', async () => {
    renderBrowse('/browse/filter/t/zzqx/k/title', {
      response: searchResponseFixture({ rows: [], row_count: 0, filter_info: [] }),
    });

    expect(await screen.findByText(catalogMessages.searchHelp[1])).toBeInTheDocument();
    const kinds = screen.getByRole('list', { name: 'Other kinds of search' });
    expect(within(kinds).getByRole('link', { name: 'Author' })).toHaveAttribute(
      'href',
      '/browse/filter/t/zzqx/k/author',
    );
  });

  it('offers the corrected search as a link that runs it in one click', async () => {
    const { api } = renderBrowse('/browse/filter/t/hary%20poter/k/keyword', {
      response: searchResponseFixture({ rows: [], row_count: 0, filter_info: [], did_you_mean: 'harry potter' }),
    });

    const link = await screen.findByRole('link', { name: 'harry potter' });
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent(`${catalogMessages.didYouMean} harry potter?`);
    expect(link).toHaveAttribute('href', '/browse/filter/t/harry%20potter/k/keyword');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “harry potter”' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'browse/get').at(-1)?.body).toMatchObject({ t: 'harry potter' });
  });

  it('explains a malformed search path instead of failing', async () => {
    renderBrowse('/browse/filter/zz/1');

    expect(await screen.findByText(catalogMessages.malformedFilter)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the whole catalogue' })).toHaveAttribute('href', '/browse');
  });

  it('shows prices, with the list price struck through on a sale', async () => {
    renderBrowse('/browse');

    expect(await screen.findByText('$30.99')).toBeInTheDocument();
    expect(screen.getByText('$28.99').tagName).toBe('S');
  });

  it('hides prices a guest may not see', async () => {
    const response = searchResponseFixture();
    renderBrowse('/browse', { response: { ...response, rows: response.rows.map((row) => ({ ...row, price: null })) } });

    await screen.findByRole('link', { name: 'Mockingjay' });

    expect(screen.queryByText('$30.99')).not.toBeInTheDocument();
    expect(screen.getAllByText('In stock').length).toBeGreaterThan(0);
  });
});
