import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { POSITION_MAX } from '@ponte/shared/profile-professional.schema';
import {
  MENTOR_CAPABLE_ROLES,
  NO_COMPANY_ID,
  USER_FORM_ROLES,
  USER_NAME_MAX,
  type UserDetail,
  type UserFormRole,
  type UserRequest,
  type UserRequestParsed,
  userRequestSchema,
} from '@ponte/shared/users.schema';
import { EMAIL_MAX_LENGTH } from '@ponte/shared/validation';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ControlledIdMultiSelect, ControlledIdSelect } from '@/components/controlled-id-select';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { registerField } from '@/lib/register-field';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { useCompanyOptions, useOptionItems } from '../api/users-api.ts';

const FIELDS = [
  'role',
  'firstName',
  'lastName',
  'email',
  'companyId',
  'sectorId',
  'position',
  'businessRelationships',
  'isMentor',
] as const;

// The three always-required texts differ only in their limit and kind.
const TEXT_FIELDS = [
  { name: 'firstName', max: USER_NAME_MAX.first, type: undefined },
  { name: 'lastName', max: USER_NAME_MAX.last, type: undefined },
  { name: 'email', max: EMAIL_MAX_LENGTH, type: 'email' },
] as const;

function defaultsOf(user: UserDetail | undefined): UserRequest {
  if (!user) {
    return {
      role: undefined as unknown as UserFormRole,
      firstName: '',
      lastName: '',
      email: '',
      companyId: NO_COMPANY_ID,
      sectorId: null,
      position: '',
      businessRelationships: [],
      isMentor: 'N',
    };
  }
  return {
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyId: user.companyId,
    sectorId: user.sectorId,
    position: user.position ?? '',
    businessRelationships: user.businessRelationships,
    isMentor: user.isMentor,
  };
}

export interface UserFormProps {
  user?: UserDetail;
  submitLabel: string;
  onSubmit: (values: UserRequestParsed) => Promise<unknown>;
  onCancel: () => void;
}

/** Register and edit share this form (spec §2): role, names, email, company, sector, position, relationships, isMentor. */
export function UserForm({ user, submitLabel, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const form = useForm<UserRequest, unknown, UserRequestParsed>({
    resolver: zodResolver(userRequestSchema),
    defaultValues: defaultsOf(user),
  });
  const { errors, isSubmitting } = form.formState;

  const sectors = useOptionItems('EMPLOYEE_SECTOR');
  const relationships = useOptionItems('COMPANY_RELATIONSHIP');
  const companies = useCompanyOptions();
  const companyData = useMemo(() => {
    const list = [{ value: String(NO_COMPANY_ID), label: t('users.form.noCompany') }, ...companies];
    // A company deactivated since stays shown for the person still linked to it.
    if (user?.company && !list.some((c) => c.value === String(user.company?.id))) {
      list.push({ value: String(user.company.id), label: user.company.name });
    }
    return list;
  }, [companies, user, t]);
  const roleData = useMemo(() => USER_FORM_ROLES.map((r) => ({ value: r, label: vt(`roles.${r}`) })), [vt]);

  const role = form.watch('role');
  const companyId = form.watch('companyId');
  const linked = companyId !== NO_COMPANY_ID;
  const mentorCapable = role !== undefined && MENTOR_CAPABLE_ROLES.includes(role);

  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.code === 'CONFLICT' && error.fields.email) {
        form.setError('email', { type: 'server', message: error.fields.email });
        return;
      }
      setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.form.requiredLegend')}
        </Text>
        <ApiErrorAlert error={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                label={t('users.form.role')}
                placeholder={t('users.form.select')}
                data={roleData}
                value={field.value ?? null}
                onChange={(next) => {
                  const nextRole = (next ?? undefined) as UserFormRole | undefined;
                  field.onChange(nextRole);
                  // A Mentor is always a mentor; roles that cannot mentor are never one.
                  if (nextRole === 'Mentor') form.setValue('isMentor', 'S');
                  else if (!nextRole || !MENTOR_CAPABLE_ROLES.includes(nextRole)) form.setValue('isMentor', 'N');
                }}
                allowDeselect={false}
                withAsterisk
                error={formErrorText(errors.role)}
                errorProps={{ role: 'alert' }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isMentor"
            render={({ field }) => (
              <Radio.Group
                name={field.name}
                label={t('users.form.isMentor')}
                description={t('users.form.isMentorHint')}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                error={formErrorText(errors.isMentor)}
                errorProps={{ role: 'alert' }}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="S" label={t('common.yes')} disabled={!mentorCapable || role === 'Mentor'} />
                  <Radio value="N" label={t('common.no')} disabled={!mentorCapable || role === 'Mentor'} />
                </Group>
              </Radio.Group>
            )}
          />
          {TEXT_FIELDS.map(({ name, max, type }) => (
            <TextInput
              key={name}
              {...registerField(form, name)}
              type={type}
              label={t(`users.form.${name}`)}
              maxLength={max}
              autoComplete="off"
              withAsterisk
            />
          ))}
          <ControlledIdSelect
            control={form.control}
            name="companyId"
            empty={NO_COMPANY_ID}
            label={t('users.form.company')}
            data={companyData}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('users.form.nothingFound')}
            withAsterisk
          />
          <ControlledIdSelect
            control={form.control}
            name="sectorId"
            label={t('users.form.sector')}
            placeholder={t('users.form.select')}
            data={sectors}
            clearable={!linked}
            nothingFoundMessage={t('users.form.nothingFound')}
            withAsterisk={linked}
          />
          <TextInput
            {...registerField(form, 'position')}
            label={t('users.form.position')}
            maxLength={POSITION_MAX}
            autoComplete="off"
            withAsterisk={linked}
          />
        </SimpleGrid>
        <ControlledIdMultiSelect
          control={form.control}
          name="businessRelationships"
          label={t('users.form.businessRelationships')}
          placeholder={t('users.form.select')}
          data={relationships}
          nothingFoundMessage={t('users.form.nothingFound')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('users.form.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
