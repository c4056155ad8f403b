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

function renderFeatures() {
  const api = mockApi({
    'feature/getList': (body) => {
      const offset = Number(body.o ?? 0);
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
    { path: '/features' },
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
});
