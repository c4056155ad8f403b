/**
 * Where to go once the session in the cache changes from logged out to logged in or back. Login,
 * account creation, password reset, logout and account deletion set it just before they put the
 * new session in the cache; the account page, which would otherwise send the visitor to its
 * default view, takes it. It is only good for a few seconds, so a path set on another page
 * cannot surface later.
 */
interface PendingPath {
  path: string;
  loggedIn: boolean;
  at: number;
}

const freshForMs = 10_000;
let pending: PendingPath | null = null;

export function setPathAfterSessionChange(path: string, { loggedIn }: { loggedIn: boolean }) {
  pending = { path, loggedIn, at: Date.now() };
}

export function takePathAfterSessionChange({ loggedIn }: { loggedIn: boolean }): string | null {
  const taken = pending;
  if (!taken || taken.loggedIn !== loggedIn) return null;
  pending = null;
  return Date.now() - taken.at <= freshForMs ? taken.path : null;
}
