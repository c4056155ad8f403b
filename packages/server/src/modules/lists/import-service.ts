import { listShareMessages, type ListImportRow, type TitleList } from '@bookfront/contract';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { ListImportLine } from './import-file.ts';
import type { ListOwner, ListsService } from './service.ts';

/** Why a row is not imported, or '' when it is. */
function problemOf(line: ListImportLine, known: boolean, seen: Set<string>): string {
  if (!line.isValidIsbn) {
    return line.isbn === '' ? listShareMessages.importIsbnMissing : listShareMessages.importIsbnInvalid;
  }
  if (!known) return listShareMessages.importTitleNotFound;
  if (seen.has(line.isbn)) return listShareMessages.importRepeated;
  return '';
}

/**
 * titlelist/importFile (docs/features/lists.md#importing-titles): each row checked against the catalogue (the
 * preview), then, when asked, the titles that pass added to the customer's list.
 */
export function createListImportService(deps: {
  lists: Pick<ListsService, 'getList' | 'addTitles'>;
  titles: Pick<TitleService, 'shownSummaries'>;
}) {
  const { lists, titles } = deps;

  async function preview(viewer: Viewer, lines: ListImportLine[]): Promise<ListImportRow[]> {
    const eisbns = [...new Set(lines.filter((line) => line.isValidIsbn).map((line) => line.isbn))];
    // A title the store hides from its storefront reads as one the catalogue lacks.
    const summaries = eisbns.length === 0 ? [] : await titles.shownSummaries(viewer, eisbns);
    const titleOf = new Map(summaries.map((summary) => [summary.eisbn, summary.title]));
    const seen = new Set<string>();
    return lines.map((line) => {
      const title = line.isValidIsbn ? (titleOf.get(line.isbn) ?? null) : null;
      const message = problemOf(line, title !== null, seen);
      if (message === '') seen.add(line.isbn);
      return { isbn: line.isbn, success: message === '', title, message };
    });
  }

  return {
    /** The rows of the import, checked; with `addToList` the titles that pass join the list. */
    async importLines(
      owner: ListOwner,
      viewer: Viewer,
      input: { listId: string; lines: ListImportLine[]; addToList: boolean },
    ): Promise<{ rows: ListImportRow[]; list?: TitleList; addedCount?: number }> {
      // Another customer's list answers 404 before a row is read against the catalogue.
      const list = await lists.getList(owner, input.listId);
      const rows = await preview(viewer, input.lines);
      if (!input.addToList) return { rows };
      const passed = rows.filter((row) => row.success).map((row) => row.isbn);
      if (passed.length === 0) return { rows, list, addedCount: 0 };
      const added = await lists.addTitles(owner, list.list_id, passed);
      return { rows, list: added.list, addedCount: added.addedCount };
    },
  };
}
export type ListImportService = ReturnType<typeof createListImportService>;
