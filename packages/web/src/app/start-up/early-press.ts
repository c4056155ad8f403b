declare global {
  interface Window {
    /** Set by `earlyPressScript`: stops holding presses and gives the one held, if any. */
    bookfrontTakeEarlyPress?: () => Element | null;
  }
}

/**
 * The inline script the server puts in the head of a page it drew (packages/server/src/plugins/web-app.ts).
 * Until the app has taken the markup over, a button in it has no listener: this holds a press on
 * one (the last, if several) instead of letting it do nothing, or submit a form natively, and
 * `signalHydrated` presses it once the app is ready (docs/architecture.md#a-press-before-the-app-is-ready).
 * Links navigate on their own and are left alone. Plain ES5, small: it runs before anything else.
 */
export const earlyPressScript = `(function () {
  var held = null;
  function hold(event) {
    var root = document.getElementById('root');
    var pressed = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!root || !pressed || !root.contains(pressed) || pressed.matches('a[href], :disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = pressed;
  }
  document.addEventListener('click', hold, true);
  window.bookfrontTakeEarlyPress = function () {
    document.removeEventListener('click', hold, true);
    return held;
  };
})();`;

/**
 * Marks the page ready (`data-hydrated` on <html>, which the browser journeys wait for) and presses
 * the button a shopper pressed before then, if it is still on the page. Called once, in the browser
 * only, after the app's first commit (app.tsx).
 */
export function signalHydrated(): void {
  const takeEarlyPress = window.bookfrontTakeEarlyPress;
  delete window.bookfrontTakeEarlyPress;
  document.documentElement.dataset.hydrated = 'true';
  const pressed = takeEarlyPress?.() ?? null;
  if (pressed instanceof HTMLElement && pressed.isConnected) pressed.click();
}
