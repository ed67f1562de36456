import { Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HELP_CATEGORIES, type HelpArticleSummary } from '@ponte/shared/help.schema';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { useCan } from '@/lib/session';
import { articlesQuery } from '../api/help-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { ArticleView } from '../components/article-view.tsx';
import { ContactForm } from '../components/contact-form.tsx';

const HelpAdmin = lazy(async () => ({ default: (await import('../components/help-admin.tsx')).HelpAdmin }));

/**
 * /plataforma/ajuda-rs (issue 14 §2): search first, then the articles by category; `?artigo=` opens one,
 * `?q=` keeps the search, `?aba=gerenciar` is Admin's tab (statistics and support address).
 */
export function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const can = useCan();
  const slug = params.get('artigo');
  const from = (location.state as { from?: string } | null)?.from ?? null;
  if (slug) return <ArticleView slug={slug} from={from} />;
  const manage = can('helpManagement');
  const tab = manage && params.get('aba') === 'gerenciar' ? 'manage' : 'articles';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('help.title')}</Title>
        <Text c="dimmed">{t('help.intro')}</Text>
      </Stack>
      {manage ? (
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'manage' ? { aba: 'gerenciar' } : {}, { replace: true })}
        >
          <Tabs.List>
            <Tabs.Tab value="articles">{t('help.title')}</Tabs.Tab>
            <Tabs.Tab value="manage">{t('help.admin.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="articles" pt="md">
            {tab === 'articles' && <HelpSearch />}
          </Tabs.Panel>
          <Tabs.Panel value="manage" pt="md">
            {tab === 'manage' && (
              <Suspense fallback={<PageLoader />}>
                <HelpAdmin />
              </Suspense>
            )}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <HelpSearch />
      )}
    </Stack>
  );
}

function HelpSearch() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, params, setParams]);
  const q = params.get('q') ?? '';
  const articles = useQuery(articlesQuery(q));
  const items = articles.data?.items ?? [];
  return (
    <Stack gap="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
        }}
      >
        <TextInput
          label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            articles.isFetching ? <Loader size="xs" role="status" aria-label={t('common.loading')} /> : null
          }
          type="search"
          size="md"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </form>
      {articles.isPending ? (
        <PageLoader />
      ) : q ? (
        <Stack gap="sm" component="section" aria-label={t('help.results', { count: items.length })}>
          <Text fw={600} aria-live="polite">
            {t('help.results', { count: items.length })}
          </Text>
          {items.length > 0 ? (
            <ArticleList items={items} />
          ) : (
            <>
              <Text>{t('help.noResults', { q })}</Text>
              <ContactForm article={null} screen={`/plataforma/ajuda-rs?q=${q}`} />
            </>
          )}
        </Stack>
      ) : (
        <Categories items={items} />
      )}
    </Stack>
  );
}

function Categories({ items }: { items: readonly HelpArticleSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      {HELP_CATEGORIES.map((category) => {
        const inCategory = items.filter((item) => item.category === category);
        if (inCategory.length === 0) return null;
        return (
          <Stack key={category} gap="sm" component="section" aria-labelledby={`help-category-${category}`}>
            <Title order={2} size="h3" id={`help-category-${category}`}>
              {t(`help.categories.${category}`)}
            </Title>
            <ArticleList items={inCategory} />
          </Stack>
        );
      })}
    </Stack>
  );
}
