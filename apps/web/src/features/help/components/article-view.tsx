import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { HelpArticle } from '@ponte/shared/help.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { SafeHtml } from '@/components/safe-html';
import { useDocumentTitle } from '@/lib/document-title';
import { TEXT } from '@/lib/semantic-colours';
import { articleQuery, HELP_KEY, saveVote } from '../api/help-api.ts';
import { HELP_PATH } from './article-list.tsx';
import { ContactForm } from './contact-form.tsx';

/** One article, "Isso ajudou?" and, on "no", a comment and the contact form (issue 14 §2). */
export function ArticleView({ slug, from }: { slug: string; from: string | null }) {
  const { t } = useTranslation();
  const article = useQuery(articleQuery(slug));
  useDocumentTitle(article.data?.title ?? t('help.title'));
  const back = <BackLink to={HELP_PATH}>{t('help.backToHelp')}</BackLink>;
  if (article.isPending) return <PageLoader />;
  if (!article.data) {
    return (
      <Stack>
        {back}
        <Alert color="yellow">{t('help.notFound')}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Stack gap="xs">
        <Title order={1}>{article.data.title}</Title>
        <Group gap="xs">
          <Badge variant="light" color="gray" c={TEXT.body}>
            {t(`help.categories.${article.data.category}`)}
          </Badge>
          {article.data.institution && (
            <Badge variant="light" color="teal" c={TEXT.body}>
              {t('help.institution')}
            </Badge>
          )}
        </Group>
      </Stack>
      <SafeHtml html={article.data.bodyHtml} />
      <VoteBox article={article.data} from={from} />
    </Stack>
  );
}

function VoteBox({ article, from }: { article: HelpArticle; from: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [helpful, setHelpful] = useState<boolean | null>(article.vote?.helpful ?? null);
  const [comment, setComment] = useState(article.vote?.comment ?? '');
  const [commentSaved, setCommentSaved] = useState(false);
  const questionId = useId();
  const vote = useMutation({
    mutationFn: (body: { helpful: boolean; comment?: string | null }) => saveVote(article.slug, body),
    onSuccess: (saved) => {
      setHelpful(saved.helpful);
      void queryClient.invalidateQueries({ queryKey: [...HELP_KEY, 'article', article.slug] });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" role="group" aria-labelledby={questionId}>
          <Text fw={700} id={questionId}>
            {t('help.vote.question')}
          </Text>
          <Button
            size="compact-md"
            variant={helpful === true ? 'filled' : 'default'}
            aria-pressed={helpful === true}
            onClick={() => vote.mutate({ helpful: true })}
          >
            {t('help.vote.yes')}
          </Button>
          <Button
            size="compact-md"
            variant={helpful === false ? 'filled' : 'default'}
            aria-pressed={helpful === false}
            onClick={() => vote.mutate({ helpful: false, comment: comment || null })}
          >
            {t('help.vote.no')}
          </Button>
        </Group>
        <div aria-live="polite">
          {helpful === true && <Text c={TEXT.body}>{t('help.vote.thanks')}</Text>}
          {helpful === false && <Text>{t('help.vote.sorry')}</Text>}
        </div>
        {helpful === false && (
          <Stack gap="lg">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                vote.mutate({ helpful: false, comment: comment || null }, { onSuccess: () => setCommentSaved(true) });
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label={t('help.vote.comment')}
                  value={comment}
                  maxLength={2000}
                  autosize
                  minRows={2}
                  onChange={(event) => {
                    setComment(event.currentTarget.value);
                    setCommentSaved(false);
                  }}
                />
                <Group gap="sm">
                  <Button type="submit" variant="default" loading={vote.isPending}>
                    {t('help.vote.sendComment')}
                  </Button>
                  <Text size="sm" c={TEXT.body} aria-live="polite">
                    {commentSaved ? t('help.vote.commentSaved') : ''}
                  </Text>
                </Group>
              </Stack>
            </form>
            <ContactForm article={article.slug} screen={from} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
