import { ActionIcon, Center, Drawer, Loader, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '@/lib/semantic-colours';

/** What the help drawer shows: the help feature's panel, given by the app (features do not import each other). */
export type HelpPanel = ComponentType<{ onNavigate: () => void }>;

/**
 * The shell's "?" (issue 14 §2): a drawer with the current screen's help articles. The panel is a lazy
 * component, so its code and texts arrive when the drawer is first opened, not with the shell.
 */
export function HelpButton({ Panel }: { Panel: HelpPanel }) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('shell.help')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          c={TEXT.body}
          size="lg"
          aria-label={t('shell.help')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={drawer.open}
        >
          <IconHelp size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={t('shell.help')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && (
          <Suspense
            fallback={
              <Center p="md">
                <Loader size="sm" role="status" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <Panel onNavigate={drawer.close} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
