import { Anchor, Avatar, Group, Paper, Stack } from '@mantine/core';
import type { Collaborator } from '@ponte/shared/collaborators.schema';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttributionBadge } from '@/components/attribution-badge';
import { PersonFacts } from '@/components/person-facts';
import { useProfileLinkState } from '@/lib/profile-origin';

function initials(person: Collaborator): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}

/** Spec §3 "Person card": photo, name, position, email, sector (Portuguese label) and the FM/RM/M badge. */
export function CollaboratorCard({ person }: { person: Collaborator }) {
  const { t } = useTranslation();
  // The profile's way back to this screen (lib/profile-origin.ts).
  const profileLinkState = useProfileLinkState();
  const name = `${person.firstName} ${person.lastName}`;
  const position = person.position ?? (person.role === 'Admin' ? t('collaborators.administrator') : null);

  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" aria-label={name} data-testid="collaborator-card">
      <Stack gap="sm" align="center" ta="center">
        <Avatar
          src={person.photoUrl ? `/api/arquivos/${person.photoUrl}` : null}
          alt={t('collaborators.photoAlt', { name })}
          size={72}
          radius="xl"
          // Generated initials colours are not contrast-checked; the tenant's filled colour is, like the header's.
          color="brand"
          variant="filled"
          name={name}
        >
          {initials(person)}
        </Avatar>
        <Stack gap={2} align="center" style={{ minWidth: 0, maxWidth: '100%' }}>
          <Group gap={6} justify="center" wrap="nowrap">
            <Anchor
              component={Link}
              to={readOnlyProfilePath(person.publicId)}
              state={profileLinkState}
              fw={600}
              aria-label={t('collaborators.openProfile', { name })}
              data-collaborator-name
            >
              {name}
            </Anchor>
            <AttributionBadge attribution={person.attribution} />
          </Group>
          <PersonFacts
            position={position}
            email={person.email}
            sector={person.sectorLabel ?? t('collaborators.noSector')}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
