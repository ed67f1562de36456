import { Anchor } from '@mantine/core';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { Link } from 'react-router';
import type { ProfileLinkState } from '@/lib/profile-origin';

interface Named {
  publicId: string;
  firstName: string;
  lastName: string;
}

export const fullName = (person: Named) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A person's name in a course's lists (enrolments, favourites), leading to their profile; `state` is
 * the list's own, so the profile's back link returns to it.
 */
export function PersonLink({ person, state }: { person: Named; state: ProfileLinkState | undefined }) {
  return (
    <Anchor
      component={Link}
      to={readOnlyProfilePath(person.publicId)}
      state={state}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {fullName(person)}
    </Anchor>
  );
}
