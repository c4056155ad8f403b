import { audiobookResultSchema, eisbnInputSchema, failureSchema } from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionBody } from '../../plugins/action-body.ts';
import type { AudiobooksService } from './service.ts';

export function audiobookActions(audiobooks: AudiobooksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/title/getLibroAudiobooks',
      {
        schema: {
          body: actionBody(eisbnInputSchema),
          response: { 200: audiobookResultSchema, 404: failureSchema, 502: failureSchema },
        },
      },
      async (request) =>
        audiobooks.getAudiobooks({
          settings: request.store.settings.audiobooks,
          eisbn: request.body.eisbn,
          onFailure: (error) => request.log.warn({ err: error }, 'audiobook lookup failed'),
        }),
    );
  };
}
