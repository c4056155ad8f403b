import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureListResult, FeaturedList } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { FeaturesPage } from './features-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const featureFixture = (index: number, category: string): FeaturedList => ({
  list_id: `list-${index}`,
  header: `List ${index}`,
  header_visible: true,
  description: '<p>Good books.</p>',
  image: '',
  date: 1_790_000_000,
  updated: 1_790_000_000,
  category,
  sub_category: '',
  placement: 'other',
  row_count: 3,
  covers: [],
});

const filterInfo = [
  { k: 'Children', e: 'Children', c: 1, subfilter: [] },
  { k: 'Fiction', e: 'Fiction', c: 30, subfilter: [{ k: 'Mystery', e: 'Mystery', c: 4 }] },
];

function renderFeatures(path = '/features') {
  const api = mockApi({
    'feature/getList': (body) => {
      const offset = Number(body.o ?? 0);
      if (body.t) {
        const found = body.t === 'winter' ? [featureFixture(7, 'Fiction')] : [];
        return { json: { rows: found, row_count: found.length, sort: 'dateposted', filter_info: [] } };
      }
      const rows =
        body.c === 'Children'
          ? [featureFixture(99, 'Children')]
          : Array.from({ length: Math.min(26, 31 - offset) }, (_, index) => featureFixture(offset + index, 'Fiction'));
      const result: FeatureListResult = {
        rows,
        row_count: body.c === 'Children' ? 1 : 31,
        sort: 'dateposted',
        filter_info: filterInfo,
      };
      return { json: result };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(
    <Routes>
      <Route path="features" element={<FeaturesPage />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('FeaturesPage', () => {
  it('lists 26 featured lists a page, each opening its list, and pages on', async () => {
    const user = userEvent.setup();
    const api = renderFeatures();

    expect(await screen.findByRole('heading', { level: 1, name: 'Featured lists' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /List 0/ })).toHaveAttribute('href', '/lists/list-0');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: /List 30/ })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toMatchObject({ o: 26, l: 26 });
  });

  it('filters by a category, with each category’s count', async () => {
    const user = userEvent.setup();
    const api = renderFeatures();

    const filters = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(within(filters).getByRole('button', { name: 'Children (1)' }));

    expect(await screen.findByRole('link', { name: /List 99/ })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toMatchObject({ c: 'Children', o: 0 });
    expect(within(filters).getByRole('button', { name: 'Children (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts as the shopper chooses', async () => {
    const user = userEvent.setup();
    const api = renderFeatures();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Name');

    await vi.waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ s: 'name' }));
  });

  it('finds the lists with the words searched for, says how many, and offers them all again when none has them', async () => {
    const user = userEvent.setup();
    const api = renderFeatures();

    const search = await screen.findByRole('searchbox', { name: 'Search featured lists' });
    await user.type(search, 'winter{Enter}');

    expect(await screen.findByText('1 list with “winter”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /List 7/ })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toMatchObject({ t: 'winter', o: 0 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search featured lists' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search featured lists' }), 'dragons{Enter}');
    expect(await screen.findByText('No featured lists with “dragons”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all featured lists' }));
    expect(await screen.findByText('31 lists')).toBeInTheDocument();
  });

  it('searches for the words in the address', async () => {
    const api = renderFeatures('/features?q=winter');

    expect(await screen.findByText('1 list with “winter”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search featured lists' })).toHaveValue('winter');
    expect(api.calls[0]?.body).toMatchObject({ t: 'winter' });
  });
});
