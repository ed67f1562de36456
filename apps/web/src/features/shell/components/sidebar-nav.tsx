import { NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { MANAGER_ITEM_PATHS, type MenuItem, menuItemPath } from '@ponte/shared/permissions';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentSession } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { MANAGER_ICONS, MENU_ICONS } from './menu-icons.tsx';

function isActive(pathname: string, target: string): boolean {
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** The folder of a link: a profile tab is active for every tab of that profile. */
function activeRoot(item: Exclude<MenuItem, 'managerSubmenu'>, path: string): string {
  return item === 'myProfile' ? path.slice(0, path.lastIndexOf('/')) : path;
}

interface SidebarNavProps {
  collapsed: boolean;
  /** Opening the manager submenu needs the labels, so it forces the sidebar open (spec §2). */
  onRequestExpand: () => void;
  onNavigate?: () => void;
  /** False where a parent already is the navigation landmark (the desktop navbar): one landmark, not two nested. */
  landmark?: boolean;
}

/** Exactly the entries the API granted (session.permissions.menu), in the matrix's order. */
export function SidebarNav({ collapsed, onRequestExpand, onNavigate, landmark = true }: SidebarNavProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const session = useCurrentSession();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const { menu, managerItems } = session.permissions;
  // One item is highlighted at a time: the one whose path matches the most of the address
  // ("empresas/cadastradas" over "empresas").
  const targets = [
    ...menu.flatMap((item) =>
      item === 'managerSubmenu' ? [] : [activeRoot(item, menuItemPath(item, tenant.slug, session.publicId))],
    ),
    ...managerItems.map((item) => MANAGER_ITEM_PATHS[item]),
  ];
  const current = targets
    .filter((target) => isActive(pathname, target))
    .reduce<string | null>((best, target) => (best === null || target.length > best.length ? target : best), null);
  const isCurrent = (target: string) => target === current;
  const managerActive = managerItems.some((item) => isCurrent(MANAGER_ITEM_PATHS[item]));
  const [managerOpen, setManagerOpen] = useState(managerActive);

  const withTooltip = (key: string, label: string, node: ReactElement) => (
    <Fragment key={key}>
      {collapsed ? (
        <Tooltip label={label} position="right" withArrow openDelay={200}>
          {node}
        </Tooltip>
      ) : (
        node
      )}
    </Fragment>
  );

  return (
    <ScrollArea
      component={landmark ? 'nav' : 'div'}
      aria-label={landmark ? t('menu.label') : undefined}
      type="auto"
      style={{ flex: 1 }}
    >
      {menu.map((item) => {
        const Icon = MENU_ICONS[item];
        const label = vt(`menu.${item}`);
        if (item === 'managerSubmenu') {
          return withTooltip(
            item,
            label,
            <NavLink
              data-menu-item={item}
              component="button"
              type="button"
              label={collapsed ? undefined : label}
              aria-label={collapsed ? label : undefined}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              rightSection={collapsed ? undefined : <IconChevronRight size={16} aria-hidden />}
              opened={managerOpen && !collapsed}
              aria-expanded={managerOpen && !collapsed}
              active={managerActive && (collapsed || !managerOpen)}
              onChange={(opened) => {
                setManagerOpen(opened);
                if (opened && collapsed) onRequestExpand();
              }}
              onClick={() => {
                // In the icon-only state the click both expands the sidebar and shows the submenu.
                if (collapsed) {
                  setManagerOpen(true);
                  onRequestExpand();
                }
              }}
              childrenOffset={28}
            >
              {collapsed
                ? null
                : managerItems.map((child) => {
                    const ChildIcon = MANAGER_ICONS[child];
                    const path = MANAGER_ITEM_PATHS[child];
                    const active = isCurrent(path);
                    return (
                      <NavLink
                        key={child}
                        data-manager-item={child}
                        component={Link}
                        to={path}
                        label={t(`manager.${child}`)}
                        leftSection={<ChildIcon size={18} stroke={1.6} aria-hidden />}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                      />
                    );
                  })}
            </NavLink>,
          );
        }
        const path = menuItemPath(item, tenant.slug, session.publicId);
        const active = isCurrent(activeRoot(item, path));
        return withTooltip(
          item,
          label,
          <NavLink
            data-menu-item={item}
            component={Link}
            to={path}
            label={collapsed ? undefined : label}
            aria-label={collapsed ? label : undefined}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />,
        );
      })}
    </ScrollArea>
  );
}
