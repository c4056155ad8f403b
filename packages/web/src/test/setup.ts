import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { apiClient } from '../lib/api-client.ts';

// findBy… and waitFor give up after 1 s by default, which a busy two-core machine can take to load a
// lazy part and render it; they still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  // The files of a worker share one document (vitest.config.ts): what a test added to it (a payment provider's
  // script, a page's embedded settings) goes with it.
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A worker runs file after file with the same modules (vitest.config.ts): what the client remembers from one
  // test's start-up, and the toasts one test left, must not reach the next.
  notifications.clean();
  apiClient.setSessionId(undefined);
  apiClient.setStoreId(undefined);
});

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
