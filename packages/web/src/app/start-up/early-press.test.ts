import { afterEach, describe, expect, it } from 'vitest';
import { earlyPressScript, signalHydrated } from './early-press.ts';

/** A page as the server sends it: the head's script has run, and #root holds the drawn markup. */
function serverDrawnPage(markup: string) {
  // Run in the test's own global, whose `window` the app's code reads (a script element would run in jsdom's).
  new Function(earlyPressScript)();
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

function countPresses(element: Element | null) {
  const presses = { count: 0 };
  element?.addEventListener('click', () => (presses.count += 1));
  return presses;
}

afterEach(() => {
  window.bookfrontTakeEarlyPress?.();
  delete window.bookfrontTakeEarlyPress;
  delete document.documentElement.dataset.hydrated;
});

describe('a press before the app is ready', () => {
  it('is held, and made once when the app is ready, however many times it was pressed', () => {
    const root = serverDrawnPage('<button type="button">Add to cart</button>');
    const button = root.querySelector('button');
    const presses = countPresses(button);

    button?.click();
    button?.click();
    expect(presses.count).toBe(0);
    signalHydrated();

    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(presses.count).toBe(1);
  });

  it('does not submit the form the button is in', () => {
    const root = serverDrawnPage('<form><button type="submit">Search</button></form>');
    const submits = { count: 0 };
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.count += 1;
    });

    root.querySelector('button')?.click();

    expect(submits.count).toBe(0);
  });

  it('leaves links, disabled buttons and buttons outside the app to themselves', () => {
    const root = serverDrawnPage('<a href="#reviews">Reviews</a><button type="button" disabled>Adding..</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const prevented: boolean[] = [];
    const record = (event: Event) => prevented.push(event.defaultPrevented);
    document.addEventListener('click', record);

    for (const element of [root.querySelector('a'), root.querySelector('button'), outside]) {
      element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    document.removeEventListener('click', record);

    expect(prevented).toEqual([false, false, false]);
    expect(window.bookfrontTakeEarlyPress?.()).toBeNull();
  });

  it('lets presses through once the app is ready, and makes none for a button gone from the page', () => {
    const root = serverDrawnPage('<button type="button">Add to cart</button>');
    const drawn = root.querySelector('button');
    const presses = countPresses(drawn);
    drawn?.click();
    drawn?.remove();

    signalHydrated();
    const button = document.createElement('button');
    root.append(button);
    const later = countPresses(button);
    button.click();

    expect(presses.count).toBe(0);
    expect(later.count).toBe(1);
  });

  it('marks the page ready on a page the server did not draw', () => {
    signalHydrated();

    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
