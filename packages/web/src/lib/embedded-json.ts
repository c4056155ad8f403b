/**
 * The text of a JSON element the server embedded in the page (the settings, the first answers),
 * with the object it belongs to, so a reader can remember what it took from it. In the browser that
 * is the page's element; the server's render of the app reads the same data from its own source
 * (packages/web/src/entry-server.tsx).
 */
export type EmbeddedJson = { owner: object; text: string };
export type EmbeddedJsonSource = (elementId: string) => EmbeddedJson | null;

const fromDocument: EmbeddedJsonSource = (elementId) => {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(elementId);
  return element ? { owner: element, text: element.textContent || '' } : null;
};

let source = fromDocument;

export const readEmbeddedJson = (elementId: string): EmbeddedJson | null => source(elementId);

/** Makes the app read embedded JSON from `next` instead of the page (the server's render). */
export function readEmbeddedJsonFrom(next: EmbeddedJsonSource) {
  source = next;
}
