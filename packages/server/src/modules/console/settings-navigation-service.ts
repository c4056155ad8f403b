import {
  consoleContentErrorCodes,
  consoleContentMessages,
  storeSettingsSchema,
  type ConsoleBlockPage,
  type ConsoleNavigation,
  type ConsoleNavigationFields,
  type ConsolePageCreateInput,
  type NavigationItem,
  type StoreSettings,
} from '@bookfront/contract';
import { ConflictError } from '../../lib/errors.ts';
import type { StoreSettingsService } from '../store/settings-service.ts';
import { hasPageTitled, newPageAddress } from './settings-navigation-pages.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** The pages a navigation entry may lead to, as the content module knows them. */
export type NavigationTargetSource = {
  /** Ids of the store's own pages of blocks (the home page aside). */
  pageIds: (storeId: string) => Promise<string[]>;
  featuredLists: (storeId: string) => Promise<{ list_id: string; header: string }[]>;
};

const menusOf = (settings: StoreSettings) => ({
  site_navigation: settings.site_navigation,
  extra_navigation: settings.extra_navigation,
});

/**
 * docs/features/store-console.md#navigation: the storefront's menus, read and saved whole with the
 * settings' own schema, audited before and after, and shown by the storefront at once (the save
 * bumps the store's revision).
 */
export function createConsoleNavigationService(deps: {
  storeSettings: StoreSettingsService;
  audit: Pick<StaffService, 'recordAudit'>;
  targets: NavigationTargetSource;
}) {
  const { storeSettings, audit, targets } = deps;

  async function answer(storeId: string, settings: StoreSettings): Promise<ConsoleNavigation> {
    const [pageIds, featuredLists] = await Promise.all([targets.pageIds(storeId), targets.featuredLists(storeId)]);
    return {
      ...menusOf(settings),
      targets: { pages: pageIds.map((id) => ({ id })), featured_lists: featuredLists },
    };
  }

  return {
    navigation: async (storeId: string) => answer(storeId, await storeSettings.read(storeId)),

    async saveNavigation(staff: StaffIdentity, input: ConsoleNavigationFields) {
      const after = await storeSettings.change(
        staff.storeId,
        (stored) => ({ ...stored, ...input }),
        (trx, before, next) =>
          audit.recordAudit(trx, staff, {
            action: 'settings.navigation',
            subject: 'navigation',
            before: menusOf(before),
            after: menusOf(next),
          }),
      );
      return answer(staff.storeId, after);
    },

    /**
     * docs/features/store-console.md#home-page: a new store page, its entry put at the end of `menu`,
     * in the same transaction as the audit entry; a title another store page has is refused.
     */
    async createPage(staff: StaffIdentity, input: Required<ConsolePageCreateInput>): Promise<ConsoleBlockPage> {
      const blockPageIds = await targets.pageIds(staff.storeId);
      let entry: NavigationItem | undefined;
      await storeSettings.change(
        staff.storeId,
        (stored) => {
          const settings = storeSettingsSchema.parse(stored);
          if (hasPageTitled(settings, input.title)) {
            throw new ConflictError(consoleContentErrorCodes.pageTitleTaken, consoleContentMessages.pageTitleTaken, {
              title: consoleContentMessages.pageTitleTaken,
            });
          }
          const address = newPageAddress(settings, input.title, blockPageIds);
          // A page in no menu is a hidden entry of the menu bar's: the storefront routes it all the same.
          const menu = input.menu === 'none' ? 'site_navigation' : input.menu;
          entry = {
            ...address,
            label: input.title,
            type: 'custom',
            submenu: [],
            ...(input.menu === 'none' ? { hidden: true } : {}),
          };
          return { ...stored, [menu]: [...settings[menu], entry] };
        },
        (trx, _before, _after) =>
          audit.recordAudit(trx, staff, {
            action: 'page.create',
            subject: entry?.id ?? '',
            after: { ...entry, menu: input.menu },
          }),
      );
      if (!entry) throw new Error('the new page has no entry');
      return { page_id: entry.id, title: entry.label, path: entry.path, block_count: 0 };
    },
  };
}
export type ConsoleNavigationService = ReturnType<typeof createConsoleNavigationService>;
