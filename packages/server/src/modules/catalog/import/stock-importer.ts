import type { Readable } from 'node:stream';
import { availabilityStates, type AvailabilityState, commonErrorCodes } from '@bookfront/contract';
import type { NewStock } from '../../../db/schema.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import { checkedEisbn } from '../../../lib/identifiers.ts';
import { nowSeconds } from '../../../lib/time.ts';
import type { StoreService } from '../../store/service.ts';
import type { CatalogRepository } from '../repository.ts';
import { CsvSyntaxError, readCsvRows } from './csv-reader.ts';
import { emptySummary, reject, type ImportSummary } from './title-importer.ts';

type Row = Record<string, string | undefined>;
type PendingStock = {
  row: Omit<NewStock, 'listPriceUsaCents' | 'listPriceCanCents' | 'availabilityCode'> & {
    listPriceUsaCents: number | null;
    listPriceCanCents: number | null;
    availabilityCode: AvailabilityState | null;
  };
  line: number;
  reference: string;
};

const defaultBatchSize = 500;
const booleanWords: Record<string, number> = { '1': 1, true: 1, yes: 1, y: 1, '0': 0, false: 0, no: 0, n: 0 };
const isAvailabilityState = (text: string): text is AvailabilityState =>
  (availabilityStates as readonly string[]).includes(text);

/** Names the ids a stock row or `--location` may use, so a mistyped one can be put right. */
const validLocations = (locationIds: Set<string>) =>
  locationIds.size === 0
    ? 'it has no locations yet'
    : `its locations: ${[...locationIds].map((id) => `'${id}'`).join(', ')}`;

const value = (row: Row, ...names: string[]): string | null => {
  for (const name of names) {
    const text = row[name]?.trim();
    if (text) return text;
  }
  return null;
};

/** docs/features/item-page.md#availability availability when the file names none: forthcoming before release, no_price without a price. */
function availabilityOf(priceCents: number, releaseDate: number | null, now: number): AvailabilityState {
  if (releaseDate !== null && releaseDate > now) return 'forthcoming';
  if (priceCents <= 0) return 'no_price';
  return 'available';
}

/** One stock CSV row → a stock row still to be checked against the catalogue, or why it cannot be one. */
function parseStockRow(
  row: Row,
  context: {
    storeId: string;
    locationId: string | undefined;
    locationIds: Set<string>;
    onlyLocation: boolean;
    now: number;
  },
): PendingStock['row'] | { reason: string } {
  const problems: string[] = [];
  const number = (names: string[], options: { scale?: number; max?: number } = {}): number | null => {
    const text = value(row, ...names);
    if (text === null) return null;
    const parsed = Number(text.replace(/^\$/, ''));
    const scaled = options.scale ? Math.round(parsed * options.scale) : parsed;
    if (!Number.isFinite(parsed) || !Number.isInteger(scaled) || scaled < 0 || scaled > (options.max ?? 2 ** 31 - 1)) {
      problems.push(
        `${names[0] ?? 'value'} '${text}' is not a whole number${options.max ? ` from 0 to ${options.max}` : ''}`,
      );
      return null;
    }
    return scaled;
  };

  const locationId = value(row, 'location_id') ?? context.locationId ?? null;
  if (locationId === null) problems.push('has no location_id (or give --location)');
  else if (context.onlyLocation && locationId !== context.locationId)
    problems.push(`location '${locationId}' is not the location '${context.locationId ?? ''}' this file is for`);
  else if (!context.locationIds.has(locationId))
    problems.push(
      `location '${locationId}' is not a location of store '${context.storeId}' (${validLocations(context.locationIds)})`,
    );
  const isbn = value(row, 'eisbn', 'isbn13', 'isbn', 'ean');
  const eisbn = isbn === null ? null : checkedEisbn(isbn);
  if (isbn === null) problems.push('has no eisbn');
  else if (eisbn === null) problems.push(`eisbn '${isbn}' is not a valid ISBN or EAN`);
  const priceCents = number(['price_cents']) ?? number(['price'], { scale: 100 });
  if (priceCents === null && value(row, 'price_cents', 'price') === null)
    problems.push('has no price_cents (or price)');
  const conditionCode = (value(row, 'condition_code') ?? 'NEW').toUpperCase();
  if (!/^[A-Z0-9_-]{1,16}$/.test(conditionCode)) problems.push(`condition_code '${conditionCode}' is not a code`);
  const availability = value(row, 'availability_code')?.toLowerCase() ?? null;
  if (availability !== null && !isAvailabilityState(availability))
    problems.push(`availability_code '${availability}' is not one of ${availabilityStates.join(', ')}`);
  const extraOrderable = value(row, 'is_extra_orderable');
  const isExtraOrderable = extraOrderable === null ? 1 : booleanWords[extraOrderable.toLowerCase()];
  if (isExtraOrderable === undefined)
    problems.push(`is_extra_orderable '${extraOrderable}' is not 1/0, true/false or yes/no`);
  const rank = number(['rank']);
  if (rank === 0) problems.push('rank starts at 1');
  const stock = {
    onhand: number(['onhand']) ?? 0,
    onorder: number(['onorder']) ?? 0,
    listPriceUsaCents: number(['list_price_usa_cents']) ?? number(['list_price_usa'], { scale: 100 }),
    listPriceCanCents: number(['list_price_can_cents']) ?? number(['list_price_can'], { scale: 100 }),
    discountPercent: number(['discount_percent'], { max: 100 }) ?? 0,
  };
  if (
    problems.length > 0 ||
    locationId === null ||
    eisbn === null ||
    priceCents === null ||
    isExtraOrderable === undefined
  )
    return { reason: problems.join('; ') };
  return {
    storeId: context.storeId,
    locationId,
    eisbn,
    conditionCode,
    priceCents,
    ...stock,
    availabilityCode: availability !== null && isAvailabilityState(availability) ? availability : null,
    isExtraOrderable,
    rank,
    updatedAt: context.now,
  };
}

