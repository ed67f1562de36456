import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

const loadMenu = () => import('./public-language-dropdown.tsx');
const LanguageDropdown = lazy(async () => ({ default: (await loadMenu()).PublicLanguageDropdown }));

/** The button that names the current language; the dropdown wraps it as its target. */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="gray"
      c="dimmed"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      {...props}
    >
      {t(`language.${currentLocale()}`)}
    </Button>
  );
}

/**
 * Before sign-in there is no user setting to save: the choice is kept on this device only. The menu
 * (with its positioning library) is not part of the sign-in page's download: it loads when the
 * button is pointed at or focused, and opens on the click.
 */
export function PublicLanguageMenu() {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadMenu().catch(() => undefined);
  if (!wanted) {
    return (
      <LanguageButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={false} loading />}>
      <LanguageDropdown />
    </Suspense>
  );
}
