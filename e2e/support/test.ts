import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Until the app has taken a page over, its buttons only hold a press for later, and a page the
 * server drew shows them before then (docs/architecture.md#a-press-before-the-app-is-ready). A
 * journey waits for the app's own signal, `data-hydrated` on <html>, after every full page load, so
 * that its presses act at once. A document that is not the app (no #root: a file, another site) is
 * not waited on.
 */
async function waitForTheApp(page: Page): Promise<void> {
  await page.locator(':root[data-hydrated], :root:not(:has(#root))').waitFor({ state: 'attached' });
}

const watchedPages = new WeakSet<Page>();

/**
 * `page.goto`, `reload`, `goBack` and `goForward` wait for the app as well as for the load. A
 * `goto` asked to return at `commit` returns then, as asked: that journey watches the page itself.
 */
function waitForTheAppOnLoads(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  const { goto, reload, goBack, goForward } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
    goForward: page.goForward.bind(page),
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForTheApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForTheApp(page);
    return response;
  };
  page.goBack = async (options) => {
    const response = await goBack(options);
    await waitForTheApp(page);
    return response;
  };
  page.goForward = async (options) => {
    const response = await goForward(options);
    await waitForTheApp(page);
    return response;
  };
}

/** Every page of `context` waits for the app on its loads, unless the context runs no scripts. */
function watchContext(context: BrowserContext, options: { javaScriptEnabled?: boolean } | undefined): BrowserContext {
  if (options?.javaScriptEnabled === false) return context;
  context.pages().forEach(waitForTheAppOnLoads);
  context.on('page', waitForTheAppOnLoads);
  return context;
}

/**
 * Playwright's `test`, whose pages wait for the app after each full page load: the journey's own
 * `page`, and those of contexts and pages a journey opens from `browser`.
 */
export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(watchContext(context, { javaScriptEnabled }));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => watchContext(await newContext(options), options);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitForTheAppOnLoads(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
