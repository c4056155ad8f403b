import { catalogMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertTitle } from '../../test/catalogue-rows.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { answerJson, startLocalServer } from '../../test/local-server.ts';
import { createTitleFactsService } from '../catalog/title-facts-service.ts';
/* eslint-disable-next-line boundaries/dependencies -- the test wires the service as app.ts does, from a real repository */
import { createTitleRepository } from '../catalog/title-repository.ts';
import { createAudiobooksService } from './service.ts';

const titleFactsOf = (db: TestApp['db']) => createTitleFactsService(createTitleRepository(db));

const eisbn = '9780316769488';
const settings = (origin: string) => ({ provider: 'http' as const, http_base_url: origin, http_api_key: 'k' });

describeEachDatabase('the Libro.fm-style audiobook provider', (dialect) => {
  it('gives up on a service slower than its time limit', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'Slow' });
    const service = await startLocalServer(() => undefined); // never answers
    const audiobooks = createAudiobooksService(titleFactsOf(app.db), { http: { timeoutMs: 200 } });
    const started = Date.now();

    const lookup = audiobooks.getAudiobooks({ settings: settings(service.origin), eisbn });

    await expect(lookup).rejects.toMatchObject({ status: 502, message: catalogMessages.audiobookProblem });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer larger than its size limit', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'Big' });
    const service = await startLocalServer(answerJson(200, { audiobooks: [], padding: 'x'.repeat(5000) }));
    const audiobooks = createAudiobooksService(titleFactsOf(app.db), { http: { maxAnswerBytes: 1000 } });

    const lookup = audiobooks.getAudiobooks({ settings: settings(service.origin), eisbn });

    await expect(lookup).rejects.toMatchObject({ status: 502 });
  });

  it('finds a title asked for by its ISBN-10', async () => {
    const app = await buildTestApp({ dialect });
    await insertTitle(app.db, { eisbn, title: 'Ten' });
    const audiobooks = createAudiobooksService(titleFactsOf(app.db));

    const result = await audiobooks.getAudiobooks({
      settings: { provider: 'catalogue', http_base_url: '', http_api_key: '' },
      eisbn: '0316769487',
    });

    expect(result.row_count).toBe(0);
  });
});
