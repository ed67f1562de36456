import { Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AskablePerson } from '@ponte/shared/mentoring.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { HeadingModal } from '@/components/heading-modal';
import { apiRequest } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import { AskFields, useAskForm } from './ask-fields.tsx';

/** Admin and Rh open a request for someone (the only way in where talents have no Mentoring item). */
export function AskOnBehalfModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
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
  const { form, onSubmit, pending, withPeriod } = useAskForm({ onBehalf: true, onDone: onClose });
  const options = [...(picked ? [picked] : []), ...(people.data ?? []).filter((p) => p.publicId !== picked?.publicId)];
  return (
    <HeadingModal onClose={onClose} title={t('mentoring.ask.onBehalf')}>
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
          <AskFields form={form} withPeriod={withPeriod} />
          <FormActions submitLabel={t('mentoring.ask.submit')} onCancel={onClose} loading={pending} />
        </Stack>
      </form>
    </HeadingModal>
  );
}
