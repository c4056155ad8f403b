import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical WCAG 2 A/AA problems found by axe, in a form that reads well in a diff. */
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target),
    }));
}
