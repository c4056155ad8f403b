import type { ConditionBuilder } from './browse-filters.ts';
import type { FacetIndex, TitleGroupName } from './facet-index.ts';
import { TitleBitset } from './title-bitset.ts';

/** A filter condition as a set of the facet index's titles; null where the index cannot say. */
export type IndexCondition = TitleBitset | null;

const groupOfColumn = {
  binding_code: 'binding',
  audience: 'audience',
  language: 'language',
  publisher: 'publisher',
} as const satisfies Record<string, TitleGroupName>;

const subjectGroups: TitleGroupName[] = ['subjectTop', 'subjectCode', 'storeSubject'];

/**
 * The conditions on title data (subject, format, audience, contributor, language, publisher) as
 * sets of the facet index's titles, meaning the same titles as browse-repository.ts's SQL; stock,
 * prices, dates and words are null (the index does not hold them). A broad filter's facets are then
 * counted without listing its titles by SQL: English alone is 85% of a catalogue, and on
 * PostgreSQL that listing took most of a second on 200,000 titles
 * (docs/decisions/0054-editions-grouped-in-search.md#postgresql-and-broad-filters).
 */
export function facetIndexConditions(index: FacetIndex): ConditionBuilder<IndexCondition> {
  const none = TitleBitset.empty(index.maxId);
  const titlesWith = (names: TitleGroupName[], test: (key: string) => boolean) =>
    names.reduce((found, name) => found.or(index.groups[name].titlesWith(test, index.maxId)), none);
  const unknown = () => null;
  const known = (list: IndexCondition[]): list is TitleBitset[] => list.every((condition) => condition !== null);
  return {
    none,
    and: (list) => (!known(list) ? null : list.reduce((result, set) => result.and(set), index.all)),
    or: (list) => (!known(list) ? null : list.reduce((result, set) => result.or(set), none)),
    not: (condition) => (condition === null ? null : index.all.andNot(condition)),
    inStockHere: unknown,
    onOrderHere: unknown,
    inStockElsewhere: unknown,
    orderableHere: unknown,
    notInStockHere: unknown,
    notInStockInStore: unknown,
    priceBetween: unknown,
    releasedBetween: unknown,
    text: unknown,
    eisbnIn: (eisbns) => index.setOf(eisbns),
    // Top-level codes are the first letters of their codes, so a prefix of one is a prefix of theirs.
    subjectPrefix: (prefixes) => titlesWith(subjectGroups, (key) => prefixes.some((prefix) => key.startsWith(prefix))),
    subjectCode: (codes) => titlesWith(subjectGroups, (key) => codes.includes(key)),
    contributor: (names) => titlesWith(['contributor'], (key) => names.includes(key)),
    columnIn: (column, values) => {
      const group = groupOfColumn[column];
      const chosen = titlesWith([group], (key) => values.includes(key));
      // '' stands for a title without a value, which the group does not list.
      return values.includes('') ? chosen.or(index.all.andNot(titlesWith([group], () => true))) : chosen;
    },
  };
}
