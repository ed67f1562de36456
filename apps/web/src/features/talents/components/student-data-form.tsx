import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { BRAZIL_DIAL_CODE, PHONE_MAX_DIGITS } from '@ponte/shared/documents';
import { GUARDIAN_RELATIONS, SCHOOL_YEARS } from '@ponte/shared/profile-enums';
import {
  earliestBirthDateIso,
  GUARDIAN_NAME_MAX,
  LAST_NAME_MAX,
  NAME_MAX,
  type PersonalInformationResponse,
  SOCIAL_NAME_MAX,
  todayIso,
} from '@ponte/shared/profile-personal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { DateField } from '@/components/date-field';
import { MaskedTextInput } from '@/components/masked-text-input';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { digitsMask } from '@/lib/mask';
import { notify } from '@/lib/notify';
import { saveStudentBasicData, studentKey } from '../api/student-api.ts';
import {
  fieldsOutsideForm,
  STUDENT_FORM_FIELDS,
  type StudentFormInput,
  type StudentFormValues,
  studentFormDefaults,
  studentFormSchema,
  toBasicDataRequest,
} from '../student-form.ts';

const CPF_MASK = '999.999.999-99';
const BRAZIL_PHONE_MASK = '(99) 99999-9999';
const COLUMNS = { base: 1, sm: 2 };

interface StudentDataFormProps {
  publicId: string;
  data: PersonalInformationResponse;
}

/** Names, documents, birth date, phone, guardian and school year of a student (a compact basic-data form). */
export function StudentDataForm({ publicId, data }: StudentDataFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [missing, setMissing] = useState<string[]>([]);
  const showGuardian = data.guardianApplies && 'guardianName' in data.basicData;
  const form = useForm<StudentFormInput, unknown, StudentFormValues>({
    resolver: zodResolver(studentFormSchema(showGuardian)),
    defaultValues: studentFormDefaults(data),
  });
  const { errors } = form.formState;
  const dialCode = form.watch('phoneDialCode');

  const mutation = useMutation({
    mutationFn: (values: StudentFormValues) => saveStudentBasicData(publicId, toBasicDataRequest(values, data)),
    onSuccess: async () => {
      setMissing([]);
      notify(t('talents.student.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: studentKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, STUDENT_FORM_FIELDS);
      const outside = isApiError(error) && error.code === 'VALIDATION_ERROR' ? fieldsOutsideForm(error.fields) : [];
      setMissing(outside);
      if (outside.length === 0 && (!isApiError(error) || !error.handled))
        notify(t('talents.student.saveFailed'), 'error');
    },
  });

  const text = (name: 'firstName' | 'lastName' | 'socialName' | 'guardianName', max: number, required = false) => (
    <TextInput
      {...form.register(name)}
      label={t(`talents.student.${name}`)}
      maxLength={max}
      withAsterisk={required}
      error={formErrorText(errors[name])}
    />
  );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} data-student-data>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {t('talents.student.dataTitle')}
          </Title>
          {missing.length > 0 ? (
            <Alert color="red" variant="light" role="alert" data-student-missing>
              <Stack gap={4}>
                {t('talents.student.missingFields', {
                  fields: missing.map((k) => t(`profilePersonal.basicData.${k}`, k)).join(', '),
                })}
                <Anchor component={Link} to={`/plataforma/perfil/${publicId}/informacoes-pessoais`} size="sm">
                  {t('talents.student.openFullProfile')}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <SimpleGrid cols={COLUMNS} spacing="md" verticalSpacing="sm">
            {text('firstName', NAME_MAX, true)}
            {text('lastName', LAST_NAME_MAX, true)}
            {text('socialName', SOCIAL_NAME_MAX)}
            <Controller
              control={form.control}
              name="cpf"
              render={({ field }) => (
                <MaskedTextInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  mask={CPF_MASK}
                  label={t('talents.student.cpf')}
                  withAsterisk
                  error={formErrorText(errors.cpf)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="birthDate"
              render={({ field }) => (
                <DateField
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={(next) => field.onChange(next ?? '')}
                  minDate={earliestBirthDateIso()}
                  maxDate={todayIso()}
                  label={t('talents.student.birthDate')}
                  withAsterisk
                  error={formErrorText(errors.birthDate)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <MaskedTextInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  mask={dialCode === BRAZIL_DIAL_CODE ? BRAZIL_PHONE_MASK : digitsMask(PHONE_MAX_DIGITS)}
                  label={t('talents.student.phone')}
                  leftSection={<span aria-hidden>+{dialCode}</span>}
                  leftSectionWidth={48}
                  autoComplete="off"
                  withAsterisk
                  error={formErrorText(errors.phone)}
                />
              )}
            />
            {showGuardian ? (
              <>
                {text('guardianName', GUARDIAN_NAME_MAX)}
                <ControlledEnumSelect
                  control={form.control}
                  name="guardianRelation"
                  options={GUARDIAN_RELATIONS}
                  label={t('talents.student.guardianRelation')}
                  withAsterisk
                  error={formErrorText(errors.guardianRelation)}
                />
                <ControlledEnumSelect
                  control={form.control}
                  name="schoolYear"
                  options={SCHOOL_YEARS}
                  label={t('talents.student.schoolYear')}
                  withAsterisk
                  error={formErrorText(errors.schoolYear)}
                />
              </>
            ) : null}
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
