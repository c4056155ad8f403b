import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ListShareActions } from './list-share-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions(getPdf: () => { status?: number; json: unknown }) {
  const session = loggedInSessionFixture();
  const api = mockApi({
    'session/get': () => ({ json: session }),
    'titlelist/getPdfOptions': () => ({
      json: {
        layouts: [
          { id: 'catalogue', label: reportMessages.layouts.catalogue },
          { id: 'checklist', label: reportMessages.layouts.checklist },
        ],
      },
    }),
    'titlelist/getPdf': getPdf,
  });
  vi.stubGlobal('fetch', api.fetch);
  const list = titleListFixture({ list_id: 'list-7', name: 'Summer reads', is_favourites: false, can_delete: true });
  return { ...renderInShell(<ListShareActions list={list} />, { session, path: '/lists/list-7' }), api };
}

describe('Download PDF on a list', () => {
  it('offers the layouts, catalogue first, and opens the progress page of the PDF made in the one chosen', async () => {
    const user = userEvent.setup();
    const { api, router } = renderActions(() => ({ json: { progress_report_id: 'report-123456789012345' } }));

    await user.click(screen.getByRole('button', { name: reportMessages.downloadPdf }));
    expect(await screen.findByRole('radio', { name: reportMessages.layouts.catalogue })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: reportMessages.layouts.checklist }));
    await user.click(screen.getByRole('button', { name: reportMessages.makePdf }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pdf/report-123456789012345'));
    expect(api.calls.find((call) => call.action === 'titlelist/getPdf')?.body).toMatchObject({
      list_id: 'list-7',
      layout: 'checklist',
    });
  });

  it('shows the server’s message when the list has no titles', async () => {
    const user = userEvent.setup();
    renderActions(() => ({ status: 409, json: { code: 'REPORT_LIST_EMPTY', error: reportMessages.listEmpty } }));

    await user.click(screen.getByRole('button', { name: reportMessages.downloadPdf }));
    await screen.findByRole('radio', { name: reportMessages.layouts.catalogue });
    await user.click(screen.getByRole('button', { name: reportMessages.makePdf }));

    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.listEmpty);
  });
});
