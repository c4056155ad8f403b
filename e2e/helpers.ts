import type { Page } from '@playwright/test';

/**
 * Chooses a location for this browser's session through the API, so the location dialog (which
 * opens by itself on a new session of the demo store) stays closed in journeys about other things.
 */
export async function chooseLocation(page: Page, locationId = 'downtown') {
  const session = await page.request.post('/api/session/get', { data: {} });
  if (!session.ok()) throw new Error(`session/get answered ${session.status()}`);
  const chosen = await page.request.post('/api/webstore/setMultistoreLocation', { data: { location_id: locationId } });
  if (!chosen.ok()) throw new Error(`setMultistoreLocation answered ${chosen.status()}`);
}

/** Opens `path` of the demo store with a location already chosen, once the shell has started. */
export async function openStore(page: Page, path = '/') {
  await chooseLocation(page);
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor();
}
