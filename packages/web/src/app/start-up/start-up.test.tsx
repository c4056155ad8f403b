import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { shellMessages } from '@bookfront/contract';
import { contactAndHoursFixture, mockApi, sessionFixture, siteSettingsFixture } from '../../test/fixtures.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { StartUp } from './start-up.tsx';

function renderStartUp(webstoreName = '') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <StartUp webstoreName={webstoreName} />
    </QueryClientProvider>,
  );
}

describe('start-up', () => {
  it('shows Please wait..., then the home page with the store name', async () => {
    const api = mockApi({
      'store/getSettings': () => ({ json: siteSettingsFixture() }),
      'session/get': () => ({ json: sessionFixture() }),
      'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp();

    expect(screen.getByText(shellMessages.pleaseWait)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Riverbend Books' })).toBeInTheDocument();
    expect(screen.queryByText(shellMessages.pleaseWait)).not.toBeInTheDocument();
    // No basename in the path: the server finds the same store for both, so they go out together.
    expect(api.calls.map((call) => call.action).slice(0, 2)).toEqual(['store/getSettings', 'session/get']);
    expect(api.calls[1]?.body).not.toHaveProperty('store_id');
  });

  it('waits for the settings before the session when the path may name a store', async () => {
    let answerSettings: (value: { json: unknown }) => void = () => {};
    const api = mockApi({
      'store/getSettings': () => new Promise((resolve) => (answerSettings = resolve)),
      'session/get': () => ({ json: sessionFixture() }),
      'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp('riverbend');

    await waitFor(() => expect(api.calls.map((call) => call.action)).toEqual(['store/getSettings']));
    answerSettings({ json: siteSettingsFixture() });
    await waitFor(() => expect(api.calls.map((call) => call.action)).toContain('session/get'));
    expect(api.calls.find((call) => call.action === 'session/get')?.body).toMatchObject({ store_id: 'demo' });
  });

  it('starts from the settings embedded in the page, asking only for the session', async () => {
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = 'bf-settings';
    embedded.textContent = JSON.stringify(siteSettingsFixture({ store_info: { name: 'Embedded Books' } }));
    document.body.append(embedded);
    onTestFinished(() => embedded.remove());
    const api = mockApi({
      'session/get': () => ({ json: sessionFixture() }),
      'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp('riverbend');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Embedded Books' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).not.toContain('store/getSettings');
    expect(api.calls[0]).toMatchObject({ action: 'session/get', body: { store_id: 'demo' } });
  });

  it('starts from the session and home page answers embedded in the page, asking for nothing', async () => {
    const elements = [
      { id: 'bf-settings', json: siteSettingsFixture() },
      {
        id: 'bf-first-answers',
        json: [
          { action: 'session/get', payload: {}, answer: sessionFixture({ session_id: 'embedded-session' }) },
          { action: 'webstore/getContactAndHours', payload: {}, answer: contactAndHoursFixture() },
          { action: 'titlelist/getCustom', payload: { page_id: 'landing' }, answer: { blocks: [] } },
          { action: 'titlelist/getCustom', payload: { page_id: 'home' }, answer: { blocks: [] } },
        ],
      },
    ].map(({ id, json }) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = id;
      element.textContent = JSON.stringify(json);
      return element;
    });
    document.body.append(...elements);
    onTestFinished(() => elements.forEach((element) => element.remove()));
    const api = mockApi({});
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Riverbend Books' })).toBeInTheDocument();
    expect((await screen.findAllByText(/Downtown/)).length).toBeGreaterThan(0);
    expect(api.calls).toEqual([]);
  });

  it('renders saved settings at once, then refreshes and saves them again', async () => {
    localStorage.setItem(
      'bookfront.settings._',
      JSON.stringify(siteSettingsFixture({ store_info: { name: 'Old Name Books' } })),
    );
    let answerSettings: (value: { json: unknown }) => void = () => {};
    const api = mockApi({
      'store/getSettings': () => new Promise((resolve) => (answerSettings = resolve)),
      'session/get': () => ({ json: sessionFixture() }),
      'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Old Name Books' })).toBeInTheDocument();
    answerSettings({ json: siteSettingsFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Riverbend Books' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('bookfront.settings._')).toContain('Riverbend Books'));
  });

  it('shows the fatal screen when the settings cannot load', async () => {
    vi.stubGlobal('fetch', mockApi({ 'store/getSettings': () => ({ status: 500, json: { error: 'Boom' } }) }).fetch);

    renderStartUp();

    expect(await screen.findByText(shellMessages.fatalError)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shellMessages.clickToRefresh })).toBeInTheDocument();
  });

  it('shows the fatal screen when the session cannot load', async () => {
    const api = mockApi({
      'store/getSettings': () => ({ json: siteSettingsFixture() }),
      'session/get': () => ({ status: 500, json: { error: 'Boom' } }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderStartUp();

    expect(await screen.findByText(shellMessages.fatalError)).toBeInTheDocument();
  });
});
