import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { HelpArticleSummary } from '@ponte/shared/help.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT } from '@/lib/semantic-colours';

export const HELP_PATH = '/plataforma/ajuda-rs';

export function articlePath(slug: string): string {
  return `${HELP_PATH}?artigo=${encodeURIComponent(slug)}`;
}

/** Articles as links with a line of their text: the search results, a category, the "?" drawer. */
export function ArticleList({
  items,
  onNavigate,
  excerpts = true,
  from,
}: {
  items: readonly HelpArticleSummary[];
  onNavigate?: () => void;
  excerpts?: boolean;
  /** The screen the person is on: the contact form names it. */
  from?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.slug}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={articlePath(item.slug)}
              state={from ? { from } : undefined}
              onClick={onNavigate}
              fw={600}
            >
              {item.title}
            </Anchor>
            {item.institution && (
              <Badge size="sm" variant="light" color="teal" c={TEXT.body}>
                {t('help.institution')}
              </Badge>
            )}
          </Group>
          {excerpts && item.excerpt && (
            <Text size="sm" c="dimmed">
              {item.excerpt}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
