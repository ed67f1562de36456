import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT } from '@/lib/semantic-colours';

/**
 * An enrolment's certificate: the link to its public page, then "revoked" where it was, or else what
 * the reader may do with it (`action`: Admin's revoke). `data-*` attributes go on the line.
 */
export function CertificateLine({
  certificate,
  action,
  ...rest
}: {
  certificate: { code: string; revoked?: boolean };
  action?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" {...rest}>
      <Anchor component={Link} to={`/certificados/${certificate.code}`} size="sm" data-certificate-link>
        {t('courses.certificate.link')}
      </Anchor>
      {certificate.revoked ? (
        <Text size="sm" c={TEXT.negative}>
          {t('courses.certificate.revokedChip')}
        </Text>
      ) : (
        action
      )}
    </Group>
  );
}
