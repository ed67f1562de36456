import { Alert, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  FOLLOW_UP_PAGE_SIZES,
  TIMELINE_KINDS,
  type TimelineFilters,
  timelineQuerySchema,
} from '@ponte/shared/follow-up.schema';
import type { Locale } from '@ponte/shared/locales';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import { DateField } from '@/components/date-field';
import { ListBody } from '@/components/list-body';
import { ListPager } from '@/components/list-pager';
import { ListSummary } from '@/components/list-summary';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { notify } from '@/lib/notify';
import { optionItemLabel } from '@/lib/option-label';
import { FILLED } from '@/lib/semantic-colours';
import { useCurrentSession } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { useListParams } from '@/lib/use-list-params';
import { annotationCategoriesQuery, deleteAnnotation, followUpKey, timelineQuery } from '../api/follow-up-api.ts';
import { TimelineEntry, type WrittenItem } from '../components/timeline-entry.tsx';

// The form and its editor (Tiptap) arrive only when someone writes.
const AnnotationModal = lazy(async () => ({
  default: (await import('../components/annotation-modal.tsx')).AnnotationModal,
}));
const FeedbackModal = lazy(async () => ({
  default: (await import('../components/feedback-modal.tsx')).FeedbackModal,
}));

const LIST_KEYS = ['kind', 'category', 'author', 'from', 'to', 'cursor', 'limit'] as const;
const ALL = 'all';

type Editing =
  | { mode: 'new' }
  | { mode: 'edit'; item: Extract<WrittenItem, { kind: 'annotation' }> }
  | { mode: 'newFeedback' }
  | { mode: 'editFeedback'; item: Extract<WrittenItem, { kind: 'feedback' }> }
  | null;

/** ?novo=feedback (the mentor's "add feedback" on a mentorship card) opens the feedback form. */
const NEW_PARAM = 'novo';

/**
 * perfil/{id}/acompanhamento (issue 12 §4): everything the caller may see about the person, newest
 * first, filtered and keyset-paged through the address; the add, edit and delete buttons are the ones
 * the server says the caller may use (canWriteAnnotation, each item's canEdit).
 */
