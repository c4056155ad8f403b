import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages, commonMessages, type CartImportResult, cartPageMessages } from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ImportCartDialog } from './import-cart-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ready = { isbn: '9780439023481', qty: 2, success: true, title: 'The Hunger Games', message: '' };
const unknown = { isbn: '9780307277671', qty: 1, success: false, title: null, message: cartMessages.titleNotFound };

type Answer = { status?: number; json: unknown };

/** cart/import is sent as form data: each call's addToCart field is kept, and answers come in turn. */
function stubImport(answers: Answer[]) {
  const sent: { addToCart: string | null; file: string | null }[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body instanceof FormData ? init.body : new FormData();
    const file = body.get('file');
    sent.push({ addToCart: body.get('addToCart')?.toString() ?? null, file: file instanceof File ? file.name : null });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? { json: {} };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** Mantine's file field is a button over a hidden file input, which is what takes the file. */
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const preview = (titles: CartImportResult['result']['titles']): Answer => ({ json: { result: { titles } } });

async function chooseAndPreview(user: ReturnType<typeof userEvent.setup>, file = new File(['isbn,qty'], 'order.csv')) {
  renderInShell(<ImportCartDialog opened onClose={() => undefined} />);
  await user.upload(fileInput(), file);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
}

describe('ImportCartDialog', () => {
  it('previews the rows, green and red, then adds the ones that pass and says how many', async () => {
    const user = userEvent.setup();
    const cart = cartFixture([cartItemFixture({ cart_info: { quantity: 2 } })]);
    const sent = stubImport([preview([ready, unknown]), { json: { result: { titles: [ready, unknown] }, cart } }]);

    await chooseAndPreview(user);
    const rows = within(await screen.findByRole('table', { name: 'Rows of the file' }))
      .getAllByRole('row')
      .slice(1);
    await user.click(screen.getByRole('button', { name: cartPageMessages.importAdd(1) }));

    expect(rows[0]).toHaveAttribute('data-success', 'true');
    expect(rows[1]).toHaveAttribute('data-success', 'false');
    expect(rows[1]).toHaveTextContent(cartMessages.titleNotFound);
    expect(await screen.findByText(cartPageMessages.importAddedCount(1))).toBeInTheDocument();
    expect(sent).toEqual([
      { addToCart: 'false', file: 'order.csv' },
      { addToCart: 'true', file: 'order.csv' },
    ]);
  });

  it('offers only another file when no row can be added', async () => {
    const user = userEvent.setup();
    stubImport([preview([unknown])]);

    await chooseAndPreview(user);
    await user.click(await screen.findByRole('button', { name: cartPageMessages.importNothingToAdd }));

    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('File')).toBeInTheDocument();
  });

  it('returns to the upload with Import failed and the server reason when the file is refused', async () => {
    const user = userEvent.setup();
    stubImport([
      { status: 400, json: { error: cartPageMessages.importHeadersMissing, code: 'IMPORT_HEADERS_MISSING' } },
    ]);

    await chooseAndPreview(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(cartPageMessages.importFailed);
    expect(alert).toHaveTextContent(cartPageMessages.importFailedDetail);
    expect(alert).toHaveTextContent(cartPageMessages.importHeadersMissing);
  });

  it('refuses a file over 50 MB before sending it', async () => {
    const user = userEvent.setup();
    const sent = stubImport([preview([ready])]);
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    renderInShell(<ImportCartDialog opened onClose={() => undefined} />);

    await user.upload(fileInput(), huge);

    expect(screen.getByText(commonMessages.fileTooLarge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
