import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listShareMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ListShareActions } from './list-share-actions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = 'https://books.example/lists/shared/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';

function renderActions() {
  const session = loggedInSessionFixture();
  const api = mockApi({
    'session/get': () => ({ json: session }),
    'titlelist/getPublicUrl': () => ({ json: { url } }),
    'titlelist/removePublicUrl': () => ({ json: { message: listShareMessages.stoppedSharing } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const list = titleListFixture({ list_id: 'list-7', name: 'Summer reads', is_favourites: false, can_delete: true });
  return { ...renderInShell(<ListShareActions list={list} />, { session, settings: siteSettingsFixture() }), api };
}

describe('ListShareActions', () => {
  it('shows the list’s link in the Share dialog and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { api } = renderActions();

    await user.click(screen.getByRole('button', { name: listShareMessages.share }));

    expect(await screen.findByLabelText(listShareMessages.shareLink)).toHaveValue(url);
    expect(api.calls.find((call) => call.action === 'titlelist/getPublicUrl')?.body).toMatchObject({
      list_id: 'list-7',
    });
    await user.click(screen.getByRole('button', { name: listShareMessages.copyLink }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(listShareMessages.copied)).toBeInTheDocument();
  });

  it('withdraws the link with Stop sharing and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderActions();

    await user.click(screen.getByRole('button', { name: listShareMessages.share }));
    await screen.findByLabelText(listShareMessages.shareLink);
    await user.click(screen.getByRole('button', { name: listShareMessages.stopSharing }));

    expect(await screen.findByText(listShareMessages.stoppedSharing)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'titlelist/removePublicUrl')?.body).toMatchObject({
      list_id: 'list-7',
    });
  });

  it('links Download spreadsheet to the list’s .xlsx', () => {
    renderActions();

    expect(screen.getByRole('link', { name: listShareMessages.downloadExcel })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/titlelist\/getExcel\?list_id=list-7/),
    );
  });
});
