import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { useDocumentTitle } from '@/lib/document-title';
import { UserForm, type UserFormProps } from './user-form.tsx';

const LIST_PATH = '/plataforma/usuarios';

/** The register and edit pages' frame: the way back to the list, the title (the tab's too), then the page. */
export function UserFormPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <BackLink to={LIST_PATH}>{t('users.form.back')}</BackLink>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/** The user form in its card; Cancel goes back to the list. */
export function UserFormCard(props: Omit<UserFormProps, 'onCancel'>) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="md">
      <UserForm {...props} onCancel={() => void navigate(LIST_PATH)} />
    </Paper>
  );
}
