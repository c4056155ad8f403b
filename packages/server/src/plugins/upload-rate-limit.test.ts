import { commonMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { multipartBody } from '../test/http.ts';
import { uploadsPerIp } from './upload-rate-limit.ts';

describeEachDatabase('uploads from one address', (dialect) => {
  it('takes a shopper’s share of uploads, then refuses more with 429 and when to try again', async () => {
    const { app, factories } = await buildTestApp({ dialect });
    await factories.store({ id: 'main', isDefault: true });
    const upload = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/browse/file',
        remoteAddress,
        ...multipartBody({}, [{ name: 'file', filename: 'isbns.csv', content: Buffer.from('9780439023481\n') }]),
      });

    for (let count = 0; count < uploadsPerIp.limit; count += 1) {
      expect((await upload('203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await upload('203.0.113.7');
    const otherAddress = await upload('198.51.100.20');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: commonMessages.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherAddress.statusCode).toBe(200);
  });
});
