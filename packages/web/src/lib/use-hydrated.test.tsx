import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'as the server drew it'}</p>;
}

describe('useHydrated', () => {
  it("is false in the server's markup and while the browser hydrates it, then true, without a mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const recoverableErrors: unknown[] = [];

    expect(container.textContent).toBe('as the server drew it');
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe('in the browser');
  });
});
