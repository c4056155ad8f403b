import { z } from 'zod';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
import { availabilityStateSchema } from '../catalog/schemas.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { consoleCatalogueMessages as messages } from './catalogue-messages.ts';

/* The console's Catalogue and stock pages (docs/features/store-console.md#catalogue-and-stock). */

/** The largest cover image the console takes. */
export const consoleCoverMaxBytes = 10 * 1024 * 1024;
/** How many titles a console search lists. */
export const consoleCatalogueSearchLimit = 25;

const fileSchema = uploadedFileSchema.refine((file) => file.data.byteLength > 0, messages.fileRequired);

const locationIdSchema = z
  .string({ error: messages.locationRequired })
  .trim()
  .min(1, messages.locationRequired)
  .max(64, messages.locationRequired);

const eisbnSchema = z
  .string({ error: messages.titleNotFound })
  .trim()
  .regex(/^\d{13}$/, messages.titleNotFound);

/** console/catalogue/import: an ONIX or catalogue CSV file. */
export const consoleTitleImportInputSchema = z.object({ file: fileSchema });

/** console/catalogue/importStock: a stock CSV for one location of the store. */
export const consoleStockImportInputSchema = z.object({ file: fileSchema, location_id: locationIdSchema });

export const consoleImportStartedSchema = z.object({ import_id: z.string() });
export type ConsoleImportStarted = z.infer<typeof consoleImportStartedSchema>;

/** An import's id: base64url, as the server makes them; anything else finds no import. */
export const consoleImportIdInputSchema = z.object({
  import_id: z
    .string({ error: messages.importNotFound })
    .trim()
    .min(16, messages.importNotFound)
    .max(64, messages.importNotFound)
    .regex(/^[\w-]+$/, messages.importNotFound),
});
export type ConsoleImportIdInput = z.input<typeof consoleImportIdInputSchema>;

export const consoleImportKinds = ['titles', 'stock'] as const;
export const consoleImportStatuses = ['waiting', 'running', 'done', 'failed'] as const;
export type ConsoleImportStatus = (typeof consoleImportStatuses)[number];

/** The importer's summary (packages/server/src/modules/catalog/import/README.md). */
export const consoleImportSummarySchema = z.object({
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  /** The first rejected records; `rejected` counts them all. */
  errors: z.array(z.object({ reference: z.string(), line: z.number().int().nullable(), reason: z.string() })),
  fatal: z.object({ message: z.string(), line: z.number().int() }).nullable(),
});
export type ConsoleImportSummary = z.infer<typeof consoleImportSummarySchema>;

/** console/catalogue/importProgress: where an import is, and its summary once done. */
export const consoleImportProgressSchema = z.object({
  import_id: z.string(),
  kind: z.enum(consoleImportKinds),
  file_name: z.string(),
  location_id: z.string().nullable(),
  status: z.enum(consoleImportStatuses),
  /** 0–100. */
  progress: z.number().int(),
  read: z.number().int(),
  /** The records the file holds, counted before the import starts; null when not known. */
  total: z.number().int().nullable(),
  summary: consoleImportSummarySchema.nullable(),
});
export type ConsoleImportProgress = z.infer<typeof consoleImportProgressSchema>;

export const consoleLocationsSchema = z.object({
  locations: z.array(z.object({ location_id: z.string(), name: z.string() })),
});
export type ConsoleLocations = z.infer<typeof consoleLocationsSchema>;

/** console/catalogue/search: an ISBN (with or without hyphens) or words of the title or its contributors. */
export const consoleCatalogueSearchInputSchema = z.object({
  q: singleLineTextSchema({ error: messages.queryRequired }).min(1, messages.queryRequired).max(200),
});
export type ConsoleCatalogueSearchInput = z.input<typeof consoleCatalogueSearchInputSchema>;

export const consoleCatalogueRowSchema = z.object({
  eisbn: z.string(),
  title: z.string(),
  contributors: z.string(),
  binding: z.string(),
  /** The store stocks it at one location or more. */
  stocked: z.boolean(),
});
export type ConsoleCatalogueRow = z.infer<typeof consoleCatalogueRowSchema>;

export const consoleCatalogueSearchResultSchema = z.object({ rows: z.array(consoleCatalogueRowSchema) });
export type ConsoleCatalogueSearchResult = z.infer<typeof consoleCatalogueSearchResultSchema>;

export const consoleTitleInputSchema = z.object({ eisbn: eisbnSchema });
export type ConsoleTitleInput = z.input<typeof consoleTitleInputSchema>;