/**
 * Loads a store's stock and prices from a CSV (columns in README.md), upserting by
 * (store, location, eisbn, condition). List prices and availability default from the title.
 */
export async function importStock(
  input: Readable,
  options: {
    repo: CatalogRepository;
    stores: Pick<StoreService, 'locationIdsOf'>;
    storeId: string;
    locationId?: string | undefined;
    /** Rows naming another location than `locationId` are rejected (a file uploaded for one location). */
    onlyLocation?: boolean;
    batchSize?: number;
    /** Called after every `progressEvery` rows read. */
    onProgress?: (summary: ImportSummary) => void;
    progressEvery?: number;
  },
): Promise<ImportSummary> {
  const { repo, storeId } = options;
  const locationIds = await options.stores.locationIdsOf(storeId);
  if (!locationIds) throw new NotFoundError(commonErrorCodes.storeNotFound, `No store with id '${storeId}'.`);
  if (options.locationId !== undefined && !locationIds.has(options.locationId))
    throw new NotFoundError(
      commonErrorCodes.locationNotFound,
      `Store '${storeId}' has no location '${options.locationId}' (${validLocations(locationIds)}).`,
    );
  const batchSize = options.batchSize ?? defaultBatchSize;
  const summary = emptySummary();
  const now = nowSeconds();
  let batch = new Map<string, PendingStock>();

  const flush = async () => {
    if (batch.size === 0) return;
    const pending = [...batch.values()];
    batch = new Map();
    const eisbns = [...new Set(pending.map(({ row }) => row.eisbn))];
    await repo.transaction(async (trx) => {
      const facts = new Map((await repo.findTitleFacts(eisbns, trx)).map((title) => [title.eisbn, title]));
      const existing = await repo.findExistingStockKeys(storeId, eisbns, trx);
      const rows: NewStock[] = [];
      for (const { row, line, reference } of pending) {
        const title = facts.get(row.eisbn);
        if (!title) {
          reject(summary, { reference, line, reason: `eisbn ${row.eisbn} is not in the catalogue` });
          continue;
        }
        rows.push({
          ...row,
          listPriceUsaCents: row.listPriceUsaCents ?? title.listPriceUsaCents,
          listPriceCanCents: row.listPriceCanCents ?? title.listPriceCanCents,
          availabilityCode: row.availabilityCode ?? availabilityOf(row.priceCents, title.releaseDate, now),
        });
        if (existing.has(`${row.locationId} ${row.eisbn} ${row.conditionCode}`)) summary.updated += 1;
        else summary.inserted += 1;
      }
      if (rows.length > 0) await repo.upsertStock(rows, trx);
    });
  };

  try {
    for await (const { row, line, problem } of readCsvRows(input)) {
      summary.read += 1;
      const reference = value(row, 'eisbn', 'isbn13', 'isbn', 'ean') ?? '';
      const parsed = problem
        ? { reason: problem }
        : parseStockRow(row, {
            storeId,
            locationId: options.locationId,
            locationIds,
            onlyLocation: options.onlyLocation ?? false,
            now,
          });
      if (options.onProgress && summary.read % (options.progressEvery ?? 10_000) === 0) options.onProgress(summary);
      if ('reason' in parsed) {
        reject(summary, { reference, line, reason: parsed.reason });
        continue;
      }
      const key = `${parsed.locationId} ${parsed.eisbn} ${parsed.conditionCode}`;
      if (batch.has(key)) await flush();
      batch.set(key, { row: parsed, line, reference });
      if (batch.size >= batchSize) await flush();
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    summary.fatal = { message: error.message, line: error.line };
  }
  await flush();
  // Rows of a title missing from the catalogue are found when their batch is written; list all in file order.
  summary.errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return summary;
}
