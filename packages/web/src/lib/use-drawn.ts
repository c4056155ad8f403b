import { useEffect, useState } from 'react';

const canObservePaint = () =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Calls `callback` once the browser has shown the page's first content, at once when it already
 * has; answers a function that cancels the wait. Where paint timing cannot be observed, after the
 * next frame is drawn.
 */
function afterFirstContentShown(callback: () => void): () => void {
  if (canObservePaint()) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => observer.disconnect();
  }
  let timer: number | undefined;
  // A frame callback runs just before the browser draws; a task it queues runs after.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False until the page's first content has been shown (and in a component's first render), then
 * true. For what a page asks the server for below its first screen: on the first page of a visit
 * those calls wait for the page to appear instead of sharing a phone's connection with its first
 * picture and scripts; on later pages they start as soon as the component mounts.
 */
export function useDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterFirstContentShown(() => setDrawn(true)), []);
  return drawn;
}
