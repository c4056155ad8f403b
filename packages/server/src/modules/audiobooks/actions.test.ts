import { audiobookResultSchema, catalogMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertTitle } from '../../test/catalogue-rows.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';
import { answerJson, startLocalServer } from '../../test/local-server.ts';

const print = '9780316769488';
const audio = '9780743273565';
const otherAudio = '9780061120084';

async function catalogueWithAudiobooks(dialect: DatabaseDialect) {
  const app = await buildTestApp({ dialect });
  await app.factories.store({ id: 'riverbend', isDefault: true });
  await insertTitle(app.db, { eisbn: print, title: 'The Catcher in the Rye', workKey: 'catcher' });
  await insertTitle(app.db, {
    eisbn: audio,
    title: 'The Catcher in the Rye',
    workKey: 'catcher',
    isAudiobook: true,
    narrators: ['Holden Reader', 'Sam Voice'],
    releaseDate: 1_600_000_000,
  });
  await insertTitle(app.db, {
    eisbn: otherAudio,
    title: 'The Catcher in the Rye',
    workKey: 'catcher',
    isAudiobook: true,
    language: 'spa',
    releaseDate: 1_500_000_000,
  });
  await insertTitle(app.db, { eisbn: '9780141439518', title: 'Another work', workKey: 'other', isAudiobook: true });
  return app;
}

describeEachDatabase('title/getLibroAudiobooks from the catalogue', (dialect) => {
  it("offers the catalogue's audiobook editions of the same work with their narrators", async () => {
    const app = await catalogueWithAudiobooks(dialect);

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: print }));

    expect(response.statusCode).toBe(200);
    expect(audiobookResultSchema.parse(response.json())).toEqual({
      row_count: 2,
      rows: [
        {
          title: 'The Catcher in the Rye',
          narrators: ['Holden Reader', 'Sam Voice'],
          language: 'English',
          url: `/item/${audio}`,
        },
        { title: 'The Catcher in the Rye', narrators: [], language: 'Spanish', url: `/item/${otherAudio}` },
      ],
      see_more_url: '',
    });
  });

  it('answers row_count 0 for a title without audiobook editions', async () => {
    const app = await catalogueWithAudiobooks(dialect);
    await insertTitle(app.db, { eisbn: '9780452284234', title: 'Alone' });

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: '9780452284234' }));

    expect(response.json()).toEqual({ row_count: 0, rows: [], see_more_url: '' });
  });

  it('answers an unknown eisbn with 404', async () => {
    const app = await catalogueWithAudiobooks(dialect);

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: '9781400079988' }));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: catalogMessages.itemNotFound });
  });
});

describeEachDatabase('title/getLibroAudiobooks from a Libro.fm-style service', (dialect) => {
  async function appUsing(serviceOrigin: string) {
    const app = await catalogueWithAudiobooks(dialect);
    await app.factories.setSetting('riverbend', 'audiobooks', {
      provider: 'http',
      http_base_url: `${serviceOrigin}/api/v1/`,
      http_api_key: 'secret-key',
    });
    return app;
  }

  it('asks the service by ISBN with the API key and maps its answer', async () => {
    const service = await startLocalServer(
      answerJson(200, {
        total: 7,
        see_more_url: 'https://audio.example/search?q=catcher',
        audiobooks: [
          {
            title: 'The Catcher in the Rye',
            narrators: ['Holden Reader'],
            language: 'English',
            url: 'https://audio.example/b/1',
          },
        ],
      }),
    );
    const app = await appUsing(service.origin);

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: print }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      row_count: 7,
      rows: [
        {
          title: 'The Catcher in the Rye',
          narrators: ['Holden Reader'],
          language: 'English',
          url: 'https://audio.example/b/1',
        },
      ],
      see_more_url: 'https://audio.example/search?q=catcher',
    });
    expect(service.requests[0]?.url).toBe(`/api/v1/search?isbn=${print}`);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer secret-key');
  });

  it('answers row_count 0 when the service has none', async () => {
    const service = await startLocalServer(answerJson(200, { audiobooks: [] }));
    const app = await appUsing(service.origin);

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: print }));

    expect(response.json()).toEqual({ row_count: 0, rows: [], see_more_url: '' });
  });

  it.each([
    ['a server error', answerJson(500, { error: 'down' })],
    ['an answer that is not JSON', answerJson(200, '<html>maintenance</html>')],
    ['an answer of another shape', answerJson(200, { results: [{ name: 'x' }] })],
    ['a link that is not a web address', answerJson(200, { audiobooks: [{ title: 'x', url: 'javascript:alert(1)' }] })],
  ])('answers 502 with the spec sentence for %s', async (_case, handler) => {
    const service = await startLocalServer(handler);
    const app = await appUsing(service.origin);

    const response = await app.inject(postAction('title/getLibroAudiobooks', { eisbn: print }));

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: catalogMessages.audiobookProblem, code: 'AUDIOBOOK_LOOKUP_FAILED' });
  });

  it('never shows the API key in the site settings', async () => {
    const app = await appUsing('http://127.0.0.1:9');

    const response = await app.inject(postAction('store/getSettings', { webstore_name: '' }));

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret-key');
    expect(response.json()).not.toHaveProperty('audiobooks');
  });
});
