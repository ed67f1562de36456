import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OptionItem } from '@ponte/shared/options.schema';
import type { TalentListItem } from '@ponte/shared/talents.schema';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { optionItemLabel } from '@/lib/option-label';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { SkillBadges } from './skill-badges.tsx';

export function optionText(item: OptionItem | null): string | null {
  if (!item) return null;
  return optionItemLabel(item, currentLocale());
}

function LastLogin({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value) return <>{formatDate(value)}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('talents.list.never')}</VisuallyHidden>
    </>
  );
}

function Dash() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('talents.list.none')}</VisuallyHidden>
    </>
  );
}

interface ResultsProps {
  items: readonly TalentListItem[];
  /** Where a row leads: the read-only profile, or the student edit screen in sabimais. */
  hrefOf: (item: TalentListItem) => string;
  /** Router state the row's link carries: this list as the profile's way back (lib/profile-origin.ts). */
  linkState?: unknown;
}

/**
 * Desktop table. The name is a real link (keyboard and screen readers reach the profile through it);
 * a click anywhere else on the row goes to the same place, for the mouse.
 */
export function TalentTable({ items, hrefOf, linkState }: ResultsProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const navigate = useNavigate();
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    // The link handles its own clicks; selecting text or modified clicks are left to the browser.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    void navigate(href, { state: linkState });
  };
  return (
    <DataTable
      minWidth={720}
      caption={vt('talents.list.caption')}
      framed={false}
      striped={false}
      data-talent-table
      columns={[
        t('talents.list.name'),
        t('talents.list.lastLogin'),
        t('talents.list.courses'),
        t('talents.list.occupationArea'),
        t('talents.list.skills'),
      ]}
    >
      {items.map((item) => {
        const href = hrefOf(item);
        return (
          <Table.Tr
            key={item.id}
            data-talent-row
            style={{ cursor: 'pointer' }}
            onClick={(event) => onRowClick(event, href)}
          >
            <Table.Th scope="row" fw={500}>
              <Anchor
                component={Link}
                to={href}
                state={linkState}
                size="sm"
                fw={600}
                aria-label={vt('talents.list.open', { name: item.name })}
              >
                {item.name}
              </Anchor>
            </Table.Th>
            <Table.Td>
              <LastLogin value={item.lastLoginDate} />
            </Table.Td>
            <Table.Td>{item.courses.length > 0 ? item.courses.join(', ') : <Dash />}</Table.Td>
            <Table.Td>{optionText(item.occupationArea) ?? <Dash />}</Table.Td>
            <Table.Td>
              <SkillBadges skills={item.skills} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** Below 450px: one card per person, the whole card a link. */
export function TalentCards({ items, hrefOf, linkState }: ResultsProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={vt('talents.list.caption')}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            component={Link}
            to={hrefOf(item)}
            state={linkState}
            withBorder
            radius="md"
            padding="md"
            data-talent-card
            aria-label={vt('talents.list.open', { name: item.name })}
          >
            <Stack gap={6}>
              {/* The tenant's link colour, as the table's name links. */}
              <Text fw={600} c="var(--mantine-color-anchor)">
                {item.name}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('talents.list.lastLogin')}: <LastLogin value={item.lastLoginDate} />
                </Text>
              </Group>
              {item.occupationArea ? (
                <Text size="sm" c="dimmed">
                  {t('talents.list.occupationArea')}: {optionText(item.occupationArea)}
                </Text>
              ) : null}
              {item.courses.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('talents.list.courses')}: {item.courses.join(', ')}
                </Text>
              ) : null}
              <SkillBadges skills={item.skills} />
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
