import type { UserRequestParsed } from '@ponte/shared/users.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { createUser, USERS_QUERY_KEY } from '../api/users-api.ts';
import { UserFormCard, UserFormPage } from '../components/user-form-page.tsx';

/** /plataforma/usuarios/cadastrar-usuario: the new person gets an invitation to create their password. */
export function RegisterUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = t('pages.registerUser');

  const submit = async (values: UserRequestParsed) => {
    const created = await createUser(values);
    await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    notify(t('users.form.created', { email: created.email }), 'success');
    await navigate('/plataforma/usuarios');
  };

  return (
    <UserFormPage title={title}>
      <UserFormCard submitLabel={t('users.form.create')} onSubmit={submit} />
    </UserFormPage>
  );
}
