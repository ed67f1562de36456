import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/lib/media';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { displayName, PhotoAvatar } from './photo-avatar.tsx';

interface ProfileHeaderProps {
  summary: ProfileSummary;
  /** No photo menu; that the profile is read-only is said once, by the layout's banner. */
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
        <Title order={1} size={mobile ? 'h3' : 'h2'} style={{ overflowWrap: 'anywhere' }}>
          {displayName(summary)}
        </Title>
        <Text c="dimmed" fw={500}>
          {vt(`roles.${summary.userType}`)}
        </Text>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>{t('profile.email')}: </VisuallyHidden>
          {summary.email}
        </Text>
      </Stack>
    </Group>
  );
}
