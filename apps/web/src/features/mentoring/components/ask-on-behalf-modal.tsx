import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type AskablePerson,
  type MentorshipAsk,
  mentorshipAskSchema,
  OBJECTIVE_MAX,
} from '@ponte/shared/mentoring.schema';
import { SHIFTS, shiftSchema } from '@ponte/shared/profile-enums';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { apiRequest, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTenant } from '@/lib/tenant';
import { useAskMentoring } from '../api/mentoring-api.ts';
import { useMentorAreas } from './mentoring-labels.ts';

const onBehalfSchema = mentorshipAskSchema.required({ userId: true });

/** Admin and Rh open a request for someone (the only way in where talents have no Mentoring item). */
export function AskOnBehalfModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tenant = useTenant();
  const areas = useMentorAreas();
  const ask = useAskMentoring();
  const withPeriod = tenant.features.mentoringPeriod;
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<AskablePerson | null>(null);
  const people = useQuery({
    queryKey: ['mentoring', 'askable', term] as const,
    queryFn: ({ signal }) =>
      apiRequest<AskablePerson[]>(`/api/solicitacoes-mentorias/pessoas?search=${encodeURIComponent(term)}`, {
        signal,
        quietFailure: true,
      }),
    enabled: term.length >= 2,
  });
  const form = useForm<MentorshipAsk>({
    resolver: zodResolver(withPeriod ? onBehalfSchema.extend({ period: shiftSchema }) : onBehalfSchema) as never,
    defaultValues: { objective: '', period: null },
  });
  const objective = form.watch('objective') ?? '';
  const options = [...(picked ? [picked] : []), ...(people.data ?? []).filter((p) => p.publicId !== picked?.publicId)];
  const onSubmit = form.handleSubmit((body) =>
    ask.mutate(
      { ...body, period: withPeriod ? body.period : undefined },
      {
        onSuccess: () => {
          notify(t('mentoring.ask.done'), 'success');
          onClose();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['areaOptions', 'objective', 'period', 'userId'])) return;
          if (isApiError(error) && error.handled) return;
          notify(isApiError(error) && error.status < 500 ? error.message : t('mentoring.ask.failed'), 'error');
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} size="h4" id={titleId}>
          {t('mentoring.ask.onBehalf')}
        </Title>
      }
      aria-labelledby={titleId}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <Select
                label={t('mentoring.ask.person')}
                placeholder={t('mentoring.ask.personPlaceholder')}
                withAsterisk
                searchable
                filter={({ options: all }) => all}
                searchValue={search}
                onSearchChange={setSearch}
                data={options.map((p) => ({ value: p.publicId, label: `${p.firstName} ${p.lastName} · ${p.email}` }))}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value ?? undefined);
                  setPicked(options.find((p) => p.publicId === value) ?? null);
                }}
                nothingFoundMessage={term.length >= 2 && people.isSuccess ? t('profile.form.nothingFound') : undefined}
                error={fieldErrorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="areaOptions"
            render={({ field, fieldState }) => (
              <Select
                label={t('mentoring.fields.area')}
                withAsterisk
                data={areas.items.map((item) => ({ value: String(item.id), label: areas.label(item.id) }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                allowDeselect={false}
                placeholder={t('profile.form.select')}
                error={fieldErrorText(fieldState.error)}
              />
            )}
          />
          <Textarea
            label={t('mentoring.fields.objective')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={OBJECTIVE_MAX}
            description={`${objective.length}/${OBJECTIVE_MAX}`}
            error={fieldErrorText(form.formState.errors.objective)}
            {...form.register('objective')}
          />
          {withPeriod && (
            <ControlledEnumSelect
              control={form.control}
              name="period"
              options={SHIFTS}
              label={t('mentoring.fields.period')}
              withAsterisk
              error={fieldErrorText(form.formState.errors.period)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {t('mentoring.ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
