import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type BankQuestion, QUESTION_BANK_PAGE_SIZES, type QuizSelection } from '@ponte/shared/quizzes.schema';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { FilterSelect } from '@/components/filter-select';
import { FormAlert } from '@/components/form-alert';
import { AddRowButton, RowAction } from '@/components/row-action';
import { isApiError } from '@/lib/api-client';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { categoriesQuery, QUIZZES_KEY, questionBankQuery, saveQuizQuestions } from '../api/quizzes-api.ts';
import { plainText } from './plain-text.ts';
import { QuestionEditorModal } from './question-editor-modal.tsx';
import { DANGER, typeLabel } from './quiz-labels.tsx';

type Mode = QuizSelection['mode'];
interface Rule {
  categoryId: number | null;
  count: number | '';
}

/** "Escolha única · Lógica · 2 pontos" */
function useDescribe(): (q: BankQuestion) => string {
  const { t } = useTranslation();
  return (q) =>
    [
      typeLabel(q.type),
      q.categoryName ?? t('quizzes.bank.noCategory'),
      t('quizzes.take.points', { count: q.points }),
    ].join(' · ');
}

const PICKER_LIMIT = Math.max(...QUESTION_BANK_PAGE_SIZES);

/** Picks questions of the bank to add to a fixed list. */
function BankPicker({
  exclude,
  onAdd,
  onClose,
}: {
  exclude: ReadonlySet<number>;
  onAdd: (questions: BankQuestion[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<string>('');
  const bank = useQuery(
    // The bank pages by now: the picker asks for its largest page, the last changed first, and the search narrows it.
    questionBankQuery({
      q: q.trim() || undefined,
      categoryId: categoryId ? Number(categoryId) : undefined,
      limit: PICKER_LIMIT,
    }),
  );
  const categories = useQuery(categoriesQuery);
  const [picked, setPicked] = useState<Map<number, BankQuestion>>(new Map());
  const [creating, setCreating] = useState(false);
  const describe = useDescribe();
  const items = (bank.data?.items ?? []).filter((item) => !exclude.has(item.id));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quizzes.questions.pickTitle')}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('quizzes.bank.search')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 200px' }}
          />
          <FilterSelect
            label={t('quizzes.bank.category')}
            allLabel={t('quizzes.bank.allCategories')}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={setCategoryId}
            style={{ flex: '0 1 200px' }}
          />
        </Group>
        <Button
          variant="subtle"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t('quizzes.bank.new')}
        </Button>
        <Stack
          gap="xs"
          role="group"
          aria-label={t('quizzes.questions.pickList')}
          mah={mobile ? undefined : 420}
          style={{ overflowY: 'auto' }}
        >
          {bank.data?.nextCursor ? (
            <Text size="sm" c="dimmed">
              {t('quizzes.questions.pickMore', { shown: bank.data.items.length, total: bank.data.total })}
            </Text>
          ) : null}
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {bank.isPending ? t('common.loading') : t('quizzes.questions.pickEmpty')}
            </Text>
          ) : (
            items.map((item) => (
              <Paper key={item.id} withBorder p="xs" radius="sm" data-pick-question={item.id}>
                <Checkbox
                  checked={picked.has(item.id)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setPicked((was) => {
                      const next = new Map(was);
                      if (checked) next.set(item.id, item);
                      else next.delete(item.id);
                      return next;
                    });
                  }}
                  label={plainText(item.stem, 140)}
                  description={describe(item)}
                />
              </Paper>
            ))
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={picked.size === 0}
            onClick={() => {
              onAdd([...picked.values()]);
              onClose();
            }}
          >
            {t('quizzes.questions.addPicked', { count: picked.size })}
          </Button>
        </Group>
      </Stack>
      {creating ? <QuestionEditorModal question={null} opened onClose={() => setCreating(false)} /> : null}
    </Modal>
  );
}

/**
 * A quiz's questions (issue 14 §1): a fixed list picked from the bank, in order, or N questions drawn per
 * category for each attempt. Saved on its own (PUT …/questoes).
 */
