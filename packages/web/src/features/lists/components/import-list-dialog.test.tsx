import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listShareMessages, type ListImportRow } from '@bookfront/contract';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ImportListDialog } from './import-list-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ready: ListImportRow = { isbn: '9780439023481', success: true, title: 'The Hunger Games', message: '' };
const unknown: ListImportRow = {
  isbn: '9780307277671',
  success: false,
  title: null,
  message: listShareMessages.importTitleNotFound,
};
const list = titleListFixture({ list_id: 'list-7', name: 'Summer reads', is_favourites: false, can_delete: true });

type Answer = { status?: number; json: unknown };

/** titlelist/importFile is sent as form data: each call's fields are kept, and answers come in turn. */
function stubImport(answers: Answer[]) {
  const sent: { addToList: string | null; file: string | null; isbns: string | null; listId: string | null }[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body instanceof FormData ? init.body : new FormData();
    const file = body.get('file');
    sent.push({
      addToList: body.get('add_to_list')?.toString() ?? null,
      file: file instanceof File ? file.name : null,
      isbns: body.get('isbns')?.toString() ?? null,
      listId: body.get('list_id')?.toString() ?? null,
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? { json: {} };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const preview = (titles: ListImportRow[]): Answer => ({ json: { result: { titles } } });

describe('ImportListDialog', () => {
  it('previews the rows green and red, asks to confirm, then imports the file into the list', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const sent = stubImport([
      preview([ready, unknown]),
      { json: { result: { titles: [ready, unknown] }, list: { ...list, row_count: 1 }, added_count: 1 } },
    ]);
    renderInShell(<ImportListDialog list={list} opened onClose={onClose} />);

    await user.upload(fileInput(), new File(['isbn'], 'shelf.csv'));
    await user.click(screen.getByRole('button', { name: listShareMessages.preview }));
    const rows = within(await screen.findByRole('table', { name: 'Rows to import' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveAttribute('data-success', 'true');
    expect(rows[1]).toHaveAttribute('data-success', 'false');
    expect(rows[1]).toHaveTextContent(listShareMessages.importTitleNotFound);
    await user.click(screen.getByRole('button', { name: listShareMessages.importConfirm }));
    expect(screen.getByText(listShareMessages.confirmImport(1, 'Summer reads'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: listShareMessages.importConfirm }));

    expect(await screen.findByText(listShareMessages.imported(1, 'Summer reads'))).toBeInTheDocument();
    expect(sent).toEqual([
      { addToList: 'false', file: 'shelf.csv', isbns: null, listId: 'list-7' },
      { addToList: 'true', file: 'shelf.csv', isbns: null, listId: 'list-7' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only another file when no row can be processed', async () => {
    const user = userEvent.setup();
    stubImport([preview([unknown])]);
    renderInShell(<ImportListDialog list={list} opened onClose={() => undefined} />);

    await user.type(screen.getByLabelText(listShareMessages.pasteIsbns), '9780307277671');
    await user.click(screen.getByRole('button', { name: listShareMessages.preview }));

    expect(await screen.findByText(listShareMessages.importNothing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: listShareMessages.importConfirm })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: listShareMessages.tryAnotherFile }));
    expect(screen.getByLabelText(listShareMessages.pasteIsbns)).toBeInTheDocument();
  });

  it('returns to upload with Import failed and the server’s reason when the file cannot be read', async () => {
    const user = userEvent.setup();
    stubImport([{ status: 422, json: { error: listShareMessages.importError, code: 'FILE_UNREADABLE' } }]);
    renderInShell(<ImportListDialog list={list} opened onClose={() => undefined} />);

    await user.upload(fileInput(), new File(['x'], 'shelf.xlsx'));
    await user.click(screen.getByRole('button', { name: listShareMessages.preview }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(listShareMessages.importFailed);
    expect(alert).toHaveTextContent(listShareMessages.importError);
  });
});
