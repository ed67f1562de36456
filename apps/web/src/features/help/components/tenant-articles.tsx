import { Button, Group, MultiSelect, Paper, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  HELP_CATEGORIES,
  type HelpCategory,
  type HelpTenantArticle,
  type HelpTenantArticleRequest,
} from '@ponte/shared/help.schema';
import { ROLES, type Role } from '@ponte/shared/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextField } from '@/components/lazy-rich-text-field';
import { TitledSection } from '@/components/titled-section';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { deleteTenantArticle, HELP_KEY, saveTenantArticle, tenantArticlesQuery } from '../api/help-api.ts';

// The editor (Tiptap) comes when an article is edited, not with the help centre.

const LOCALES = ['pt-BR', 'en-US', 'es-MX'] as const;
type ArticleLocale = (typeof LOCALES)[number];
interface LocaleText {
  title: string;
  body: string;
}

interface Draft {
  slug: string;
  category: HelpCategory;
  roles: Role[];
  routes: string;
  texts: Record<ArticleLocale, LocaleText>;
}

const BLANK: LocaleText = { title: '', body: '' };
const EMPTY: Draft = {
  slug: '',
  category: 'institution',
  roles: [],
  routes: '',
  texts: { 'pt-BR': BLANK, 'en-US': BLANK, 'es-MX': BLANK },
};

function draftOf(article: HelpTenantArticle): Draft {
  const text = (locale: ArticleLocale): LocaleText => {
    const found = article.texts[locale];
    return found ? { title: found.title, body: found.bodyHtml } : BLANK;
  };
  return {
    slug: article.slug,
    category: article.category,
    roles: article.roles,
    routes: article.routes.join(', '),
    texts: { 'pt-BR': text('pt-BR'), 'en-US': text('en-US'), 'es-MX': text('es-MX') },
  };
}

/** A language left blank falls back to pt-BR for its readers; one half-written is sent for the server to refuse. */
function textOf(text: LocaleText) {
  return text.title.trim() === '' && text.body.trim() === '' ? null : { title: text.title, bodyHtml: text.body };
}

