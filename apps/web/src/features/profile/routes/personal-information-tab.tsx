import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { TEXT } from '@/lib/semantic-colours';
import { personalInformationQuery } from '../api/personal-api.ts';
import { AdditionalInformationForm } from '../components/additional-information-form.tsx';
import { BasicDataForm } from '../components/basic-data-form.tsx';
import { EducationList } from '../components/education-list.tsx';
import { LocationForm } from '../components/location-form.tsx';
import { useProfile } from '../components/profile-context.tsx';
import { PersonalInformationView } from '../components/profile-view-personal.tsx';

/**
 * Spec §3 personal information: three forms that save separately and the education list; read, the same as
 * text. On one's own profile the sensitive-data consent comes first (the privacy feature's, handed in by the
 * screen table): ticking or withdrawing it reads the tab again, so the questions it covers appear or go.
 */
export function PersonalInformationTab({ consent: Consent }: { consent?: ComponentType<{ onChange: () => void }> }) {
  const { t } = useTranslation();
  const { publicId, readOnly, summary } = useProfile();
  const personal = useQuery(personalInformationQuery(publicId));

  if (personal.isPending) return <PageLoader />;
  if (personal.isError) return <Text c={TEXT.negative}>{t('profile.form.loadFailed')}</Text>;
  if (readOnly) return <PersonalInformationView publicId={publicId} data={personal.data} />;

  // Each form takes its initial values once and resets itself to what it saved, so refetching after one
  // form's save never wipes what is being typed in another. The forms wait for the consent's code: arriving
  // above them later, it pushed them down the page, and a calendar already open lost its field and closed.
  return (
    <Suspense fallback={<PageLoader />}>
      <Stack gap="lg" data-testid="personal-information">
        {Consent && summary.access.relation === 'self' ? <Consent onChange={() => void personal.refetch()} /> : null}
        <BasicDataForm publicId={publicId} data={personal.data} />
        <AdditionalInformationForm publicId={publicId} data={personal.data} />
        <LocationForm publicId={publicId} data={personal.data} />
        <EducationList publicId={publicId} />
      </Stack>
    </Suspense>
  );
}
