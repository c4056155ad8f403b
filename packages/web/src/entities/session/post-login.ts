const key = 'bookfront.postLoginPath';

/** docs/features/accounts.md#login-and-logout: login remembers the current path so the shopper returns to it afterwards. */
export function rememberPostLoginPath(path: string) {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // storage may be unavailable (private mode); the shopper then lands on the home page
  }
}

export function takePostLoginPath(): string | null {
  try {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return path;
  } catch {
    return null;
  }
}