/** Admin writes the tenant's own articles in pt-BR, and in English and Spanish when they have them. */
export function TenantArticles() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const articles = useQuery(tenantArticlesQuery);
  const [editing, setEditing] = useState<{ slug: string | null; draft: Draft } | null>(null);
  const remove = useMutation({
    mutationFn: deleteTenantArticle,
    onSuccess: () => {
      notify(t('help.admin.removed'), 'success', 'help-article-removed');
      return queryClient.invalidateQueries({ queryKey: HELP_KEY });
    },
    onError: () => notify(t('help.admin.removeFailed'), 'error', 'help-article-remove-failed'),
  });
  const confirmRemove = (article: HelpTenantArticle) =>
    modals.openConfirmModal({
      title: t('help.admin.removeTitle'),
      children: <Text size="sm">{t('help.admin.removeBody', { title: article.texts['pt-BR'].title })}</Text>,
      labels: { confirm: t('help.admin.remove'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      onConfirm: () => remove.mutate(article.slug),
    });
  const written = (article: HelpTenantArticle) =>
    LOCALES.filter((locale) => article.texts[locale])
      .map((locale) => t(`language.${locale}`))
      .join(', ');
  return (
    <TitledSection
      title={t('help.admin.articles')}
      aside={
        !editing && <Button onClick={() => setEditing({ slug: null, draft: EMPTY })}>{t('help.admin.create')}</Button>
      }
    >
      {editing && (
        <ArticleForm
          existingSlug={editing.slug}
          initial={editing.draft}
          onSaved={() => {
            notify(t('help.admin.saved'), 'success', 'help-article-saved');
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: HELP_KEY });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {articles.data?.items.length === 0 && <Text c="dimmed">{t('help.admin.none')}</Text>}
      {articles.data?.items.map((article) => (
        <Paper key={article.slug} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {article.texts['pt-BR'].title}
              </Text>
              <Text size="sm" c="dimmed">
                {t('help.admin.writtenIn', { languages: written(article) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="compact-sm"
                aria-label={`${t('help.admin.edit')}: ${article.texts['pt-BR'].title}`}
                onClick={() => setEditing({ slug: article.slug, draft: draftOf(article) })}
              >
                {t('help.admin.edit')}
              </Button>
              <Button
                variant="default"
                size="compact-sm"
                c={TEXT.negative}
                aria-label={`${t('help.admin.remove')}: ${article.texts['pt-BR'].title}`}
                onClick={() => confirmRemove(article)}
              >
                {t('help.admin.remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </TitledSection>
  );
}

function ArticleForm({
  existingSlug,
  initial,
  onSaved,
  onCancel,
}: {
  existingSlug: string | null;
  initial: Draft;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<ArticleLocale>('pt-BR');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (locale: ArticleLocale, key: keyof LocaleText, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [locale]: { ...d.texts[locale], [key]: value } } }));
  const save = useMutation({
    mutationFn: () => {
      const body: HelpTenantArticleRequest = {
        slug: draft.slug.trim(),
        category: draft.category,
        roles: draft.roles,
        routes: draft.routes
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
        texts: {
          'pt-BR': { title: draft.texts['pt-BR'].title, bodyHtml: draft.texts['pt-BR'].body },
          'en-US': textOf(draft.texts['en-US']),
          'es-MX': textOf(draft.texts['es-MX']),
        },
      };
      return saveTenantArticle(existingSlug, body);
    },
    onSuccess: onSaved,
    onError: (failure) => {
      const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
      const mapped: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields)) {
        // texts.<locale>.title|bodyHtml → <locale>.title|body, shown under that language's field.
        const text = /^texts\.([a-zA-Z-]+)\.(title|bodyHtml)/.exec(path);
        mapped[text ? `${text[1]}.${text[2] === 'title' ? 'title' : 'body'}` : path] = message;
      }
      setErrors(Object.keys(mapped).length ? mapped : { slug: t('errors.unexpected') });
      const wrong = LOCALES.find((l) => Object.keys(mapped).some((k) => k.startsWith(`${l}.`)));
      if (wrong) setTab(wrong);
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('help.admin.slug')}
            description={t('help.admin.slugHint')}
            required
            value={draft.slug}
            error={errors.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
          />
          <Select
            label={t('help.admin.category')}
            data={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`help.categories.${c}`) }))}
            value={draft.category}
            allowDeselect={false}
            onChange={(value) => value && set('category', value as HelpCategory)}
          />
          <MultiSelect
            label={t('help.admin.roles')}
            description={t('help.admin.rolesHint')}
            data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={draft.roles}
            onChange={(value) => set('roles', value as Role[])}
          />
          <TextInput
            label={t('help.admin.routes')}
            description={t('help.admin.routesHint')}
            value={draft.routes}
            onChange={(e) => set('routes', e.currentTarget.value)}
          />
          <Tabs value={tab} onChange={(value) => value && setTab(value as ArticleLocale)} keepMounted={false}>
            <Tabs.List>
              {LOCALES.map((locale) => (
                <Tabs.Tab key={locale} value={locale}>
                  {t(`language.${locale}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Panel key={locale} value={locale} pt="sm">
                <Stack gap="sm">
                  {locale !== 'pt-BR' && (
                    <Text size="sm" c="dimmed">
                      {t('help.admin.optionalLocale')}
                    </Text>
                  )}
                  <TextInput
                    label={t('help.admin.titleField', { locale })}
                    required={locale === 'pt-BR'}
                    value={draft.texts[locale].title}
                    error={errors[`${locale}.title`]}
                    onChange={(e) => setText(locale, 'title', e.currentTarget.value)}
                  />
                  <LazyRichTextField
                    label={t('help.admin.body', { locale })}
                    required={locale === 'pt-BR'}
                    value={draft.texts[locale].body}
                    error={errors[`${locale}.body`]}
                    onChange={(html) => setText(locale, 'body', html)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
