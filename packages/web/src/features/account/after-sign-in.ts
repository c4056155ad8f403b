/**
 * Where the account area goes once a new session is logged in. Login, account creation and the
 * password reset set it just before they put the session in the cache; the account page, seeing
 * a logged-in visitor on a logged-out view, takes it (or goes to the details view).
 */
let nextPath: string | null = null;

export function setPathAfterSignIn(path: string) {
  nextPath = path;
}

export function takePathAfterSignIn(): string | null {
  const path = nextPath;
  nextPath = null;
  return path;
}
