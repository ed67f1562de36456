import type { Locator } from '@playwright/test';

/** The sidebar entries inside `nav`, as their data-menu-item keys, in the order shown. */
export function menuKeys(nav: Locator): Promise<string[]> {
  return nav
    .locator('[data-menu-item]')
    .evaluateAll((elements) => elements.map((el) => el.getAttribute('data-menu-item') ?? ''));
}

/** The manager submenu's entries inside `nav`, as their data-manager-item keys, in the order shown. */
export function managerKeys(nav: Locator): Promise<string[]> {
  return nav
    .locator('[data-manager-item]')
    .evaluateAll((elements) => elements.map((el) => el.getAttribute('data-manager-item') ?? ''));
}
