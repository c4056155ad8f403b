import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { consoleCatalogueErrorCodes as codes } from './catalogue-messages.ts';
import {
  consoleCatalogueSearchInputSchema,
  consoleCatalogueSearchResultSchema,
  consoleCatalogueTitleSchema,
  consoleCoverUploadInputSchema,
  consoleImportIdInputSchema,
  consoleImportProgressSchema,
  consoleImportStartedSchema,
  consoleLocationsSchema,
  consoleStockImportInputSchema,
  consoleStockSaveInputSchema,
  consoleStoreSubjectAddInputSchema,
  consoleStoreSubjectListSchema,
  consoleStoreSubjectRemoveInputSchema,
  consoleTitleHiddenInputSchema,
  consoleTitleImportInputSchema,
  consoleTitleInputSchema,
} from './catalogue-schemas.ts';

/** The catalogue and stock are a manager's or the owner's (docs/features/store-console.md#roles). */
const catalogueRoles = ['owner', 'manager'] as const;

export const consoleCatalogueImportAction = defineAction({
  name: 'console/catalogue/import',
  input: consoleTitleImportInputSchema,
  output: consoleImportStartedSchema,
  errors: [],
  access: 'staff',
  staffRoles: catalogueRoles,
  upload: true,
});

export const consoleCatalogueImportStockAction = defineAction({
  name: 'console/catalogue/importStock',
  input: consoleStockImportInputSchema,
  output: consoleImportStartedSchema,
  errors: [codes.locationNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
  upload: true,
});

export const consoleCatalogueImportProgressAction = defineAction({
  name: 'console/catalogue/importProgress',
  input: consoleImportIdInputSchema,
  output: consoleImportProgressSchema,
  errors: [codes.importNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueLocationsAction = defineAction({
  name: 'console/catalogue/locations',
  input: emptyInputSchema,
  output: consoleLocationsSchema,
  errors: [],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueSearchAction = defineAction({
  name: 'console/catalogue/search',
  input: consoleCatalogueSearchInputSchema,
  output: consoleCatalogueSearchResultSchema,
  errors: [],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueGetAction = defineAction({
  name: 'console/catalogue/get',
  input: consoleTitleInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueSaveStockAction = defineAction({
  name: 'console/catalogue/saveStock',
  input: consoleStockSaveInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound, codes.locationNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueUploadCoverAction = defineAction({
  name: 'console/catalogue/uploadCover',
  input: consoleCoverUploadInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound, codes.coverRefused, codes.coverTooLarge],
  access: 'staff',
  staffRoles: catalogueRoles,
  upload: true,
});

export const consoleCatalogueSetHiddenAction = defineAction({
  name: 'console/catalogue/setHidden',
  input: consoleTitleHiddenInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueStoreSubjectsAction = defineAction({
  name: 'console/catalogue/storeSubjects',
  input: emptyInputSchema,
  output: consoleStoreSubjectListSchema,
  errors: [],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueAddStoreSubjectAction = defineAction({
  name: 'console/catalogue/addStoreSubject',
  input: consoleStoreSubjectAddInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound, codes.storeSubjectNamed, codes.storeSubjectsFull],
  access: 'staff',
  staffRoles: catalogueRoles,
});

export const consoleCatalogueRemoveStoreSubjectAction = defineAction({
  name: 'console/catalogue/removeStoreSubject',
  input: consoleStoreSubjectRemoveInputSchema,
  output: consoleCatalogueTitleSchema,
  errors: [codes.titleNotFound],
  access: 'staff',
  staffRoles: catalogueRoles,
});

/** The console's Catalogue and stock pages (docs/features/store-console.md#catalogue-and-stock). */
export const consoleCatalogueActionTable = tableOf(
  consoleCatalogueImportAction,
  consoleCatalogueImportStockAction,
  consoleCatalogueImportProgressAction,
  consoleCatalogueLocationsAction,
  consoleCatalogueSearchAction,
  consoleCatalogueGetAction,
  consoleCatalogueSaveStockAction,
  consoleCatalogueUploadCoverAction,
  consoleCatalogueSetHiddenAction,
  consoleCatalogueStoreSubjectsAction,
  consoleCatalogueAddStoreSubjectAction,
  consoleCatalogueRemoveStoreSubjectAction,
);
