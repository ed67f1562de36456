import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ExportMenuProps {
  /** The export route without its format: '/api/exportacao/talentos'. */
  path: string;
  /** The list's own query string, so the file holds what the screen lists. */
  search: string;
}

/**
 * "Exportar" for a list (issue 16 §2): plain links, so the browser downloads the file with the session
 * cookie and names it from the answer; no script holds the rows.
 */
export function ExportMenu({ path, search }: ExportMenuProps) {
  const { t } = useTranslation();
  const href = (format: 'csv' | 'xlsx') => `${path}/${format}${search ? `?${search}` : ''}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} data-export-menu>
          {t('common.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href('xlsx')} download>
          {t('common.exportAs', { format: 'XLSX' })}
        </Menu.Item>
        <Menu.Item component="a" href={href('csv')} download>
          {t('common.exportAs', { format: 'CSV' })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
