import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The lines under a person card's name (spec §3 "Person card"): position, email and sector, the
 * missing ones left out. The card around them (size, photo, link) is each screen's own.
 */
export function PersonFacts({ position, email, sector }: { position: ReactNode; email: string; sector: ReactNode }) {
  return (
    <>
      {position ? (
        <Text size="sm" c="dimmed">
          {position}
        </Text>
      ) : null}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
      {sector ? (
        <Text size="sm" c="dimmed">
          {sector}
        </Text>
      ) : null}
    </>
  );
}