export function FollowUpTab() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { id: publicId = '' } = useParams();
  const session = useCurrentSession();
  // sabimais keeps annotations only (spec §6): no feedback to describe or filter by.
  const feedbacks = useTenant().features.feedbackTab;
  const queryClient = useQueryClient();
  useDocumentTitle(t('pages.followUp'));
  const timelineHeadingId = useId();
  const { query, update, setLimit, trail } = useListParams(
    timelineQuerySchema as unknown as ZodType<TimelineFilters>,
    LIST_KEYS,
  );
  const timeline = useQuery(timelineQuery(publicId, query));
  const categories = useQuery(annotationCategoriesQuery).data ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [params, setParams] = useSearchParams();
  const askedFeedback = params.get(NEW_PARAM) === 'feedback' && timeline.data?.canWriteFeedback === true;
  // The request is taken from the address as the form opens (clean, so nothing asks), and Back does not reopen it.
  useEffect(() => {
    if (!askedFeedback) return;
    setEditing({ mode: 'newFeedback' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [askedFeedback, setParams]);
  const shown = editing;
  const closeForm = () => setEditing(null);

  const authors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of timeline.data?.items ?? []) {
      if ((item.kind === 'annotation' || item.kind === 'feedback') && item.author.publicId !== session.publicId) {
        seen.set(item.author.publicId, item.author.name);
      }
    }
    return [
      { value: ALL, label: t('followUp.filters.all') },
      { value: session.publicId, label: t('followUp.filters.mine') },
      ...[...seen].map(([value, label]) => ({ value, label })),
    ];
  }, [timeline.data, session.publicId, t]);
  if (query.author && !authors.some((a) => a.value === query.author)) {
    authors.push({ value: query.author, label: query.author });
  }

  const remove = useMutation({
    mutationFn: (id: number) => deleteAnnotation(publicId, id),
    onSuccess: async () => {
      notify(t('followUp.form.deleted'), 'success', 'annotation-deleted');
      await queryClient.invalidateQueries({ queryKey: followUpKey(publicId) });
    },
    onError: () => notify(t('followUp.form.deleteFailed'), 'error', 'annotation-delete-failed'),
  });

  const confirmDelete = (item: WrittenItem) =>
    modals.openConfirmModal({
      title: t('followUp.form.deleteTitle'),
      children: <Text size="sm">{t('followUp.form.deleteMessage')}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      size: 400,
      onConfirm: () => remove.mutate(item.id),
    });

  const forbidden = isApiError(timeline.error) && timeline.error.status === 403;
  if (forbidden) {
    return (
      <Alert color="gray" role="status" data-follow-up-forbidden>
        {t('followUp.tab.noAccess')}
      </Alert>
    );
  }

  const filtered = Boolean(query.kind || query.category || query.author || query.from || query.to);
  const select = (value: string | null) => (value === null || value === ALL ? null : value);

  return (
    <Stack gap="md" data-follow-up>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text c="dimmed" style={{ flex: '1 1 240px' }}>
          {t(feedbacks ? 'followUp.tab.intro' : 'followUp.tab.introAnnotations')}
        </Text>
        <Group gap="xs">
          {timeline.data?.canWriteAnnotation ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
              {t('followUp.tab.addAnnotation')}
            </Button>
          ) : null}
          {timeline.data?.canWriteFeedback ? (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ mode: 'newFeedback' })}
            >
              {t('followUp.tab.addFeedback')}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('followUp.filters.title')}>
        <Select
          label={t('followUp.filters.kind')}
          data={[
            { value: ALL, label: t('followUp.filters.all') },
            ...TIMELINE_KINDS.filter((kind) => feedbacks || kind !== 'feedback').map((kind) => ({
              value: kind,
              label: t(`followUp.kinds.${kind}`),
            })),
          ]}
          value={query.kind ?? ALL}
          onChange={(value) => update({ kind: select(value) })}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('followUp.filters.category')}
          data={[
            { value: ALL, label: t('followUp.filters.all') },
            ...categories.map((c) => ({ value: String(c.id), label: optionItemLabel(c, locale) })),
          ]}
          value={query.category ? String(query.category) : ALL}
          onChange={(value) => update({ category: select(value) })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('followUp.filters.author')}
          data={authors}
          value={query.author ?? ALL}
          onChange={(value) => update({ author: select(value) })}
          allowDeselect={false}
          w={200}
        />
        <DateField
          label={t('followUp.filters.from')}
          value={query.from ?? null}
          onChange={(value) => {
            if (value === null || /^\d{4}-\d{2}-\d{2}$/.test(value)) update({ from: value });
          }}
          w={170}
        />
        <DateField
          label={t('followUp.filters.to')}
          value={query.to ?? null}
          onChange={(value) => {
            if (value === null || /^\d{4}-\d{2}-\d{2}$/.test(value)) update({ to: value });
          }}
          w={170}
        />
        {filtered ? (
          <Button
            variant="subtle"
            onClick={() => update({ kind: null, category: null, author: null, from: null, to: null })}
          >
            {t('followUp.filters.clear')}
          </Button>
        ) : null}
      </Group>

      <div>
        <ListSummary
          totalText={timeline.data ? t('followUp.tab.total', { count: timeline.data.total }) : null}
          paging={{ pageSize: query.limit, pageSizes: FOLLOW_UP_PAGE_SIZES, onPageSize: setLimit }}
        />
        <ListBody
          isPending={timeline.isPending}
          isError={timeline.isError}
          isEmpty={(timeline.data?.items.length ?? 0) === 0}
          errorText={t('followUp.tab.loadFailed')}
          emptyText={t('followUp.tab.empty')}
        >
          <Stack gap="sm" component="section" aria-labelledby={timelineHeadingId} data-timeline>
            {/* The entries' titles are h3 under the person's h1: this names their list for the outline. */}
            <VisuallyHidden component="h2" id={timelineHeadingId}>
              {t('followUp.tab.listLabel')}
            </VisuallyHidden>
            {timeline.data?.items.map((item) => (
              <TimelineEntry
                key={`${item.kind}-${item.id}`}
                item={item}
                categories={categories}
                locale={locale}
                onEdit={(written) =>
                  setEditing(
                    written.kind === 'annotation'
                      ? { mode: 'edit', item: written }
                      : { mode: 'editFeedback', item: written },
                  )
                }
                onDelete={confirmDelete}
              />
            ))}
          </Stack>
        </ListBody>
      </div>
      <ListPager trail={trail} nextCursor={timeline.data?.nextCursor ?? null} />

      {shown ? (
        <Suspense fallback={null}>
          {shown.mode === 'new' || shown.mode === 'edit' ? (
            <AnnotationModal
              publicId={publicId}
              entry={shown.mode === 'edit' ? shown.item : null}
              categories={categories}
              onClose={closeForm}
            />
          ) : (
            <FeedbackModal
              publicId={publicId}
              entry={shown.mode === 'editFeedback' ? shown.item : null}
              categories={categories}
              onClose={closeForm}
            />
          )}
        </Suspense>
      ) : null}
    </Stack>
  );
}
