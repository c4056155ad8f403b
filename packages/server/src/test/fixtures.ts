import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A three-title catalogue.csv and its stock.csv, in the demo loader's columns. */
export const fixtureCatalogueDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'catalogue');
