import { Card, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { Capability } from '@ponte/shared/permissions';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '@/components/card-list';
import { TitledSection } from '@/components/titled-section';
import { capabilityEntry } from '@/lib/capability-paths';
import { dayjs } from '@/lib/dayjs';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { useCurrentSession } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { HomeCardsGrid } from '../components/home-cards-grid.tsx';

// Quizzes have their own home cards (open quizzes, answers to grade): no shortcut repeats them.
type ShortcutCapability = Exclude<Capability, 'home' | 'help' | 'helpManagement' | 'quizTaking' | 'quizGrading'>;

function isShortcut(capability: Capability): capability is ShortcutCapability {
  return !['home', 'help', 'helpManagement', 'quizTaking', 'quizGrading'].includes(capability);
}

function greetingKey(hour: number): TranslationKey {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

export function HomePage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const session = useCurrentSession();
  const tenant = useTenant();
  useDocumentTitle(t('pages.home'));

  const now = dayjs();
  const shortcuts = session.permissions.capabilities.filter(isShortcut);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t(greetingKey(now.hour()), { name: session.firstName })}</Title>
        <Text c="dimmed">
          {t('home.roleAt', { role: vt(`roles.${session.role}`), tenant: tenant.name })}{' '}
          {t('home.today', { date: formatDate(now.toDate()) })}
        </Text>
      </Stack>

      <HomeCardsGrid />

      <TitledSection title={t('home.shortcuts')} gap="md">
        {shortcuts.length === 0 ? (
          <Text c="dimmed">{t('home.noShortcuts')}</Text>
        ) : (
          <CardGrid>
            {shortcuts.map((capability) => {
              const entry = capabilityEntry(capability, tenant.slug, session.publicId);
              return (
                <li key={capability}>
                  <UnstyledButton component={Link} to={entry.path} w="100%" h="100%" data-shortcut={capability}>
                    <Card withBorder radius="md" padding="lg" h="100%">
                      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                        <Stack gap={4}>
                          <Text fw={600} c="brand">
                            {vt(entry.titleKey)}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {vt(`shortcuts.${capability}`)}
                          </Text>
                        </Stack>
                        <ThemeIcon variant="light" radius="xl" aria-hidden>
                          <IconArrowRight size={16} />
                        </ThemeIcon>
                      </Group>
                    </Card>
                  </UnstyledButton>
                </li>
              );
            })}
          </CardGrid>
        )}
      </TitledSection>
    </Stack>
  );
}
