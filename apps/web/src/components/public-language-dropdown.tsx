import { Menu } from '@mantine/core';
import { LOCALES } from '@ponte/shared/locales';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocale } from '@/lib/i18n';
import { LanguageButton } from './public-language-menu.tsx';

/** The public language menu once asked for: it mounts open, since the click that loaded it meant "open". */
export function PublicLanguageDropdown() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Menu position="top" withinPortal withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.title')}>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void applyLocale(locale)}
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
