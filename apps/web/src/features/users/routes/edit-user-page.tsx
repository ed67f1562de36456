import { Alert, Center, Loader } from '@mantine/core';
import type { UserRequestParsed } from '@ponte/shared/users.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { USERS_QUERY_KEY, updateUser, userQueryOptions } from '../api/users-api.ts';
import { UserFormCard, UserFormPage } from '../components/user-form-page.tsx';
import { UserStatusPanel } from '../components/user-status-panel.tsx';

/**
 * /plataforma/usuarios/{publicId}/editar-usuario: the register form, plus deactivate and reactivate; a notice
 * alone for an account deleted at the person's request.
 */
export function EditUserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(userQueryOptions(id));
  const title = t('pages.editUser');

  const submit = async (values: UserRequestParsed) => {
    const updated = await updateUser(id, values);
    queryClient.setQueryData(userQueryOptions(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: [...USERS_QUERY_KEY, 'list'] });
    notify(t('users.form.saved'), 'success');
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    body = (
      <Alert role="alert" color={missing ? 'yellow' : 'red'} variant="light">
        {t(missing ? 'users.form.notFound' : 'users.form.loadFailed')}
      </Alert>
    );
  } else if (query.data.anonymised) {
    // Deleted at the person's request: the server refuses any edit or reactivation, so none is offered.
    body = (
      <Alert color="gray" variant="light" role="status" data-testid="user-anonymised">
        {t('users.form.anonymised')}
      </Alert>
    );
  } else {
    body = (
      <>
        <UserFormCard
          key={query.data.publicId}
          user={query.data}
          submitLabel={t('users.form.save')}
          onSubmit={submit}
        />
        <UserStatusPanel user={query.data} />
      </>
    );
  }

  return <UserFormPage title={title}>{body}</UserFormPage>;
}
