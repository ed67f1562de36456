import { Button, Menu } from '@mantine/core';
import { LOCALES } from '@ponte/shared/locales';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocale } from '@/lib/i18n';

/** Before sign-in there is no user setting to save: the choice is kept on this device only. */
export function PublicLanguageMenu() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="top" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
        >
          {t(`language.${active}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.title')}>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => applyLocale(locale)}
            aria-current={locale === active ? 'true' : undefined}
            fw={locale === active ? 700 : undefined}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
