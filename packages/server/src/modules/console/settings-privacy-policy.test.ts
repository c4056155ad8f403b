import { consoleErrorCodes, consoleSettingsErrorCodes, consoleSettingsMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

const policy = {
  title: 'Privacy Policy',
  markdown: '# What we keep\n\nYour name and email, for your orders.<script>alert(1)</script>',
};

describeEachDatabase('console/settings/*PrivacyPolicy', (dialect) => {
  const auditOf = async (context: Awaited<ReturnType<typeof consoleApp>>) =>
    context.app.db.selectFrom('auditLog').selectAll().where('subject', '=', 'privacy-policy').execute();

  it('a manager publishes a Markdown policy, sanitised, and the storefront has the page at once', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    await context.post('store/getSettings');

    const saved = await context.post('console/settings/savePrivacyPolicy', policy, { cookies });
    const page = (await context.post('webstore/getPrivacyPolicyPage')).json();
    const settings = (await context.post('store/getSettings')).json();

    expect(saved.json().policy).toMatchObject({ title: 'Privacy Policy', markdown: policy.markdown });
    expect(page.html).toContain('<h2>What we keep</h2>');
    expect(page.html).not.toContain('script');
    expect(settings.has_privacy_policy_page).toBe(true);
    expect(await auditOf(context)).toMatchObject([
      { action: 'settings.privacyPolicy', before: null, after: JSON.stringify(policy) },
    ]);
  });

  it('takes the policy down: the storefront has no page, and the audit keeps what it was', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');
    await context.post('console/settings/savePrivacyPolicy', policy, { cookies });

    const removed = await context.post('console/settings/removePrivacyPolicy', {}, { cookies });
    const page = await context.post('webstore/getPrivacyPolicyPage');

    expect(removed.json()).toEqual({ policy: null });
    expect(page.statusCode).toBe(404);
    expect((await context.post('store/getSettings')).json().has_privacy_policy_page).toBe(false);
    expect((await auditOf(context)).map((entry) => entry.action)).toEqual([
      'settings.privacyPolicy',
      'settings.privacyPolicyRemoved',
    ]);
  });

  it('refuses a policy with nothing left to show, and a clerk', async () => {
    const context = await consoleApp(dialect);
    const manager = await context.logIn('manager@riverbend.example');
    const clerk = await context.logIn('clerk@riverbend.example');

    const empty = await context.post(
      'console/settings/savePrivacyPolicy',
      { title: 'Privacy', markdown: '<script>alert(1)</script>' },
      { cookies: manager },
    );
    const refused = await context.post('console/settings/savePrivacyPolicy', policy, { cookies: clerk });

    expect(empty.json()).toMatchObject({
      code: consoleSettingsErrorCodes.pageEmpty,
      fields: { markdown: consoleSettingsMessages.privacyNoText },
    });
    expect(refused.json().code).toBe(consoleErrorCodes.forbidden);
    expect(await auditOf(context)).toEqual([]);
  });
});
