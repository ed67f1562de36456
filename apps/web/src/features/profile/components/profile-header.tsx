import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/lib/media';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { displayName, PhotoAvatar } from './photo-avatar.tsx';

interface ProfileHeaderProps {
  summary: ProfileSummary;
  readOnly: boolean;
}

/** Photo, name (social name first), role and email above every profile tab. */
export function ProfileHeader({ summary, readOnly }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const mobile = useIsMobile();

  return (
    <Group gap={mobile ? 'md' : 'lg'} wrap="nowrap" align="center" data-profile-header>
      <PhotoAvatar summary={summary} editable={!readOnly} size={mobile ? 72 : 96} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size={mobile ? 'h3' : 'h2'} style={{ overflowWrap: 'anywhere' }}>
            {displayName(summary)}
          </Title>
          {readOnly && (
            <Badge color="gray.7" variant="filled" data-readonly-badge>
              {t('profile.readOnlyBadge')}
            </Badge>
          )}
        </Group>
        <Text c="gray.8" fw={500}>
          {vt(`roles.${summary.userType}`)}
        </Text>
        <Text c="gray.8" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>{t('profile.email')}: </VisuallyHidden>
          {summary.email}
        </Text>
      </Stack>
    </Group>
  );
}
