import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTitleFactsService } from '../modules/catalog/title-facts-service.ts';
import { createTitleRepository } from '../modules/catalog/title-repository.ts';
import { createEventsAdminService, type EventDraft } from '../modules/events/admin-service.ts';
import { createEventsRepository } from '../modules/events/repository.ts';

/** The bookseller's side of events on a test database, and an `event` factory with sensible defaults. */
export function createEventFactories(db: Kysely<Database>) {
  const admin = createEventsAdminService({
    repo: createEventsRepository(db),
    titleFacts: createTitleFactsService(createTitleRepository(db)),
  });
  return {
    admin,
    /** An event of `storeId` starting at `startsAt` (unix seconds), two hours long unless told. */
    event: (storeId: string, draft: Partial<EventDraft> & { startsAt: number; books?: string[] }) =>
      admin.createEvent(
        storeId,
        {
          name: 'An evening with an author',
          description: '<p>A reading and signing.</p>',
          imgPath: '',
          place: 'Downtown store',
          endsAt: draft.startsAt + 7200,
          tickets: [],
          ...draft,
        },
        draft.startsAt - 86_400 * 30,
      ),
  };
}
