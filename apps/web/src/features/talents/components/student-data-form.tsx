import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { CPF_MASK } from '@ponte/shared/documents';
import { GUARDIAN_RELATIONS, SCHOOL_YEARS } from '@ponte/shared/profile-enums';
import {
  GUARDIAN_NAME_MAX,
  LAST_NAME_MAX,
  NAME_MAX,
  type PersonalInformationResponse,
  SOCIAL_NAME_MAX,
} from '@ponte/shared/profile-personal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ControlledBirthDateField } from '@/components/controlled-date-field';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledMaskedInput } from '@/components/controlled-masked-input';
import { FormActions } from '@/components/form-actions';
import { phoneMask } from '@/components/phone-fields';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
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
  useUnsavedChanges(form.formState.isDirty);
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
            <ControlledMaskedInput
              control={form.control}
              name="cpf"
              mask={CPF_MASK}
              label={t('talents.student.cpf')}
              withAsterisk
            />
            <ControlledBirthDateField
              control={form.control}
              name="birthDate"
              label={t('talents.student.birthDate')}
              withAsterisk
            />
            <ControlledMaskedInput
              control={form.control}
              name="phone"
              mask={phoneMask(dialCode)}
              label={t('talents.student.phone')}
              leftSection={<span aria-hidden>+{dialCode}</span>}
              leftSectionWidth={48}
              autoComplete="off"
              withAsterisk
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
                />
                <ControlledEnumSelect
                  control={form.control}
                  name="schoolYear"
                  options={SCHOOL_YEARS}
                  label={t('talents.student.schoolYear')}
                  withAsterisk
                />
              </>
            ) : null}
          </SimpleGrid>
          <FormActions submitLabel={t('talents.student.saveData')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
