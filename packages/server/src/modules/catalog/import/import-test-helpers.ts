import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/databases.ts';
import { createCatalogRepository } from '../repository.ts';
import { readProducts, type ImportFormat } from './formats.ts';
import { importTitles } from './title-importer.ts';

export const importFixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A migrated database of its own, removed when the test ends. */
export const migratedDatabase = (dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> =>
  openMigratedTestDatabase(dialect);

/** Imports one of the fixture files through the importer. */
export function importFixture(database: TestDatabase, file: string, options: { batchSize?: number } = {}) {
  const format: ImportFormat = file.endsWith('.csv') ? 'csv' : 'onix';
  return importTitles(readProducts(fs.createReadStream(path.join(importFixtures, file)), format), {
    repo: createCatalogRepository(database.db),
    ...options,
  });
}
