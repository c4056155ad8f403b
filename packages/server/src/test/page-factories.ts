import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTitleFactsService } from '../modules/catalog/title-facts-service.ts';
import { createTitleRepository } from '../modules/catalog/title-repository.ts';
import { createTitleService } from '../modules/catalog/title-service.ts';
import { createListsRepository } from '../modules/lists/repository.ts';
import { createListsService } from '../modules/lists/service.ts';
import { createPagesAdminService } from '../modules/pages/admin-service.ts';
import { createPagesRepository } from '../modules/pages/repository.ts';

/** The bookseller's side of pages and featured lists on a test database. */
export function createPageFactories(db: Kysely<Database>) {
  const titleRepository = createTitleRepository(db);
  const lists = createListsService({ repo: createListsRepository(db), titles: createTitleService(titleRepository) });
  return createPagesAdminService({
    repo: createPagesRepository(db),
    lists,
    titleFacts: createTitleFactsService(titleRepository),
  });
}
