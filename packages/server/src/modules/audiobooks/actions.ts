import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { AudiobooksService } from './service.ts';

/** title/getLibroAudiobooks (docs/api/README.md). */
export function audiobookHandlers(audiobooks: AudiobooksService) {
  return {
    'title/getLibroAudiobooks': async (request) =>
      audiobooks.getAudiobooks({
        settings: request.store.settings.audiobooks,
        eisbn: request.body.eisbn,
        onFailure: (error) => request.log.warn({ err: error }, 'audiobook lookup failed'),
      }),
  } satisfies ModuleActionHandlers;
}
