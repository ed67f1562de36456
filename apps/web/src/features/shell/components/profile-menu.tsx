import {
  Avatar,
  Box,
  Group,
  type MantineColorScheme,
  Menu,
  Text,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import { IconChevronDown, IconFileText, IconKey, IconLanguage, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLanguageModal } from '@/lib/language-modal';
import { useLogout } from '@/lib/logout';
import { TEXT } from '@/lib/semantic-colours';
import { useCurrentSession } from '@/lib/session';

// The form, its schema and react-hook-form come when the person asks for them, not with the shell.
const ChangePasswordModal = lazy(async () => ({
  default: (await import('./change-password-modal.tsx')).ChangePasswordModal,
}));

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/**
 * "Aparência": light, dark or the system's (ADR 0049), three radio items of the menu (arrow keys move,
 * Enter or Space picks, the menu stays open to show the change). Mantine's manager keeps the choice on
 * this device.
 */
function AppearanceItems() {
  const { t } = useTranslation();
  const labelId = useId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a menu's items (WAI-ARIA menu pattern); a fieldset belongs to a form.
    <div role="group" aria-labelledby={labelId}>
      <Menu.Label id={labelId}>{t('appearance.title')}</Menu.Label>
      <Menu.RadioGroup value={colorScheme} onChange={(value) => setColorScheme(value as MantineColorScheme)}>
        {SCHEMES.map((scheme) => (
          <Menu.RadioItem key={scheme} value={scheme} data-color-scheme-choice={scheme}>
            {t(`appearance.${scheme}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </div>
  );
}

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/**
 * Name, e-mail, terms, language and quit (spec §2), changing one's password, "Meus dados" (LGPD) and the
 * appearance; mobile shows the avatar alone as the trigger.
 */
export function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('shell.openProfileMenu')}
            p={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={session.photo ? `/api/arquivos/${session.photo}` : null}
                alt=""
                color="brand"
                variant="filled"
                radius="xl"
                size={compact ? 34 : 36}
                aria-hidden
                data-testid="header-avatar"
              >
                {initials(session.firstName, session.lastName)}
              </Avatar>
              {!compact && (
                <>
                  <Text size="sm" fw={500} visibleFrom="sm" truncate maw={180}>
                    {session.firstName}
                  </Text>
                  <IconChevronDown size={16} aria-hidden />
                </>
              )}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('shell.profileMenu')}>
          <Box px="sm" py="xs">
            <Text size="sm" fw={600} truncate>
              {session.name}
            </Text>
            <Text size="xs" c={TEXT.secondary} truncate>
              {session.email}
            </Text>
          </Box>
          <Menu.Divider role="separator" />
          <Menu.Item component={Link} to="/termos-de-uso" leftSection={<IconFileText size={16} aria-hidden />}>
            {t('shell.terms')}
          </Menu.Item>
          <Menu.Item onClick={openLanguageModal} leftSection={<IconLanguage size={16} aria-hidden />}>
            {t('shell.language')}
          </Menu.Item>
          <Menu.Item onClick={() => setChangingPassword(true)} leftSection={<IconKey size={16} aria-hidden />}>
            {t('auth.changePassword.menu')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/plataforma/meus-dados"
            // The sidebar's "Meu perfil" icon and the page's own title: nothing new for the first load to carry.
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            {t('pages.myData')}
          </Menu.Item>
          <Menu.Divider role="separator" />
          <AppearanceItems />
          <Menu.Divider role="separator" />
          <Menu.Item
            color={TEXT.negative}
            onClick={() => void logout()}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            {t('shell.quit')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
