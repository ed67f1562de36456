import { Anchor, Avatar, Group, Stack } from '@mantine/core';
import type { PersonCard as Person } from '@ponte/shared/mentoring.schema';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttributionBadge } from '@/components/attribution-badge';
import { PersonFacts } from '@/components/person-facts';
import { useProfileLinkState } from '@/lib/profile-origin';

export function photoUrl(photo: string | null): string | null {
  return photo ? `/api/arquivos/${photo}` : null;
}

/**
 * Spec §3 "Person card": photo, first name, position, email, sector (Portuguese label) and the
 * FM/RM/M attribution. An Admin with no position reads "Administrador".
 */
export function PersonCard({ person, children }: { person: Person; children?: ReactNode }) {
  const { t } = useTranslation();
  // The profile's way back to this screen (lib/profile-origin.ts).
  const profileLinkState = useProfileLinkState();
  const name = `${person.firstName} ${person.lastName}`;
  const position = person.position ?? (person.role === 'Admin' ? t('mentoring.administrator') : null);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={photoUrl(person.photo)} alt="" size={48} radius="xl" color="blue.9" variant="filled" name={name} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={readOnlyProfilePath(person.publicId)} state={profileLinkState} fw={600}>
            {person.firstName}
          </Anchor>
          <AttributionBadge attribution={person.attribution} />
        </Group>
        <PersonFacts position={position} email={person.email} sector={person.sectorLabel} />
        {children}
      </Stack>
    </Group>
  );
}
