import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { RELATIONSHIP_BADGES_MAX } from '@ponte/shared/users.schema';
import { useTranslation } from 'react-i18next';
import { TEXT } from '@/lib/semantic-colours';

/** Spec §9: at most 2 business-relationship badges, then '+N' (its full list in a tooltip and for screen readers). */
export function RelationshipBadges({ ids, labelOf }: { ids: readonly number[]; labelOf: (id: number) => string }) {
  const { t } = useTranslation();
  if (ids.length === 0) return null;
  const shown = ids.slice(0, RELATIONSHIP_BADGES_MAX);
  const rest = ids.slice(RELATIONSHIP_BADGES_MAX).map(labelOf);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((id) => (
        <Badge key={id} variant="default" size="sm" radius="sm" tt="none">
          {labelOf(id)}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.join(', ')} withArrow>
          <Badge variant="outline" color={TEXT.body} size="sm" radius="sm" data-testid="relationships-more">
            <span aria-hidden>{t('users.list.more', { count: rest.length })}</span>
            <VisuallyHidden>{t('users.list.moreLabel', { count: rest.length, names: rest.join(', ') })}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
