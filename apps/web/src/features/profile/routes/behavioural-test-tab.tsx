import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { behaviouralTestQueryOptions, learningPreferencesQueryOptions } from '../api/behaviour-api.ts';
import { BehaviourQuestionnaire } from '../components/behaviour-questionnaire.tsx';
import { BehaviourHistory, BehaviourResult } from '../components/behaviour-result.tsx';
import { LearningPreferencesForm } from '../components/learning-preferences-form.tsx';
import { useProfile } from '../components/profile-context.tsx';
import { LearningPreferencesView } from '../components/profile-view-learning.tsx';
import { ViewSection } from '../components/profile-view-section.tsx';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

/** /plataforma/perfil/{id}/teste-comportamental: the four-profile test and the learning preferences; read, as text. */
export function BehaviouralTestTab() {
  const { t } = useTranslation();
  const { publicId, readOnly, summary } = useProfile();
  const test = useQuery(behaviouralTestQueryOptions(publicId));
  const preferences = useQuery(learningPreferencesQueryOptions(publicId));
  const [answering, setAnswering] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  // Only the person answers their own test; an admin editing someone else's profile does not.
  const canTake = summary.access.canTakeTest && !readOnly;
  const own = summary.access.relation === 'self';

  const finish = () => {
    setAnswering(false);
    // The button that opened the questionnaire comes back; the focus returns to it.
    requestAnimationFrame(() => startButton.current?.focus());
  };

  let testContent: ReactNode;
  if (test.isPending) {
    testContent = <Loading />;
  } else if (test.isError) {
    testContent = (
      <Alert role="alert" color="red" variant="light">
        {t('profileBehaviour.loadFailed')}
      </Alert>
    );
  } else if (answering) {
    testContent = <BehaviourQuestionnaire publicId={publicId} onDone={finish} onCancel={finish} />;
  } else {
    const [latest] = test.data.attempts;
    testContent = (
      <Stack gap="lg">
        {latest ? (
          <BehaviourResult attempt={latest} />
        ) : (
          <Text size="sm" c="dimmed">
            {own ? t('profileBehaviour.emptyOwn') : t('profileBehaviour.emptyOther')}
          </Text>
        )}
        {canTake && (
          <Group>
            <Button
              ref={startButton}
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
              onClick={() => setAnswering(true)}
            >
              {latest ? t('profileBehaviour.retakeTest') : t('profileBehaviour.takeTest')}
            </Button>
          </Group>
        )}
        {test.data.attempts.length > 0 && <BehaviourHistory attempts={test.data.attempts} />}
      </Stack>
    );
  }

  let learningContent: ReactNode;
  if (preferences.isPending) {
    learningContent = <Loading />;
  } else if (preferences.isError) {
    learningContent = (
      <Alert role="alert" color="red" variant="light">
        {t('profileBehaviour.learning.loadFailed')}
      </Alert>
    );
  } else if (readOnly) {
    learningContent = <LearningPreferencesView data={preferences.data} />;
  } else {
    learningContent = <LearningPreferencesForm key={publicId} publicId={publicId} data={preferences.data} />;
  }

  if (readOnly) {
    return (
      <Stack gap="lg">
        <ViewSection title={t('profileBehaviour.title')} testId="behavioural-test">
          {testContent}
        </ViewSection>
        <ViewSection title={t('profileBehaviour.learning.title')} testId="learning-preferences">
          {learningContent}
        </ViewSection>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionCard title={t('profileBehaviour.title')} gap="md">
        {testContent}
      </SectionCard>
      <SectionCard title={t('profileBehaviour.learning.title')} gap="md">
        {learningContent}
      </SectionCard>
    </Stack>
  );
}
