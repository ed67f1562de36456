import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { LocationRequest, PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/address-fields';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { saveStudentLocation, studentKey } from '../api/student-api.ts';
import { type StudentPlace, studentPlaceSchema } from '../student-form.ts';

/** City and state of a student; the rest of the address is sent back as the profile holds it. */
export function StudentLocationForm({ publicId, data }: { publicId: string; data: PersonalInformationResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const location = data.location;
  const country = location.country ?? BRAZIL.value;
  const brazil = country === BRAZIL.value;
  const form = useForm<StudentPlace>({
    resolver: zodResolver(useMemo(() => studentPlaceSchema(brazil), [brazil])),
    defaultValues: { state: location.state ?? '', city: location.city ?? '', cityCode: location.cityCode },
  });
  useUnsavedChanges(form.formState.isDirty);

  const mutation = useMutation({
    mutationFn: (body: LocationRequest) => saveStudentLocation(publicId, body),
    onSuccess: async () => {
      notify(t('talents.student.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: studentKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['state', 'city', 'cityCode']);
      if (!isApiError(error) || !error.handled) notify(t('talents.student.saveFailed'), 'error');
    },
  });

  const submit = form.handleSubmit((place) =>
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
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} data-student-location>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {t('talents.student.locationTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <AddressFields form={form} brazil={brazil} />
          </SimpleGrid>
          <FormActions submitLabel={t('talents.student.saveLocation')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
