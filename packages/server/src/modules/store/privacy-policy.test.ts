import {
  privacyPolicyPageSchema,
  siteSettingsSchema,
  storePageErrorCodes,
  storePageMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { loadDemo } from '../../demo/load-demo.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { fixtureCatalogueDir } from '../../test/fixtures.ts';
import { createStoreAdminService } from './admin-service.ts';
import { createStoreRepository } from './repository.ts';

const post = (url: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  payload: {},
  headers,
});

async function appWithStores(dialect: NonNullable<Parameters<typeof buildTestApp>[0]>['dialect']) {
  const app = await buildTestApp({ dialect });
  const admin = createStoreAdminService(app.db, createStoreRepository(app.db));
  return { app, admin };
}

describeEachDatabase('webstore/getPrivacyPolicyPage', (dialect) => {
  it('answers the policy set from Markdown as sanitised HTML, and the settings say the store has one', async () => {
    const { app, admin } = await appWithStores(dialect);
    await app.factories.store({ id: 'riverbend', isDefault: true });
    await admin.setPrivacyPolicy('riverbend', {
      text: '# Our policy\n\nWe keep **your order**.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[Write to us](mailto:info@example.com) or [not](javascript:alert(1))',
      format: 'markdown',
    });

    const response = await app.inject(post('/api/webstore/getPrivacyPolicyPage'));
    const settings = siteSettingsSchema.parse((await app.inject(post('/api/store/getSettings'))).json());

    expect(response.statusCode).toBe(200);
    const page = privacyPolicyPageSchema.parse(response.json());
    expect(page.title).toBe(storePageMessages.privacyPolicyTitle);
    expect(page.html).toContain('<h2>Our policy</h2>');
    expect(page.html).toContain('<strong>your order</strong>');
    expect(page.html).toContain('<a href="mailto:info@example.com">Write to us</a>');
    expect(page.html).not.toMatch(/script|onerror|<img|javascript:/);
    expect(settings.has_privacy_policy_page).toBe(true);
  });

  it('keeps only the safe part of an HTML policy, under the title given', async () => {
    const { app, admin } = await appWithStores(dialect);
    await app.factories.store({ id: 'riverbend', isDefault: true });
    await admin.setPrivacyPolicy('riverbend', {
      title: 'Your privacy',
      text: '<h2 onclick="x()">Cookies</h2><p style="color:red">One cookie.</p><iframe src="https://evil.example"></iframe>',
      format: 'html',
    });

    const page = (await app.inject(post('/api/webstore/getPrivacyPolicyPage'))).json<{ title: string; html: string }>();

    expect(page).toMatchObject({ title: 'Your privacy', html: '<h2>Cookies</h2><p>One cookie.</p>' });
  });

  it('answers 404 for a store without a policy, whose settings then say it has none even when set by hand', async () => {
    const { app } = await appWithStores(dialect);
    await app.factories.store({ id: 'plain', isDefault: true, settings: { has_privacy_policy_page: true } });

    const response = await app.inject(post('/api/webstore/getPrivacyPolicyPage'));
    const settings = siteSettingsSchema.parse((await app.inject(post('/api/store/getSettings'))).json());

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: storePageMessages.noPrivacyPolicy,
      code: storePageErrorCodes.privacyPolicyNotFound,
    });
    expect(settings.has_privacy_policy_page).toBe(false);
  });

  it("never answers another store's policy", async () => {
    const { app, admin } = await appWithStores(dialect);
    await app.factories.store({ id: 'riverbend', isDefault: true });
    await app.factories.store({ id: 'east', hostnames: ['east.example'] });
    await admin.setPrivacyPolicy('riverbend', { text: 'Riverbend keeps little.', format: 'markdown' });

    const east = await app.inject(post('/api/webstore/getPrivacyPolicyPage', { host: 'east.example' }));
    const riverbend = await app.inject(post('/api/webstore/getPrivacyPolicyPage'));

    expect(east.statusCode).toBe(404);
    expect(riverbend.json()).toMatchObject({ html: '<p>Riverbend keeps little.</p>' });
  });

  it('says at once that a store has no policy once it is removed, and that it has one again once set', async () => {
    const { app, admin } = await appWithStores(dialect);
    await app.factories.store({ id: 'riverbend', isDefault: true });
    const hasPolicy = async () =>
      siteSettingsSchema.parse((await app.inject(post('/api/store/getSettings'))).json()).has_privacy_policy_page;
    await admin.setPrivacyPolicy('riverbend', { text: 'First.', format: 'markdown' });
    const before = await hasPolicy();

    const removed = await admin.removePrivacyPolicy('riverbend');
    const afterRemoving = await hasPolicy();
    const removedAgain = await admin.removePrivacyPolicy('riverbend');
    await admin.setPrivacyPolicy('riverbend', { text: 'Second.', format: 'markdown' });

    expect([before, removed, afterRemoving, removedAgain, await hasPolicy()]).toEqual([true, true, false, false, true]);
    expect((await app.inject(post('/api/webstore/getPrivacyPolicyPage'))).json()).toMatchObject({
      html: '<p>Second.</p>',
    });
  });

  it('refuses a policy with nothing left to show once sanitised', async () => {
    const { app, admin } = await appWithStores(dialect);
    await app.factories.store({ id: 'riverbend', isDefault: true });

    await expect(
      admin.setPrivacyPolicy('riverbend', { text: '<script>alert(1)</script>', format: 'html' }),
    ).rejects.toThrow('The page has no text to show.');
    expect((await app.inject(post('/api/webstore/getPrivacyPolicyPage'))).statusCode).toBe(404);
  });

  it('gives the demo store a privacy policy', async () => {
    const { app } = await appWithStores(dialect);
    await loadDemo({ db: app.db, dataDir: app.dataDir, catalogueDir: fixtureCatalogueDir });

    const page = privacyPolicyPageSchema.parse((await app.inject(post('/api/webstore/getPrivacyPolicyPage'))).json());

    expect(page.html).toContain('<h2>What we collect</h2>');
    expect(page.html).toContain('Riverbend Books');
  });
});
