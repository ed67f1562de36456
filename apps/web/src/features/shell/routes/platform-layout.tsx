import { ActionIcon, AppShell, Box, Burger, Container, Divider, Drawer, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsMobile } from '@/lib/media';
import { AppBreadcrumbs } from '../components/app-breadcrumbs.tsx';
import { HelpButton, type HelpPanel } from '../components/help-button.tsx';
import { NavigationPending } from '../components/navigation-pending.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { ProfileMenu } from '../components/profile-menu.tsx';
import { SidebarNav } from '../components/sidebar-nav.tsx';
import { TenantHomeLink } from '../components/tenant-home-link.tsx';

const NAVBAR_WIDTH = 264;
const NAVBAR_COLLAPSED_WIDTH = 76;

/** `helpPanel`: the "?" drawer's content (the help feature's, lazy), given by the app. */
export function PlatformLayout({ helpPanel }: { helpPanel?: HelpPanel } = {}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: 'ponte.sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: isMobile ? 56 : 60 }}
        navbar={isMobile ? undefined : { width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH, breakpoint: 0 }}
        padding={isMobile ? 'sm' : 'lg'}
      >
        <AppShell.Header px={isMobile ? 'xs' : 'lg'}>
          {isMobile ? (
            <Group h="100%" justify="space-between" wrap="nowrap">
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                aria-label={t(drawerOpened ? 'shell.closeNavigation' : 'shell.openNavigation')}
                aria-expanded={drawerOpened}
                size="sm"
              />
              <TenantHomeLink height={30} />
              <Group gap={4} wrap="nowrap">
                <NavigationPending />
                {helpPanel && <HelpButton Panel={helpPanel} />}
                <NotificationBell />
                <ProfileMenu compact />
              </Group>
            </Group>
          ) : (
            <Group h="100%" justify="space-between" wrap="nowrap">
              <AppBreadcrumbs />
              <Group gap="sm" wrap="nowrap">
                <NavigationPending />
                {helpPanel && <HelpButton Panel={helpPanel} />}
                <NotificationBell />
                <ProfileMenu />
              </Group>
            </Group>
          )}
        </AppShell.Header>

        {!isMobile && (
          <AppShell.Navbar p="sm" aria-label={t('menu.label')}>
            <AppShell.Section>
              <Box py={4} px={collapsed ? 0 : 'xs'} ta={collapsed ? 'center' : undefined}>
                <TenantHomeLink compact={collapsed} />
              </Box>
            </AppShell.Section>
            <Divider my="sm" />
            <AppShell.Section grow style={{ display: 'flex', minHeight: 0 }}>
              <SidebarNav collapsed={collapsed} onRequestExpand={() => setCollapsed(false)} landmark={false} />
            </AppShell.Section>
            <AppShell.Section>
              <Divider my="sm" />
              <Group justify={collapsed ? 'center' : 'flex-end'}>
                <Tooltip label={t(collapsed ? 'menu.expand' : 'menu.collapse')} position="right" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    c="dimmed"
                    size="lg"
                    onClick={() => setCollapsed((value) => !value)}
                    aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
                    aria-expanded={!collapsed}
                  >
                    {collapsed ? (
                      <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                    ) : (
                      <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
              </Group>
            </AppShell.Section>
          </AppShell.Navbar>
        )}

        {isMobile && (
          <Drawer
            opened={drawerOpened}
            onClose={drawer.close}
            size={280}
            title={<TenantHomeLink height={30} />}
            closeButtonProps={{ 'aria-label': t('shell.closeNavigation') }}
          >
            <SidebarNav collapsed={false} onRequestExpand={() => undefined} onNavigate={drawer.close} />
          </Drawer>
        )}

        <AppShell.Main id="main-content" tabIndex={-1}>
          <Container size="lg" px={0}>
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
