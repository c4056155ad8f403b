import { type ConsoleNavigation, type ConsoleNavigationFields, type StoreSettings } from '@bookfront/contract';
import type { StoreSettingsService } from '../store/settings-service.ts';
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
  };
}
export type ConsoleNavigationService = ReturnType<typeof createConsoleNavigationService>;