/** The store's own fields of a title at one location (its NEW condition's stock row). */
export const consoleStockFieldsSchema = z.object({
  onhand: z
    .number({ error: messages.onhandInvalid })
    .int(messages.onhandInvalid)
    .min(0, messages.onhandInvalid)
    .max(999_999, messages.onhandInvalid),
  price_cents: z
    .number({ error: messages.priceInvalid })
    .int(messages.priceInvalid)
    .min(0, messages.priceInvalid)
    .max(100_000_000, messages.priceInvalid),
  availability_code: availabilityStateSchema,
  is_extra_orderable: z.boolean(),
});
export type ConsoleStockFields = z.infer<typeof consoleStockFieldsSchema>;

/** How many store subjects (a title and a code each) a store keeps: every browse of the store reads them all. */
export const storeSubjectRowsMax = 2000;

/** A store subject's code: a special subject's, two underscores then letters or digits (browse filter group n). */
export const storeSubjectCodeSchema = z
  .string({ error: messages.storeSubjectCodeInvalid })
  .trim()
  .regex(/^__[A-Za-z0-9]{1,62}$/, messages.storeSubjectCodeInvalid);

/** A store subject as a title has it, and as the storefront shows it (docs/features/store-console.md#catalogue-and-stock). */
export const consoleStoreSubjectSchema = z.object({
  code: z.string(),
  label: z.string(),
});
export type ConsoleStoreSubject = z.infer<typeof consoleStoreSubjectSchema>;

/** console/catalogue/get: a title as the console edits it, with the store's stock at each location. */
export const consoleCatalogueTitleSchema = z.object({
  eisbn: z.string(),
  title: z.string(),
  subtitle: z.string(),
  contributors: z.string(),
  publisher: z.string(),
  binding: z.string(),
  cover_image_cache: z.string(),
  /** Hidden from this store's storefront (docs/features/store-console.md#catalogue-and-stock). */
  hidden: z.boolean(),
  /** The store's own subjects of the title, by code. */
  store_subjects: z.array(consoleStoreSubjectSchema),
  locations: z.array(
    z.object({ location_id: z.string(), name: z.string(), stock: consoleStockFieldsSchema.nullable() }),
  ),
});
export type ConsoleCatalogueTitle = z.infer<typeof consoleCatalogueTitleSchema>;

/** console/catalogue/saveStock: the store's fields of a title at one location. */
export const consoleStockSaveInputSchema = consoleStockFieldsSchema.extend({
  eisbn: eisbnSchema,
  location_id: locationIdSchema,
});
export type ConsoleStockSaveInput = z.input<typeof consoleStockSaveInputSchema>;

/** console/catalogue/setHidden: hide a title from this store's storefront, or show it again. */
export const consoleTitleHiddenInputSchema = z.object({ eisbn: eisbnSchema, hidden: z.boolean() });
export type ConsoleTitleHiddenInput = z.input<typeof consoleTitleHiddenInputSchema>;

/** console/catalogue/addStoreSubject: a store subject of this store's for a title, new or one it uses already. */
export const consoleStoreSubjectAddInputSchema = z.object({
  eisbn: eisbnSchema,
  code: storeSubjectCodeSchema,
  label: singleLineTextSchema({ error: messages.storeSubjectLabelInvalid })
    .trim()
    .min(1, messages.storeSubjectLabelInvalid)
    .max(80, messages.storeSubjectLabelInvalid),
});
export type ConsoleStoreSubjectAddInput = z.input<typeof consoleStoreSubjectAddInputSchema>;

/** console/catalogue/removeStoreSubject: takes one of the store's subjects off a title. */
export const consoleStoreSubjectRemoveInputSchema = z.object({ eisbn: eisbnSchema, code: storeSubjectCodeSchema });
export type ConsoleStoreSubjectRemoveInput = z.input<typeof consoleStoreSubjectRemoveInputSchema>;

/** console/catalogue/storeSubjects: the store subjects the store uses, by label, with how many titles have each. */
export const consoleStoreSubjectListSchema = z.object({
  subjects: z.array(consoleStoreSubjectSchema.extend({ titles: z.number().int() })),
});
export type ConsoleStoreSubjectList = z.infer<typeof consoleStoreSubjectListSchema>;

/** console/catalogue/uploadCover: a JPEG, PNG or WebP image, judged by its bytes. */
export const consoleCoverUploadInputSchema = z.object({ eisbn: eisbnSchema, file: fileSchema });
