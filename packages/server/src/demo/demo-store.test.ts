import fs from 'node:fs';
import path from 'node:path';
import { filterGroupLetters, parseBrowseFilterPath, storeSettingsSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { readCatalogueCsv } from '../modules/catalog/import/csv-reader.ts';
import { demoSettings } from './demo-store.ts';
import { demoCatalogueDir } from './load-demo.ts';

it('points every catalogue menu item of the demo at subjects its catalogue has titles in', async () => {
  const subjectCodes = new Set<string>();
  for await (const record of readCatalogueCsv(fs.createReadStream(path.join(demoCatalogueDir, 'catalogue.csv'))))
    for (const subject of record.subjects) subjectCodes.add(subject.code);
  const menu = storeSettingsSchema.parse(demoSettings).site_navigation;
  const browseItems = menu
    .flatMap((item) => [item, ...(item.submenu ?? [])])
    .filter((item) => item.path.startsWith('/browse/filter/'));

  const empty = browseItems.filter((item) => {
    const filter = parseBrowseFilterPath(item.path.slice('/browse/filter/'.length));
    // Only subject filters are checked here; any other filter would need a check of its own.
    expect(filterGroupLetters.filter((letter) => letter !== 's' && filter[letter].length > 0)).toEqual([]);
    return !filter.s.some((prefix) => [...subjectCodes].some((code) => code.startsWith(prefix)));
  });

  expect(browseItems.length).toBeGreaterThan(0);
  expect(empty.map((item) => item.label)).toEqual([]);
});
