import { isExcluded, type BrowseFilter, type EditionLink } from '@bookfront/contract';
import type { ResultReader } from './browse-in-memory.ts';
import type { TextQuery } from './search-query.ts';

/**
 * Whether a result shows each work once (docs/features/browse-and-search.md#editions-of-one-work):
 * a keyword search by words. An ISBN names one edition; a filter that picks a format asks for
 * those editions themselves; the other kinds (author, series …) list every edition as before.
 */
export function groupsEditions(filter: BrowseFilter, query: TextQuery | null): boolean {
  return (
    query !== null &&
    query.isbns === null &&
    query.terms.length > 0 &&
    filter.k === 'keyword' &&
    !filter.f.some((value) => !isExcluded(value))
  );
}

/** A title's work: its work key, or the title itself when it has none. */
const workOf = (eisbn: string, workKeys: Map<string, string | null>) => workKeys.get(eisbn) ?? `eisbn:${eisbn}`;

/** The first title of each work in `eisbns`, in their order: each work at its best place. */
export function leadsOf(eisbns: string[], workKeys: Map<string, string | null>): string[] {
  const seen = new Set<string>();
  return eisbns.filter((eisbn) => {
    const work = workOf(eisbn, workKeys);
    if (seen.has(work)) return false;
    seen.add(work);
    return true;
  });
}

/**
 * A result read by work: its first works' leads in order, and its count of works. Titles are read
 * a quarter more than the works asked for (one title in five is another edition, in the synthetic
 * catalogue as in a bookshop's), and twice as many again while that leaves the list short.
 */
export function groupedReader(
  titles: ResultReader,
  works: {
    findWorkKeys: (eisbns: string[]) => Promise<Map<string, string | null>>;
    count: (cap: number) => Promise<number>;
  },
): ResultReader {
  const known = new Map<string, string | null>();
  return {
    async first(limit) {
      if (limit <= 0) return [];
      for (let reading = Math.ceil(limit * 1.25) + 8; ; reading *= 2) {
        const eisbns = await titles.first(reading);
        const unknown = eisbns.filter((eisbn) => !known.has(eisbn));
        for (const [eisbn, workKey] of await works.findWorkKeys(unknown)) known.set(eisbn, workKey);
        const leads = leadsOf(eisbns, known);
        if (leads.length >= limit || eisbns.length < reading) return leads.slice(0, limit);
      }
    },
    count: works.count,
  };
}

/** A work's editions in a result, the most available first (BrowseRepository.findEditions). */
export type EditionRow = { eisbn: string; workKey: string; binding: string | null };

/** A result shown for a lead: the work's most available edition and the others it was found in. */
export type WorkRow = { eisbn: string; alsoIn: EditionLink[] };

/** Another edition's label on the "Also in" line. */
const editionLabel = (binding: string | null) => binding?.trim() || 'Other edition';

/**
 * The page's rows for its leads: each work shown by its most available edition of the result,
 * with the others behind it; a lead without a work key (or whose editions are not found) stays.
 */
export function workRowsOf(leads: string[], workKeys: Map<string, string | null>, editions: EditionRow[]): WorkRow[] {
  const byWork = new Map<string, EditionRow[]>();
  for (const edition of editions) {
    const list = byWork.get(edition.workKey);
    if (list) list.push(edition);
    else byWork.set(edition.workKey, [edition]);
  }
  return leads.map((lead) => {
    const workKey = workKeys.get(lead);
    const [shown, ...others] = (workKey ? byWork.get(workKey) : undefined) ?? [];
    if (!shown) return { eisbn: lead, alsoIn: [] };
    return {
      eisbn: shown.eisbn,
      alsoIn: others.map((other) => ({ eisbn: other.eisbn, binding: editionLabel(other.binding) })),
    };
  });
}
