import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import {
  type LocationRequest,
  locationRequestSchema,
  type PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields, type AddressPart } from '@/components/address-fields';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { saveLocation } from '../api/personal-api.ts';
import { profileKey } from '../api/profile-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';

const PARTS: readonly AddressPart[] = [
  'country',
  'postalCode',
  'address',
  'streetNumber',
  'neighborhood',
  'complement',
];

const FIELDS: readonly FieldPath<LocationRequest>[] = [
  'country',
  'postalCode',
  'address',
  'streetNumber',
  'neighborhood',
  'complement',
  'state',
  'city',
  'cityCode',
];

interface LocationFormProps {
  publicId: string;
  data: PersonalInformationResponse;
  readOnly: boolean;
}

export function LocationForm({ publicId, data, readOnly }: LocationFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = data.location;

  const form = useForm<LocationRequest, unknown, LocationRequest>({
    resolver: zodResolver(locationRequestSchema),
    defaultValues: {
      // A reader sees what was answered; only a form being filled suggests Brazil.
      country: location.country ?? (readOnly ? '' : BRAZIL.value),
      postalCode: location.postalCode ?? '',
      address: location.address ?? '',
      streetNumber: location.streetNumber ?? '',
      neighborhood: location.neighborhood ?? '',
      complement: location.complement ?? '',
      state: location.state ?? '',
      city: location.city ?? '',
      cityCode: location.cityCode,
    },
  });
  useUnsavedChanges(form.formState.isDirty);
  const mutation = useMutation({
    mutationFn: (values: LocationRequest) => saveLocation(publicId, values),
    onSuccess: async () => {
      notify(t('profile.form.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: profileKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (!isApiError(error) || !error.handled) notify(t('profile.form.saveFailed'), 'error');
    },
  });

  // Sensitive lines are omitted, not nulled, for a reader who may not see them.
  const parts = PARTS.filter((part) => part === 'country' || part in location);

  return (
    <FormSection
      title={t('profilePersonal.location.title')}
      saveLabel={t('profilePersonal.location.save')}
      readOnly={readOnly}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="location"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        <AddressFields form={form} parts={parts} readOnly={readOnly} />
      </SimpleGrid>
    </FormSection>
  );
}
