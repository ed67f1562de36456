import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CertificateVerification } from '@ponte/shared/certificates.schema';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { WayBackLink } from '@/components/way-back-link';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { FILLED } from '@/lib/semantic-colours';

const certificateQuery = (code: string) => ({
  queryKey: ['certificate', code] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<CertificateVerification>(`/api/certificados/${encodeURIComponent(code)}`, {
      expect: [404],
      quietFailure: true,
      signal,
    }),
  retry: false,
});

/**
 * /certificados/{code}: anyone, signed in or not, checks a certificate Ponte issued (issue 13 §3) —
 * valid or revoked, the holder's first name and surname initial, course, workload, issue day and
 * issuer, and the PDF. Nothing else is known here (the API answers nothing else).
 */
export function CertificatePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  useDocumentTitle(t('courses.certificate.pageTitle'));
  const query = useQuery(certificateQuery(code));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const c = query.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('courses.certificate.pageTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('courses.certificate.intro')}
      </Text>
      {query.isPending ? <PageLoader /> : null}
      {notFound ? (
        <Alert color="yellow" role="alert">
          {t('courses.certificate.notFound')}
        </Alert>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('courses.certificate.loadFailed')}
        </Alert>
      ) : null}
      {c ? (
        <Stack gap="sm" data-certificate-status={c.status}>
          <Group gap="xs">
            <IconCertificate size={22} aria-hidden />
            <Badge size="lg" color={c.status === 'valid' ? FILLED.positive : FILLED.negative} variant="filled">
              {c.status === 'valid' ? t('courses.certificate.valid') : t('courses.certificate.revoked')}
            </Badge>
          </Group>
          {c.status === 'revoked' ? (
            <Alert color="red" role="status">
              {t('courses.certificate.revokedNote')}
            </Alert>
          ) : null}
          <Stack component="dl" gap={6} m={0}>
            <Field label={t('courses.certificate.holder')} value={c.holder} />
            <Field label={t('courses.certificate.course')} value={c.course} />
            {c.workloadHours !== null ? (
              <Field
                label={t('courses.certificate.workload')}
                value={t('courses.certificate.workloadHours', { count: c.workloadHours })}
              />
            ) : null}
            <Field label={t('courses.certificate.issuedOn')} value={formatDate(c.issuedOn)} />
            <Field label={t('courses.certificate.issuer')} value={c.issuer} />
            <Field label={t('courses.certificate.code')} value={code.toUpperCase()} />
          </Stack>
          <Anchor href={`/api/certificados/${encodeURIComponent(code)}.pdf`} target="_blank" rel="noopener">
            <Group gap={6} component="span" wrap="nowrap">
              <IconDownload size={18} aria-hidden />
              {t('courses.certificate.pdf')}
            </Group>
          </Anchor>
        </Stack>
      ) : null}
      <WayBackLink />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
