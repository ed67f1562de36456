import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportPreview,
  type ImportRow,
  type ImportRowStatus,
} from '@ponte/shared/data-transfer.schema';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SectionCard } from '@/components/section-card';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useDocumentTitle } from '@/lib/document-title';
import { formErrorText } from '@/lib/form-error-text';
import { useIsMobile } from '@/lib/media';
import { importUsers, previewUserImport, USERS_QUERY_KEY } from '../api/users-api.ts';

const TONES: Record<ImportRowStatus, StatusTone> = { valid: 'positive', invalid: 'negative', existing: 'neutral' };
/** Rows drawn at once: a 5,000-row file is summed up by its counts; the problems are what needs reading. */
const ROWS_SHOWN = 200;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /plataforma/usuarios/importar (Admin; issue 16 §2): download the template, upload the filled file, read
 * each row's errors in the form's own words, then import the valid rows in one go.
 */
export function ImportUsersPage() {
  const { t } = useTranslation();
  const title = t('dataTransfer.import.title');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const preview = useMutation({ mutationFn: previewUserImport });
  const run = useMutation({
    mutationFn: importUsers,
    onSuccess: async () => {
      preview.reset();
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
  const choose = (next: File | null) => {
    setFile(next);
    preview.reset();
    run.reset();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to="/plataforma/usuarios">
          {t('dataTransfer.import.back')}
        </Anchor>
      </Group>
      <Text>{t('dataTransfer.import.intro')}</Text>

      <SectionCard title={t('dataTransfer.import.templateTitle')}>
        <Text size="sm">{t('dataTransfer.import.templateHint')}</Text>
        <Group gap="sm">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              component="a"
              href={`/api/importacao/usuarios/modelo/${format}`}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t(format === 'xlsx' ? 'dataTransfer.import.templateXlsx' : 'dataTransfer.import.templateCsv')}
            </Button>
          ))}
        </Group>
      </SectionCard>

      <SectionCard
        title={t('dataTransfer.import.fileTitle')}
        form={{
          onSubmit: (event) => {
            event.preventDefault();
            if (file) preview.mutate(file);
          },
        }}
      >
        <FileInput
          label={t('dataTransfer.import.file', { max: IMPORT_MAX_ROWS })}
          placeholder={t('dataTransfer.import.filePlaceholder')}
          accept={ACCEPT}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('dataTransfer.import.clearFile') }}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          data-import-file
        />
        <Group>
          <Button type="submit" disabled={!file} loading={preview.isPending}>
            {t('dataTransfer.import.check')}
          </Button>
        </Group>
        <ApiErrorAlert error={preview.error} />
      </SectionCard>

      {run.data ? (
        <Alert color="green" variant="light" role="status" data-import-done>
          {t('dataTransfer.import.done', { count: run.data.created })}{' '}
          <Anchor component={Link} to="/plataforma/usuarios">
            {t('dataTransfer.import.back')}
          </Anchor>
        </Alert>
      ) : null}
      <ApiErrorAlert error={run.error} />

      {preview.data && file ? (
        <PreviewSection
          data={preview.data}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          importing={run.isPending}
          onImport={() => run.mutate(file)}
        />
      ) : null}
    </Stack>
  );
}

interface PreviewSectionProps {
  data: ImportPreview;
  onlyProblems: boolean;
  onOnlyProblems: (value: boolean) => void;
  importing: boolean;
  onImport: () => void;
}

function PreviewSection({ data, onlyProblems, onOnlyProblems, importing, onImport }: PreviewSectionProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { counts } = data;
  const listed = onlyProblems && counts.invalid > 0 ? data.rows.filter((r) => r.status === 'invalid') : data.rows;
  const shown = listed.slice(0, ROWS_SHOWN);
  return (
    <SectionCard title={t('dataTransfer.import.previewTitle')} data-import-preview>
      <List spacing={4} data-import-counts>
        {(['valid', 'invalid', 'existing'] as const).map((status) => (
          <List.Item key={status}>{t(`dataTransfer.import.counts.${status}`, { count: counts[status] })}</List.Item>
        ))}
      </List>
      {counts.invalid > 0 ? (
        <Checkbox
          label={t('dataTransfer.import.onlyProblems')}
          checked={onlyProblems}
          onChange={(event) => onOnlyProblems(event.currentTarget.checked)}
        />
      ) : null}
      {mobile ? (
        <Stack gap="xs" data-import-rows>
          {shown.map((row) => (
            <PreviewCard key={row.line} row={row} />
          ))}
        </Stack>
      ) : (
        <Table striped verticalSpacing="xs" data-import-rows>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dataTransfer.import.line')}</Table.Th>
              <Table.Th scope="col">{t('dataTransfer.import.person')}</Table.Th>
              <Table.Th scope="col">{t('dataTransfer.import.status')}</Table.Th>
              <Table.Th scope="col">{t('dataTransfer.import.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <PreviewRow key={row.line} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {listed.length > shown.length ? (
        <Text size="sm" c="dimmed">
          {t('dataTransfer.import.rowsShown', { shown: shown.length, total: listed.length })}
        </Text>
      ) : null}
      {counts.valid > 0 ? (
        <Group>
          <Button onClick={onImport} loading={importing} data-import-confirm>
            {t('dataTransfer.import.confirm', { count: counts.valid })}
          </Button>
        </Group>
      ) : (
        <Text role="status">{t('dataTransfer.import.nothingToImport')}</Text>
      )}
    </SectionCard>
  );
}

function Person({ row }: { row: ImportRow }) {
  const name = [row.values.firstName, row.values.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="sm" c="dimmed">
        {row.values.email}
      </Text>
    </>
  );
}

function Problems({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const problems = Object.entries(row.errors) as [ImportColumn, string][];
  if (problems.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {problems.map(([column, key]) => (
        <List.Item key={column}>
          {t(`dataTransfer.columns.${column}`)}: {formErrorText({ message: key })}
        </List.Item>
      ))}
    </List>
  );
}

function RowStatus({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[row.status]}>{t(`dataTransfer.import.statuses.${row.status}`)}</StatusBadge>;
}

function PreviewRow({ row }: { row: ImportRow }) {
  return (
    <Table.Tr data-line={row.line}>
      <Table.Td>{row.line}</Table.Td>
      <Table.Td>
        <Person row={row} />
      </Table.Td>
      <Table.Td>
        <RowStatus row={row} />
      </Table.Td>
      <Table.Td>
        <Problems row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

/** At 400 px a row reads top to bottom instead of scrolling sideways. */
function PreviewCard({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" data-line={row.line}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm" c="dimmed">
          {t('dataTransfer.import.line')} {row.line}
        </Text>
        <RowStatus row={row} />
      </Group>
      <Person row={row} />
      <Problems row={row} />
    </Paper>
  );
}
