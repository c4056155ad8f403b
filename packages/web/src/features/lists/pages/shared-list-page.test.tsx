import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listShareMessages, type SharedListResult } from '@bookfront/contract';
import { titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { SharedListPage } from './shared-list-page.tsx';

afterEach(cleanup);

const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdl';
const hungerGames = titleSummaryFixture();

function renderShared(answer: { status?: number; json: unknown }) {
  const api = mockApi({ 'session/get': () => ({ json: sessionFixture() }), 'titlelist/getShared': () => answer });
  vi.stubGlobal('fetch', api.fetch);
  const page = (
    <Routes>
      <Route path="lists/shared/:token" element={<SharedListPage />} />
    </Routes>
  );
  return {
    ...renderInShell(page, {
      path: `/lists/shared/${token}`,
      session: sessionFixture(),
      settings: siteSettingsFixture(),
    }),
    api,
  };
}

describe('SharedListPage', () => {
  it('shows a guest the shared list’s name, description and titles, with no Remove', async () => {
    const shared: SharedListResult = {
      list: { name: 'Summer reads', description: 'For the beach', date_updated: 1_700_000_000, row_count: 1 },
      rows: [hungerGames],
      row_count: 1,
    };
    const { api } = renderShared({ json: shared });

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer reads' })).toBeInTheDocument();
    expect(screen.getByText('For the beach')).toBeInTheDocument();
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row as HTMLElement).getByRole('link', { name: 'The Hunger Games' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'titlelist/getShared')?.body).toMatchObject({
      share_token: token,
      offset: 0,
    });
  });

  it('says so when the link finds no list', async () => {
    renderShared({
      status: 404,
      json: { error: listShareMessages.sharedNotFound, code: 'SHARED_LIST_NOT_FOUND' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(listShareMessages.sharedNotFound);
  });
});
