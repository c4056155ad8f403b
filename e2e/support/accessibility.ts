import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The page's serious and critical WCAG 2 A/AA problems found by axe, in a form that reads well in a
 * diff; sandboxed frames are left out.
 */
export async function seriousViolations(page: Page) {
  // A toast or dialog caught fading in or out has its text at part opacity, which axe reads as too
  // little contrast: the scan waits for the page's transitions to end (not for endless ones, such
  // as a skeleton's shimmer).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Run in the page itself (legacy mode) rather than in parts finished in a blank page of their own: the same
  // rules over the page and its same-origin frames in about half the time, without a page opened per scan. A
  // provider's frame from another origin is the provider's page, not the store's, and is left out. So is a
  // sandboxed frame (a mail's HTML): no script runs there, axe's included, so axe would wait on it for ever.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('iframe[sandbox]')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target),
    }));
}

/**
 * Scans the page as it is and again on a phone, and keeps a picture at each width with the run's
 * results (`{name}-390.png`, `{name}-1366.png`); the page is left at the size it had.
 */
export async function scanAndPhotograph(page: Page, testInfo: TestInfo, name: string) {
  const laptop = page.viewportSize() ?? { width: 1366, height: 900 };
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone layout has its own header and stacks what sits side by side: scanned too.
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(laptop);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1366.png`), fullPage: true });
}
