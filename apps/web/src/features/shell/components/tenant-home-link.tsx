import { Anchor, Box } from '@mantine/core';
import { Link } from 'react-router';
import { TenantLogo } from '@/components/tenant-logo';

// Every tenant logo draws its mark in the first 48 of its 48-unit-high viewBox, so clipping to a
// square shows just the mark when the sidebar is icon-only.
const MARK_RATIO = 44 / 48;

/** The logo is the way home: the sidebar has no separate "Home" entry (spec §2). */
export function TenantHomeLink({ compact = false, height = 36 }: { compact?: boolean; height?: number }) {
  return (
    <Anchor component={Link} to="/plataforma/home" display="inline-flex" underline="never">
      {compact ? (
        <Box w={Math.round(height * MARK_RATIO)} style={{ overflow: 'hidden' }}>
          <TenantLogo height={height} />
        </Box>
      ) : (
        <TenantLogo height={height} />
      )}
    </Anchor>
  );
}
