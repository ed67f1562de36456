import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { MANAGER_ITEM_PATHS } from '@ponte/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session';
import { COMPANIES_KEY, createCompany } from '../api/companies-api.ts';
import { CompanyForm } from '../components/company-form.tsx';

/** /plataforma/empresas: register a company (Admin in mais-pra-ti and sandbox). */
export function RegisterCompanyPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const title = t('pages.registerCompany');
  useDocumentTitle(title);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('companies.registerIntro')}</Text>
        {can('companies') && (
          <Anchor component={Link} to={MANAGER_ITEM_PATHS.companies}>
            {t('companies.seeRegistered')}
          </Anchor>
        )}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'lg' }}>
        <CompanyForm
          company={null}
          submitLabel={t('companies.register')}
          resetAfterSave
          onSubmit={createCompany}
          onSaved={() => {
            notify(t('companies.created'), 'success');
            void queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
          }}
        />
      </Paper>
    </Stack>
  );
}
