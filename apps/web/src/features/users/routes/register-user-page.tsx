import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { UserRequestParsed } from '@ponte/shared/users.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { notify } from '@/lib/notify';
import { createUser, USERS_QUERY_KEY } from '../api/users-api.ts';
import { UserForm } from '../components/user-form.tsx';

/** /plataforma/usuarios/cadastrar-usuario: the new person gets an invitation to create their password. */
export function RegisterUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = t('pages.registerUser');
  useDocumentTitle(title);

  const submit = async (values: UserRequestParsed) => {
    const created = await createUser(values);
    await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    notify(t('users.form.created', { email: created.email }), 'success');
    await navigate('/plataforma/usuarios');
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/plataforma/usuarios" size="sm">
        {t('users.form.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p="md">
        <UserForm
          submitLabel={t('users.form.create')}
          onSubmit={submit}
          onCancel={() => void navigate('/plataforma/usuarios')}
        />
      </Paper>
    </Stack>
  );
}
