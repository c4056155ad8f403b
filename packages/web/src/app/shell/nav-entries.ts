import type { NavigationItem, SiteSettings } from '@bookfront/contract';

/**
 * docs/features/shell-and-navigation.md#pages-not-open-yet: without gift_registry_enabled the registry feature renders nothing, menus included;
 * docs/features/store-settings.md#privacy-policy: a store without a privacy policy has no entry leading to one;
 * docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: a hidden entry is in no menu.
 */
function isShown(item: { path: string; search?: string; hidden?: boolean }, settings: SiteSettings) {
  if (item.hidden) return false;
  if (!settings.gift_registry_enabled && /^\/gift-registry(\/|$)/.test(item.path)) return false;
  if (!settings.has_privacy_policy_page && /^\/privacy-policy\/?([?#]|$)/.test(item.path)) return false;
  return true;
}

/** The navigation as shown: hidden features dropped, submenus filtered the same way. */
export function shownNavigation(items: readonly NavigationItem[], settings: SiteSettings): NavigationItem[] {
  return items
    .filter((item) => isShown(item, settings))
    .map((item) => ({ ...item, submenu: item.submenu.filter((sub) => isShown(sub, settings)) }));
}
