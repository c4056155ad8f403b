import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A page whose code loads on first use, like React.lazy, that can be loaded ahead (`preload`).
 * Once loaded it renders at once: React.lazy suspends on its first render even when the chunk is
 * already there, so the page's skeleton was committed and painted first, and the page a render
 * later.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Chosen once: switching from Lazy to the loaded component would mount the page again.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}
