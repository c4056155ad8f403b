import { z } from 'zod';
import { jsonStringSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { filterGroupLetters, searchKinds, sortValues } from './browse-paths.ts';

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

const scalarLetters = ['o', 'l', 'v', 't', 'k'] as const;
const allLetters = new Set<string>([...filterGroupLetters, ...scalarLetters]);

export class BrowsePathError extends Error {}

/** Reads the segments after `/browse/filter/`; throws BrowsePathError on a malformed path. */
export function parseBrowseFilterPath(path: string): BrowseFilter {
  const segments = path.split('/').filter((segment) => segment !== '');
  const raw: Record<string, unknown> = {};
  for (let index = 0; index < segments.length; index += 2) {
    const letter = segments[index] ?? '';
    const value = segments[index + 1];
    if (!allLetters.has(letter) || value === undefined)
      throw new BrowsePathError(`Unknown filter segment '${letter}'.`);
    let decoded: string[];
    try {
      decoded = value.split(',').map((part) => decodeURIComponent(part));
    } catch {
      throw new BrowsePathError('The filter path is not correctly encoded.');
    }
    raw[letter] = (filterGroupLetters as readonly string[]).includes(letter) ? decoded : decoded.join(',');
  }
  const parsed = browseFilterSchema.safeParse(raw);
  if (!parsed.success) throw new BrowsePathError(parsed.error.issues[0]?.message ?? 'Invalid filter.');
  return parsed.data;
}