export function QuizQuestionsSection({
  quizId,
  selection,
  questions,
  perAttempt,
}: {
  quizId: number;
  selection: QuizSelection | null;
  questions: BankQuestion[];
  perAttempt: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const [mode, setMode] = useState<Mode>(selection?.mode ?? 'fixed');
  const [list, setList] = useState<BankQuestion[]>(selection?.mode === 'fixed' ? questions : []);
  const [rules, setRules] = useState<Rule[]>(
    selection?.mode === 'draw'
      ? selection.rules.map((r) => ({ categoryId: r.categoryId, count: r.count }))
      : [{ categoryId: null, count: 1 }],
  );
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const describe = useDescribe();

  const move = (index: number, by: number) => {
    setList((was) => {
      const next = [...was];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
    setDirty(true);
  };

  const save = async () => {
    setError(null);
    let body: QuizSelection;
    if (mode === 'fixed') {
      if (list.length === 0) return setError(t('quizzes.validation.emptySelection'));
      body = { mode: 'fixed', questionIds: list.map((q) => q.id) };
    } else {
      const complete = rules.filter(
        (r): r is { categoryId: number; count: number } => r.categoryId !== null && r.count !== '',
      );
      if (complete.length === 0 || complete.length !== rules.length)
        return setError(t('quizzes.questions.rulesIncomplete'));
      body = { mode: 'draw', rules: complete };
    }
    setSaving(true);
    try {
      const saved = await saveQuizQuestions(quizId, body);
      queryClient.setQueryData([...QUIZZES_KEY, 'selection', quizId], saved);
      setDirty(false);
      notify(t('quizzes.questions.saved'), 'success', 'quiz-questions-saved');
      await queryClient.invalidateQueries({ queryKey: [...QUIZZES_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...QUIZZES_KEY, 'quiz', quizId] });
    } catch (e) {
      setError(
        isApiError(e)
          ? (Object.values(e.fields)[0] ?? e.message ?? t('quizzes.questions.saveFailed'))
          : t('quizzes.questions.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  };

  const categoryData = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: t('quizzes.questions.categoryCount', { name: c.name, count: c.questionCount }),
  }));

  return (
    <Stack gap="md">
      <SegmentedControl
        value={mode}
        onChange={(v) => {
          setMode(v as Mode);
          setDirty(true);
        }}
        data={[
          { value: 'fixed', label: t('quizzes.questions.fixed') },
          { value: 'draw', label: t('quizzes.questions.draw') },
        ]}
        w="fit-content"
        aria-label={t('quizzes.questions.modeLabel')}
      />
      {mode === 'fixed' ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('quizzes.questions.fixedHint')}
          </Text>
          {list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('quizzes.questions.noneYet')}
            </Text>
          ) : (
            <CardList gap="xs" ordered>
              {list.map((q, index) => {
                const stem = plainText(q.stem, 140);
                return (
                  <Paper key={q.id} withBorder p="xs" radius="sm" component="li" data-selected-question={q.id}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {index + 1}. {stem}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {describe(q)}
                        </Text>
                      </Stack>
                      <Group gap={2} wrap="nowrap">
                        <RowAction
                          icon={IconArrowUp}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          label={t('quizzes.questions.up', { n: index + 1 })}
                        />
                        <RowAction
                          icon={IconArrowDown}
                          disabled={index === list.length - 1}
                          onClick={() => move(index, 1)}
                          label={t('quizzes.questions.down', { n: index + 1 })}
                        />
                        <RowAction
                          icon={IconTrash}
                          color={DANGER}
                          onClick={() => {
                            setList((was) => was.filter((x) => x.id !== q.id));
                            setDirty(true);
                          }}
                          label={t('quizzes.questions.remove', { n: index + 1 })}
                        />
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </CardList>
          )}
          <AddRowButton onClick={() => setPicking(true)}>{t('quizzes.questions.addFromBank')}</AddRowButton>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('quizzes.questions.drawHint')}
          </Text>
          {rules.map((rule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place
            <Group key={index} gap="sm" align="flex-end" wrap="wrap" data-draw-rule={index}>
              <Select
                label={t('quizzes.questions.ruleCategory', { n: index + 1 })}
                data={categoryData}
                value={rule.categoryId === null ? null : String(rule.categoryId)}
                onChange={(v) => {
                  setRules((was) => was.map((r, i) => (i === index ? { ...r, categoryId: v ? Number(v) : null } : r)));
                  setDirty(true);
                }}
                style={{ flex: '1 1 220px' }}
              />
              <NumberInput
                label={t('quizzes.questions.ruleCount', { n: index + 1 })}
                value={rule.count}
                min={1}
                max={200}
                allowDecimal={false}
                onChange={(v) => {
                  setRules((was) =>
                    was.map((r, i) => (i === index ? { ...r, count: typeof v === 'number' ? v : '' } : r)),
                  );
                  setDirty(true);
                }}
                w={140}
              />
              <RowAction
                icon={IconTrash}
                color={DANGER}
                mb={6}
                disabled={rules.length <= 1}
                onClick={() => {
                  setRules((was) => was.filter((_, i) => i !== index));
                  setDirty(true);
                }}
                label={t('quizzes.questions.removeRule', { n: index + 1 })}
              />
            </Group>
          ))}
          <AddRowButton
            onClick={() => {
              setRules((was) => [...was, { categoryId: null, count: 1 }]);
              setDirty(true);
            }}
          >
            {t('quizzes.questions.addRule')}
          </AddRowButton>
        </Stack>
      )}
      <Text size="sm" fw={600} data-per-attempt={perAttempt}>
        {t('quizzes.questions.perAttempt', { count: perAttempt })}
      </Text>
      <FormAlert>{error}</FormAlert>
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} variant={dirty ? 'filled' : 'light'}>
          {t('quizzes.questions.save')}
        </Button>
      </Group>
      {picking ? (
        <BankPicker
          exclude={new Set(list.map((q) => q.id))}
          onAdd={(added) => {
            setList((was) => [...was, ...added]);
            setDirty(true);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Stack>
  );
}

export function QuestionsHeading({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Title order={2} size="h4" id={id}>
      {t('quizzes.questions.title')}
    </Title>
  );
}
