import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleContentMessages, consoleMessages, type ConsoleBlock } from '@bookfront/contract';
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
});
