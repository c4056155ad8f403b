/**
 * Links and paths as the storefront reads them, without zod: the web app checks links as it starts
 * (its navigation and footer), and zod stays out of its start-up (docs/decisions/0059-first-pages-without-zod.md).
 */

// eslint-disable-next-line no-control-regex -- a browser drops tabs and line breaks from a link, so none may hide a '//'
const controlCharacter = /[\u0000-\u001F\u007F]/;

/** WHATWG's URL class, in browsers and Node alike; the contract is typed without either's library. */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** What WHATWG's URL parser makes of the address: an http(s) scheme and a host. */
function parsesAsHttpUrl(value: string) {
  try {
    const url = new URL(value.trim());
    return /^https?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http or https address with a host, e.g. 'https://libro.fm/'. */
export const isHttpUrl = (value: string) =>
  /^https?:\/\/[^/\\]/i.test(value) && !controlCharacter.test(value) && parsesAsHttpUrl(value);

/**
 * A path on this site: one '/' and then anything but a second '/' or '\', which browsers would read
 * as another host ('//evil.example', '/\evil.example').
 */
export const isSitePath = (value: string) => /^\/(?![/\\])/.test(value) && !controlCharacter.test(value);

/** A link the storefront may follow: a path on this site or an http(s) address. */
export const isSitePathOrHttpUrl = (value: string) => isSitePath(value) || isHttpUrl(value);

/** True when a navigation or shortcut target leaves the storefront. */
export const isExternalPath = (path: string) => /^https?:\/\//i.test(path);
