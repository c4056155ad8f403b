import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  consoleCatalogueErrorCodes,
  consoleCatalogueMessages as messages,
  type ConsoleCatalogueTitle,
  type ConsoleStoreSubject,
} from '@bookfront/contract';
import { mockApi } from '../../../../test/fixtures.ts';
import { renderInShell } from '../../../../test/render.tsx';
import { ConsoleApp } from '../../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };
const local = { code: '__local', label: 'Local authors' };
const award = { code: '__award', label: 'Award winners' };

const title = (store_subjects: ConsoleStoreSubject[]): ConsoleCatalogueTitle => ({
  eisbn: '9780439023481',
  title: 'The Hunger Games',
  subtitle: '',
  contributors: 'Suzanne Collins',
  publisher: 'Scholastic',
  binding: 'Paperback',
  cover_image_cache: '',
  hidden: false,
  store_subjects,
  locations: [],
});

/** The title page with the editor, the store using `storeSubjects`; `handlers` answer the changes. */
function renderEditor(
  subjects: ConsoleStoreSubject[],
  storeSubjects: (ConsoleStoreSubject & { titles: number })[],
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'console/me': () => ({ json: manager }),
    'console/catalogue/get': () => ({ json: title(subjects) }),
    'console/catalogue/storeSubjects': () => ({ json: { subjects: storeSubjects } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<ConsoleApp />, { path: '/catalogue/9780439023481' });
  return api;
}

const editor = async () => within(await screen.findByRole('region', { name: messages.storeSubjectsHeading }));

describe('Store subjects editor', () => {
  it('adds a new store subject with its code and label, and lists it', async () => {
    const api = renderEditor([], [], {
      'console/catalogue/addStoreSubject': () => ({ json: title([local]) }),
    });
    const panel = await editor();

    expect(panel.getByText(messages.noStoreSubjects)).toBeInTheDocument();
    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectCode }), '__local');
    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectLabel }), 'Local authors');
    await userEvent.click(panel.getByRole('button', { name: messages.addStoreSubject }));

    expect(await panel.findByText(messages.storeSubjectAdded)).toBeInTheDocument();
    expect(panel.getByText('Local authors')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/catalogue/addStoreSubject')?.body).toMatchObject({
      eisbn: '9780439023481',
      code: '__local',
      label: 'Local authors',
    });
  });

  it('refuses a code without its two underscores without asking the server', async () => {
    const api = renderEditor([], []);
    const panel = await editor();

    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectCode }), 'local');
    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectLabel }), 'Local authors');
    await userEvent.click(panel.getByRole('button', { name: messages.addStoreSubject }));

    expect(await panel.findByText(messages.storeSubjectCodeInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/catalogue/addStoreSubject')).toBe(false);
  });

  it('gives the title one of the store’s subjects picked from its list', async () => {
    const api = renderEditor(
      [local],
      [
        { ...award, titles: 3 },
        { ...local, titles: 2 },
      ],
      { 'console/catalogue/addStoreSubject': () => ({ json: title([award, local]) }) },
    );
    const panel = await editor();

    const picker = await panel.findByRole('combobox', { name: messages.storeSubjectPick });
    // The title's own subjects are not offered again.
    expect(within(picker).queryByRole('option', { name: 'Local authors (__local)' })).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, '__award');
    expect(panel.queryByRole('textbox', { name: messages.storeSubjectCode })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: messages.addStoreSubject }));

    expect(await panel.findByText(messages.storeSubjectAdded)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/catalogue/addStoreSubject')?.body).toMatchObject({
      eisbn: '9780439023481',
      ...award,
    });
  });

  it('shows the server’s refusal of a code the store names otherwise on the label', async () => {
    const refusal = messages.storeSubjectNamed('__local', 'Local authors');
    renderEditor([], [], {
      'console/catalogue/addStoreSubject': () => ({
        status: 409,
        json: { error: refusal, code: consoleCatalogueErrorCodes.storeSubjectNamed, fields: { label: refusal } },
      }),
    });
    const panel = await editor();

    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectCode }), '__local');
    await userEvent.type(panel.getByRole('textbox', { name: messages.storeSubjectLabel }), 'Local voices');
    await userEvent.click(panel.getByRole('button', { name: messages.addStoreSubject }));

    expect(await panel.findByText(refusal)).toBeInTheDocument();
  });

  it('removes a store subject from the title', async () => {
    const api = renderEditor([local], [{ ...local, titles: 1 }], {
      'console/catalogue/removeStoreSubject': () => ({ json: title([]) }),
    });
    const panel = await editor();

    await userEvent.click(await panel.findByRole('button', { name: messages.removeStoreSubject('Local authors') }));

    expect(await panel.findByText(messages.storeSubjectRemoved)).toBeInTheDocument();
    expect(panel.getByText(messages.noStoreSubjects)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/catalogue/removeStoreSubject')?.body).toMatchObject({
      eisbn: '9780439023481',
      code: '__local',
    });
  });
});
