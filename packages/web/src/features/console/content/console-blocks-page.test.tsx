import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  consoleContentErrorCodes,
  consoleContentMessages,
  consoleMessages,
  type ConsoleBlock,
} from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from '../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

const pages = {
  pages: [
    { page_id: 'home', title: consoleContentMessages.homeHeading, path: '/', block_count: 1 },
    { page_id: 'landing', title: consoleContentMessages.landingTitle, path: '/', block_count: 0 },
    { page_id: 'about', title: 'About us', path: '/about', block_count: 1 },
  ],
};

const block = (pageId: string, header: string): ConsoleBlock => ({
  block_id: `${pageId}-1`,
  page_id: pageId,
  type: 'html',
  placement: 'featured',
  header,
  description: '<p>Hello</p>',
  image: '',
  link: '',
  list_id: '',
  limit: 0,
  calendar_widgets: false,
  position: 1,
  hidden_isbns: [],
});

// renderInShell mounts the console at '*', so its own routes start at the root here (at /console in the app).
describe('Store console pages of blocks', () => {
  it('picks another page, lists its blocks, and adds a block to it', async () => {
    // The block's autosizing textarea listens to document.fonts, which jsdom lacks.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/blocks/pages': () => ({ json: pages }),
      'console/blocks/list': (body) => ({
        json: {
          blocks: [
            (body as { page_id?: string }).page_id === 'about' ? block('about', 'Our story') : block('home', 'Welcome'),
          ],
        },
      }),
      'console/blocks/create': () => ({ json: block('about', 'Opening hours') }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/content/home' });

    expect(await screen.findByRole('cell', { name: 'Welcome' })).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: consoleContentMessages.pageLabel }),
      'about',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Our story' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: consoleContentMessages.newBlock }));
    const form = screen.getByRole('form', { name: consoleContentMessages.newBlock });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: consoleContentMessages.blockType }),
      'html',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: consoleContentMessages.blockHeader }),
      'Opening hours',
    );
    await userEvent.click(within(form).getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleContentMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/blocks/create')?.body).toMatchObject({
      page_id: 'about',
      type: 'html',
      header: 'Opening hours',
    });
  });

  it('says how many titles of a list block the store hides, and names them in its form', async () => {
    // The block's autosizing textarea listens to document.fonts, which jsdom lacks.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const hidden = '9780439023498';
    const slider: ConsoleBlock = {
      ...block('home', 'Staff picks'),
      block_id: 'home-2',
      type: 'list',
      list_id: 'list-1',
      limit: 12,
      hidden_isbns: [hidden],
    };
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/blocks/pages': () => ({ json: pages }),
      'console/blocks/list': () => ({ json: { blocks: [block('home', 'Welcome'), slider] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/content/home' });

    const sliderRow = await screen.findByRole('row', { name: /Staff picks/ });
    const textRow = screen.getByRole('row', { name: /Welcome/ });
    expect(within(sliderRow).getByText(consoleContentMessages.hiddenCount(1))).toBeInTheDocument();
    expect(within(textRow).queryByText(consoleContentMessages.hiddenCount(1))).not.toBeInTheDocument();
    await userEvent.click(
      within(sliderRow).getByRole('button', { name: `${consoleContentMessages.edit} Staff picks` }),
    );

    const form = screen.getByRole('form', { name: consoleContentMessages.editBlock });
    expect(within(form).getByText(consoleContentMessages.hiddenIsbns([hidden]))).toBeInTheDocument();
  });

  it('makes a new page in the footer links and opens its blocks', async () => {
    let madeIt = false;
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/blocks/pages': () => ({
        json: {
          pages: [
            ...pages.pages,
            ...(madeIt
              ? [{ page_id: 'opening-hours', title: 'Opening hours', path: '/opening-hours', block_count: 0 }]
              : []),
          ],
        },
      }),
      'console/blocks/list': () => ({ json: { blocks: [] } }),
      'console/pages/create': () => {
        madeIt = true;
        return { json: { page_id: 'opening-hours', title: 'Opening hours', path: '/opening-hours', block_count: 0 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/content/home' });

    await userEvent.click(await screen.findByRole('button', { name: consoleContentMessages.newPage }));
    const form = screen.getByRole('form', { name: consoleContentMessages.newPageHeading });
    await userEvent.type(
      within(form).getByRole('textbox', { name: consoleContentMessages.pageTitle }),
      'Opening hours',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: consoleContentMessages.pageMenu }),
      'extra_navigation',
    );
    await userEvent.click(within(form).getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByText(consoleContentMessages.pageCreated('Opening hours'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: consoleContentMessages.pageLabel })).toHaveValue('opening-hours');
    expect(screen.queryByRole('form', { name: consoleContentMessages.newPageHeading })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/pages/create')?.body).toMatchObject({
      title: 'Opening hours',
      menu: 'extra_navigation',
    });
  });

  it('says on the title field that a title is needed, or that another page has it', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/blocks/pages': () => ({ json: pages }),
      'console/blocks/list': () => ({ json: { blocks: [] } }),
      'console/pages/create': () => ({
        status: 409,
        json: {
          error: consoleContentMessages.pageTitleTaken,
          code: consoleContentErrorCodes.pageTitleTaken,
          fields: { title: consoleContentMessages.pageTitleTaken },
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/content/home' });
    await userEvent.click(await screen.findByRole('button', { name: consoleContentMessages.newPage }));
    const form = screen.getByRole('form', { name: consoleContentMessages.newPageHeading });
    const title = within(form).getByRole('textbox', { name: consoleContentMessages.pageTitle });

    await userEvent.click(within(form).getByRole('button', { name: consoleMessages.save }));
    expect(await within(form).findByText(consoleContentMessages.pageTitleRequired)).toBeInTheDocument();
    await userEvent.type(title, 'About us');
    await userEvent.click(within(form).getByRole('button', { name: consoleMessages.save }));

    expect(await within(form).findByText(consoleContentMessages.pageTitleTaken)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'console/pages/create')).toHaveLength(1);
  });
});
