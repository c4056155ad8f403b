import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('the hydration signal', () => {
  it('marks <html> data-hydrated after the first commit, once what onMounted started has settled', async () => {
    // Start-up waits for its settings: the first commit shows "Please wait...".
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    let sessionLoaded = () => {};
    const onMounted = () => new Promise<void>((resolve) => (sessionLoaded = resolve));

    render(<App queryClient={createQueryClient()} webstoreName="" onMounted={onMounted} />);

    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => sessionLoaded());
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('marks it at once after the first commit of a page the browser draws itself', async () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));

    render(<App queryClient={createQueryClient()} webstoreName="" />);

    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  });
});
