import { Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE } from '@/components/badge-styles';
import { splitSkills } from '../talent-url.ts';

/** Spec §9: the first three skills, then '+N' (the rest in a tooltip and for screen readers). */
export function SkillBadges({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation();
  if (skills.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('talents.list.none')}
      </Text>
    );
  }
  const { shown, hidden } = splitSkills(skills);
  return (
    <Group gap={4} wrap="wrap" data-skills>
      {shown.map((skill) => (
        <Badge key={skill} variant="light" size="sm" radius="sm" tt="none" styles={WHOLE_BADGE}>
          {skill}
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <Tooltip label={hidden.join(', ')} withArrow>
          <Badge variant="outline" size="sm" radius="sm" data-skills-more>
            <span aria-hidden>{t('talents.list.moreSkills', { count: hidden.length })}</span>
            <VisuallyHidden>
              {t('talents.list.moreSkillsLabel', { count: hidden.length, names: hidden.join(', ') })}
            </VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
