import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { contextQuery } from '../api/help-api.ts';
import { ArticleList, HELP_PATH } from './article-list.tsx';

/** The "?" drawer (issue 14 §2): the articles for the current screen, by route, role and tenant. */
export function HelpDrawerPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = pathname.replace(/^\/plataforma\/?/, '');
  const context = useQuery(contextQuery(route));
  return (
    <Stack gap="md">
      {context.isPending ? (
        <Center p="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : context.data && context.data.items.length > 0 ? (
        <ArticleList items={context.data.items} onNavigate={onNavigate} excerpts={false} from={pathname} />
      ) : context.isError ? (
        <Alert color="red">{t('errors.unexpected')}</Alert>
      ) : (
        <Text c="dimmed">{t('help.drawer.empty')}</Text>
      )}
      <Anchor component={Link} to={HELP_PATH} onClick={onNavigate}>
        {t('help.drawer.all')}
      </Anchor>
    </Stack>
  );
}
