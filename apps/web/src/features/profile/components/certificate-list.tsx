import { Anchor, Badge, Group, VisuallyHidden } from '@mantine/core';
import type { Certificate } from '@ponte/shared/profile-skills.schema';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TEXT } from '@/lib/semantic-colours';
import { certificatesQueryKey, certificatesQueryOptions, deleteCertificate } from '../api/certificates-api.ts';
import { CertificateModal } from './certificate-modal.tsx';
import { RecordList } from './record-list.tsx';

/**
 * Spec §3 "Certificate": course name, platform, issue date and link; added, edited (modal) and deleted.
 * Those Ponte issued (issue 13 §3) follow, read-only, marked "emitido pela plataforma".
 */
export function CertificateList({ publicId }: { publicId: string }) {
  const { t } = useTranslation();
  const query = useQuery(certificatesQueryOptions(publicId));
  const label = (key: 'courseName' | 'platform' | 'issueDate' | 'url') => t(`profileSkills.certificates.${key}`);

  return (
    <RecordList<Certificate>
      kind="certificates"
      query={query}
      queryKey={certificatesQueryKey(publicId)}
      // An issued certificate's id is of another table: negative keys keep the two apart.
      rowKey={(certificate) => (certificate.issuedByPlatform ? -certificate.certificateId : certificate.certificateId)}
      nameOf={(certificate) => certificate.courseName}
      remove={(certificate) => deleteCertificate(publicId, certificate.certificateId)}
      columns={[
        { label: label('courseName'), cell: (c) => c.courseName, wrap: true },
        { label: label('platform'), cell: (c) => c.platform, wrap: true },
        {
          label: label('issueDate'),
          cell: (c) => (c.issueDate ? formatDate(c.issueDate) : t('profileSkills.noValue')),
        },
        {
          label: label('url'),
          cell: (c) => (
            <Anchor href={c.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {t('profileSkills.certificates.openShort')}
                <VisuallyHidden>{` ${t('profileSkills.certificates.open', { name: c.courseName })}`}</VisuallyHidden>
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ),
        },
      ]}
      readOnly={(c) =>
        c.issuedByPlatform ? (
          // Outline: a light badge of so dark a colour reads as dark on dark to axe.
          <Badge variant="outline" color={TEXT.secondary} data-issued-by-platform>
            {t('profileSkills.certificates.issuedByPlatform')}
          </Badge>
        ) : null
      }
      modal={({ opened, row, onClose }) => (
        <CertificateModal publicId={publicId} opened={opened} certificate={row} onClose={onClose} />
      )}
    />
  );
}
