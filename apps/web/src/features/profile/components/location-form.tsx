import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import {
  type LocationRequest,
  locationRequestSchema,
  type PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields, type AddressPart } from '@/components/address-fields';
import { saveLocation } from '../api/personal-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';
import { useSectionSave } from './use-section-save.ts';

const PARTS: readonly AddressPart[] = [
  'country',
  'postalCode',
  'address',
  'streetNumber',
  'neighborhood',
  'complement',
];

const FIELDS: readonly FieldPath<LocationRequest>[] = [...PARTS, 'state', 'city', 'cityCode'];

interface LocationFormProps {
  publicId: string;
  data: PersonalInformationResponse;
}

export function LocationForm({ publicId, data }: LocationFormProps) {
  const { t } = useTranslation();
  const location = data.location;

  const form = useForm<LocationRequest, unknown, LocationRequest>({
    resolver: zodResolver(locationRequestSchema),
    defaultValues: {
      // A form being filled suggests Brazil.
      country: location.country ?? BRAZIL.value,
      postalCode: location.postalCode ?? '',
      address: location.address ?? '',
      streetNumber: location.streetNumber ?? '',
      neighborhood: location.neighborhood ?? '',
      complement: location.complement ?? '',
      state: location.state ?? '',
      city: location.city ?? '',
      cityCode: location.cityCode ?? null,
    },
  });
  const mutation = useSectionSave(form, { publicId, save: (values) => saveLocation(publicId, values), fields: FIELDS });

  // Sensitive lines are omitted, not nulled, for a viewer who may not see them.
  const parts = PARTS.filter((part) => part === 'country' || part in location);

  return (
    <FormSection
      title={t('profilePersonal.location.title')}
      saveLabel={t('profilePersonal.location.save')}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="location"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        <AddressFields form={form} parts={parts} />
      </SimpleGrid>
    </FormSection>
  );
}
