import { catalogErrorCodes, catalogMessages, relatedGroupLabels, type TitleSummary } from '@bookfront/contract';
import { NotFoundError } from '../../lib/errors.ts';
import type { TitleService } from './title-service.ts';
import type { TitleRepository } from './title-repository.ts';
import type { Viewer } from './viewer.ts';

/** Rows per related group on the item page, and per series / author list. */
const groupRows = 12;
const listRows = 100;
const countCap = 1000;

type RelatedGroup = { fullname: string; row_count: number; tooltip: string; rows: TitleSummary[] };

/** '3', '3.5', 'Book 12' sort by their number; anything without one goes last. */
function seriesNumber(value: string | null): number {
  const match = value ? /\d+(\.\d+)?/.exec(value) : null;
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/** The item page's lists around one title: related groups, other editions, series, an author's titles. */
export function createRelatedService(repo: TitleRepository, titles: TitleService) {
  async function requireTitle(eisbn: string) {
    const row = await repo.findDetailRow(eisbn);
    if (!row) throw new NotFoundError(catalogErrorCodes.itemNotFound, catalogMessages.itemNotFound);
    return row;
  }

  /** A series in its order; without the other editions of `exceptWork` when given. */
  async function seriesEisbns(series: string, exceptWork: string | null = null): Promise<string[]> {
    const rows = await repo.findSeriesRows(series, listRows);
    return rows
      .filter((row) => exceptWork === null || row.workKey !== exceptWork)
      .sort(
        (a, b) =>
          seriesNumber(a.seriesNumber) - seriesNumber(b.seriesNumber) ||
          (a.releaseDate ?? 0) - (b.releaseDate ?? 0) ||
          a.eisbn.localeCompare(b.eisbn),
      )
      .map((row) => row.eisbn);
  }

  return {
    /**
     * title/getRelatedItems: more by the first author, more in the series, more in the first
     * subject; none of them lists the title's own other editions (docs/features/item-page.md#series-editions-and-related-titles).
     */
    async getRelatedItems(viewer: Viewer, eisbn: string): Promise<{ groups: RelatedGroup[] }> {
      const title = await requireTitle(eisbn);
      const [contributors, subjects] = await Promise.all([repo.findContributors([eisbn]), repo.findSubjects(eisbn)]);
      const groups: RelatedGroup[] = [];

      const author = contributors[0]?.name;
      if (author) {
        const { eisbns, count } = await repo.findContributorEisbns({
          name: author,
          excludeWorkKey: title.workKey,
          limit: groupRows + 1,
        });
        const others = eisbns.filter((candidate) => candidate !== eisbn).slice(0, groupRows);
        if (others.length > 0)
          groups.push({
            fullname: relatedGroupLabels.moreByAuthor(author),
            row_count: Math.max(count - (eisbns.includes(eisbn) ? 1 : 0), others.length),
            tooltip: relatedGroupLabels.moreByAuthorTooltip(author),
            rows: await titles.shownSummaries(viewer, others),
          });
      }

      if (title.series) {
        const others = (await seriesEisbns(title.series, title.workKey)).filter((candidate) => candidate !== eisbn);
        if (others.length > 0)
          groups.push({
            fullname: relatedGroupLabels.moreInSeries,
            row_count: others.length,
            tooltip: relatedGroupLabels.moreInSeriesTooltip(title.series),
            rows: await titles.shownSummaries(viewer, others.slice(0, groupRows)),
          });
      }

      const subject = subjects.find((candidate) => candidate.scheme !== 'STORE');
      if (subject) {
        // 'Fiction / Science Fiction / General' reads as 'Science Fiction'.
        const parts = subject.label.split(' / ');
        const name = (parts.at(-1) === 'General' && parts.length > 1 ? parts.at(-2) : parts.at(-1)) ?? subject.label;
        const { eisbns, count } = await repo.findSubjectEisbns({
          code: subject.code,
          excludeEisbn: eisbn,
          excludeWorkKey: title.workKey,
          limit: groupRows,
          countCap,
        });
        if (eisbns.length > 0)
          groups.push({
            fullname: relatedGroupLabels.moreInSubject(name),
            row_count: count,
            tooltip: relatedGroupLabels.moreInSubjectTooltip(name),
            rows: await titles.shownSummaries(viewer, eisbns),
          });
      }
      return { groups };
    },

    /** title/getBindingItems: the other editions of the same work. */
    async getBindingItems(viewer: Viewer, eisbn: string): Promise<{ rows: TitleSummary[] }> {
      const title = await requireTitle(eisbn);
      if (title.workKey === null) return { rows: [] };
      return {
        rows: await titles.shownSummaries(viewer, await repo.findEditionEisbns(title.workKey, eisbn, listRows)),
      };
    },

    /** title/getSeriesItems: a series in its order. */
    getSeriesItems: async (viewer: Viewer, series: string) => ({
      rows: await titles.shownSummaries(viewer, await seriesEisbns(series)),
    }),

    /** title/getAuthorItems: a contributor's titles, most popular first. */
    async getAuthorItems(viewer: Viewer, author: string) {
      const { eisbns } = await repo.findContributorEisbns({ name: author, excludeWorkKey: null, limit: listRows });
      return { rows: await titles.shownSummaries(viewer, eisbns) };
    },
  };
}
export type RelatedService = ReturnType<typeof createRelatedService>;
