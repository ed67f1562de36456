import { ActionIcon, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Company } from '@ponte/shared/companies.schema';
import { IconDotsVertical, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FILLED } from '@/lib/semantic-colours';
import { COMPANIES_KEY, deleteCompany, setCompanyActive } from '../api/companies-api.ts';

interface CompanyActionsProps {
  company: Company;
  onEdit: (company: Company) => void;
}

/** Edit, deactivate or reactivate, and delete after confirmation (refused while users link to it). */
export function CompanyActions({ company, onEdit }: CompanyActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
  const active = company.status === 'active';

  const toggle = useMutation({
    mutationFn: () => setCompanyActive(company.id, !active),
    onSuccess: async () => {
      notify(t(active ? 'companies.deactivated' : 'companies.reactivated'), 'success');
      await refresh();
    },
    onError: (error) => {
      if (!isApiError(error) || !error.handled) notify(t('companies.actionFailed'), 'error');
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteCompany(company.id),
    onSuccess: async () => {
      notify(t('companies.deleted'), 'success');
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) notify(t('companies.deleteBlocked'), 'error');
      else if (!isApiError(error) || !error.handled) notify(t('companies.actionFailed'), 'error');
    },
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('companies.deleteTitle'),
      children: t('companies.deleteConfirm', { name: company.tradeName }),
      labels: { confirm: t('companies.delete'), cancel: t('companies.cancel') },
      // red.9: white on Mantine's default red is below 4.5:1.
      confirmProps: { color: FILLED.negative },
      size: 400,
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="dimmed"
          aria-label={t('companies.list.actionsFor', { name: company.tradeName })}
          loading={toggle.isPending || remove.isPending}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(company)}>
          {t('companies.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
          onClick={() => toggle.mutate()}
        >
          {t(active ? 'companies.deactivate' : 'companies.reactivate')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={company.linkedUsers > 0}
          title={company.linkedUsers > 0 ? t('companies.deleteBlocked') : undefined}
          onClick={confirmDelete}
        >
          {t('companies.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
