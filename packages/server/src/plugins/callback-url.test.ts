import { accountMessages, commonMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { accountTestApp } from '../modules/account/test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { postAction } from '../test/http.ts';

/** Where an account action's emailed link should lead (docs/features/accounts.md#emails). */
describeEachDatabase('callback_url', (dialect) => {
  it.each([
    ['account/check', { email_address: 'new@example.com' }],
    ['account/emailPasswordToken', { email_address: 'new@example.com' }],
    ['account/linkToRequest', { email: 'new@example.com' }],
  ])('%s refuses a link that is not the store own, saying so on the field', async (action, payload) => {
    const { app } = await accountTestApp(dialect);

    for (const callbackUrl of [
      'javascript:alert(1)',
      'not a link',
      '//evil.example/account/verify',
      '/\\evil.example/account/verify',
      'https://evil.example/account/verify',
      'https://books.example.evil.example/account/verify',
    ]) {
      const response = await app.inject(postAction(action, { ...payload, callback_url: callbackUrl }));

      expect(response.statusCode, callbackUrl).toBe(400);
      expect(response.json(), callbackUrl).toEqual({
        error: commonMessages.checkFields,
        code: 'INVALID_INPUT',
        fields: { callback_url: accountMessages.callbackUrlInvalid },
      });
    }
  });

  it.each([
    '/account/verify',
    'https://books.example/account/verify',
    'http://localhost/account/verify',
    'http://LOCALHOST:80/account/verify',
  ])('account/check takes %s, a path here or an address of the store', async (callbackUrl) => {
    const { app } = await accountTestApp(dialect);

    const response = await app.inject(
      postAction('account/check', { email_address: 'new@example.com', callback_url: callbackUrl }),
    );

    expect(response.statusCode).toBe(200);
  });
});
