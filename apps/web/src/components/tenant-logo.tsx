import { Image } from '@mantine/core';
import { useTenant } from '@/lib/tenant';

/**
 * The logo is the tenant's name written out, so its alt text is the name. It is drawn in the brand colour
 * for a white page: in the dark scheme it sits on a light plate (global.css, ADR 0049).
 */
export function TenantLogo({ height = 40 }: { height?: number }) {
  const tenant = useTenant();
  return (
    <Image src={tenant.logoUrl} alt={tenant.name} h={height} w="auto" fit="contain" className="ponte-tenant-logo" />
  );
}
