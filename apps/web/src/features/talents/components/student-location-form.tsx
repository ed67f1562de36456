import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  CITY_MAX,
  type LocationRequest,
  type PersonalInformationResponse,
  STATE_MAX,
} from '@ponte/shared/profile-personal.schema';
import { BRAZILIAN_STATES, isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { V } from '@ponte/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useMunicipalities } from '@/lib/use-municipalities';
import { saveStudentLocation, studentKey } from '../api/student-api.ts';

const STATE_DATA = BRAZILIAN_STATES.map((s) => ({ value: s.value, label: s.label }));

interface Place {
  state: string;
  city: string;
  cityCode: number | null;
}

/** City and state of a student; the rest of the address is sent back as the profile holds it. */
export function StudentLocationForm({ publicId, data }: { publicId: string; data: PersonalInformationResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const location = data.location;
  const country = location.country ?? BRAZIL.value;
  const brazil = country === BRAZIL.value;
  const [place, setPlace] = useState<Place>({
    state: location.state ?? '',
    city: location.city ?? '',
    cityCode: location.cityCode,
  });
  const [errors, setErrors] = useState<Partial<Record<'state' | 'city', string>>>({});

  const cities = useMunicipalities(brazil ? place.state : null);

  const mutation = useMutation({
    mutationFn: (body: LocationRequest) => saveStudentLocation(publicId, body),
    onSuccess: async () => {
      notify(t('talents.student.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: studentKey(publicId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
        setErrors({ state: error.fields.state, city: error.fields.city ?? error.fields.cityCode });
      }
      if (!isApiError(error) || !error.handled) notify(t('talents.student.saveFailed'), 'error');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!place.state.trim()) missing.state = t(V.required);
    if (brazil ? place.cityCode === null : !place.city.trim()) missing.city = t(V.required);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    mutation.mutate({
      country,
      postalCode: location.postalCode ?? '',
      address: location.address ?? '',
      streetNumber: location.streetNumber ?? '',
      neighborhood: location.neighborhood ?? '',
      complement: location.complement ?? '',
      state: place.state,
      city: place.city,
      cityCode: brazil ? place.cityCode : null,
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} data-student-location>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {t('talents.student.locationTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {brazil ? (
              <>
                <Select
                  label={t('talents.student.state')}
                  data={STATE_DATA}
                  value={place.state || null}
                  onChange={(next) => {
                    if (!next || next === place.state) return;
                    setPlace({ state: next, city: '', cityCode: null });
                  }}
                  searchable
                  allowDeselect={false}
                  withAsterisk
                  placeholder={t('profile.form.select')}
                  nothingFoundMessage={t('profile.form.nothingFound')}
                  error={errors.state}
                  autoComplete="off"
                />
                <Select
                  label={t('talents.student.city')}
                  data={cities.data ?? []}
                  value={place.cityCode === null ? null : String(place.cityCode)}
                  onChange={(next) => {
                    if (!next) return;
                    const label = cities.data?.find((c) => c.value === next)?.label ?? '';
                    setPlace((p) => ({ ...p, city: label, cityCode: Number(next) }));
                  }}
                  searchable
                  allowDeselect={false}
                  withAsterisk
                  disabled={!isBrazilianStateCode(place.state)}
                  placeholder={t('profile.form.select')}
                  nothingFoundMessage={t('profile.form.nothingFound')}
                  error={errors.city}
                  autoComplete="off"
                />
              </>
            ) : (
              <>
                <TextInput
                  label={t('talents.student.state')}
                  value={place.state}
                  maxLength={STATE_MAX}
                  onChange={(e) => setPlace((p) => ({ ...p, state: e.currentTarget.value }))}
                  withAsterisk
                  error={errors.state}
                />
                <TextInput
                  label={t('talents.student.city')}
                  value={place.city}
                  maxLength={CITY_MAX}
                  onChange={(e) => setPlace((p) => ({ ...p, city: e.currentTarget.value }))}
                  withAsterisk
                  error={errors.city}
                />
              </>
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('talents.student.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
