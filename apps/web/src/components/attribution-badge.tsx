import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Attribution } from '@ponte/shared/collaborators.schema';
import { useTranslation } from 'react-i18next';

/**
 * Spec §3 "Person card": the FM/RM/M code, with what it means in a tooltip for the eye and in hidden
 * text for screen readers (the code alone says nothing to either).
 */
export function AttributionBadge({ attribution }: { attribution: Attribution | null }) {
  const { t } = useTranslation();
  if (!attribution) return null;
  const meaning = t(`collaborators.attributions.${attribution}`);
  return (
    <Tooltip label={meaning}>
      <Badge variant="filled" size="sm" data-testid="attribution-badge">
        <span aria-hidden>{attribution}</span>
        <VisuallyHidden>{meaning}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
