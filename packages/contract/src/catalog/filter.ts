import { z } from 'zod';
import { jsonStringSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { searchKinds, sortValues } from './browse-paths.ts';

export const sortSchema = z.enum(sortValues);
export const searchKindSchema = z.enum(searchKinds);

const filterValueSchema = z.string().trim().min(1).max(200);
// browse/get sends value lists as JSON strings (docs/features/browse-and-search.md#filters-and-sort); the URL parser hands over arrays.
const filterValuesSchema = jsonStringSchema(z.array(filterValueSchema).max(50)).default([]);

export const browseFilterSchema = z.object({
  b: filterValuesSchema,
  s: filterValuesSchema,
  n: filterValuesSchema,
  d: filterValuesSchema,
  f: filterValuesSchema,
  a: filterValuesSchema,
  c: filterValuesSchema,
  r: filterValuesSchema,
  g: filterValuesSchema,
  j: filterValuesSchema,
  o: z.coerce.number().int().min(0).max(1_000_000).default(0),
  l: z.coerce
    .number()
    .int()
    .refine(
      (length) =>
        length === limits.browseDefaultPageLength || limits.browsePageLengths.some((allowed) => allowed === length),
      {
        message: 'Page length must be 26, 50, 100 or 200.',
      },
    )
    .default(limits.browseDefaultPageLength),
  v: sortSchema.default(''),
  t: z.string().trim().max(500).default(''),
  k: searchKindSchema.default('keyword'),
});
export type BrowseFilter = z.infer<typeof browseFilterSchema>;

// The path reader lives apart, without zod, for the browse page (browse-filter-path.ts).
export { BrowsePathError, parseBrowseFilterPath, searchKindOf, sortOf } from './browse-filter-path.ts';
