import { Anchor, Group, Stack } from '@mantine/core';
import type { Locale } from '@ponte/shared/locales';
import { MENTORING_AVAILABILITY, MOTIVATION_LABELS, optionLabel, YES_NO } from '@ponte/shared/profile-enums';
import { NO_COMPANY_ID, type ProfessionalProfileResponse } from '@ponte/shared/profile-professional.schema';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { useOptionLabeller } from '../api/professional-options.ts';
import { storedFileHref } from '../api/professional-resume-api.ts';
import { chips, FieldSection, longText, textOrNull, type ViewField, ViewSection } from './profile-view-section.tsx';

const present = (values: readonly (string | null)[]): string[] => values.filter((v): v is string => v !== null);

/**
 * Spec §3 "Professional profile", read: work, mentoring (for a mentor, or someone available to mentor)
 * and the résumé, which whoever may read the profile may download.
 */
export function ProfessionalProfileView({ data }: { data: ProfessionalProfileResponse }) {
  const { t, i18n } = useTranslation();
  const vt = useVocabularyT();
  const locale = i18n.language as Locale;
  const relationship = useOptionLabeller('COMPANY_RELATIONSHIP');
  const sector = useOptionLabeller('EMPLOYEE_SECTOR');
  const mentorArea = useOptionLabeller('MENTOR_AREA');
  const label = (key: 'company' | 'companyRelationships' | 'sector' | 'position' | 'careerGoals' | 'motivationLabel') =>
    t(`profileProfessional.${key}`);

  const motivationLabel = data.motivationLabel ? optionLabel(MOTIVATION_LABELS, data.motivationLabel, locale) : null;
  const motivation = textOrNull(data.motivation);
  const work: ViewField[] = [
    {
      label: label('company'),
      value: data.company.id === NO_COMPANY_ID ? t('profileProfessional.noCompany') : textOrNull(data.company.name),
    },
    { label: label('companyRelationships'), value: chips(present(data.companyRelationships.map(relationship))) },
    { label: label('sector'), value: sector(data.sectorOfCompany) },
    { label: label('position'), value: textOrNull(data.positionInCompany) },
    { label: label('careerGoals'), value: longText(data.careerGoals), wide: true },
    {
      label: label('motivationLabel'),
      value:
        motivationLabel || motivation ? (
          <Stack gap={2}>
            {motivationLabel && <span>{motivationLabel}</span>}
            {longText(motivation)}
          </Stack>
        ) : null,
      wide: true,
    },
  ];

  const mentors = data.isMentor === 'S' || data.mentoringAvailability === 'S';
  const available = data.mentoringAvailability === 'S';
  const mentoring: ViewField[] = [
    { label: t('profileProfessional.isMentor'), value: optionLabel(YES_NO, data.isMentor, locale) },
    {
      label: t('profileProfessional.mentoringAvailability'),
      value: optionLabel(MENTORING_AVAILABILITY, data.mentoringAvailability, locale),
    },
    {
      label: t('profileProfessional.mentorAreas'),
      value: available ? chips(present(data.mentorAreas.map(mentorArea))) : null,
      wide: true,
    },
    {
      label: t('profileProfessional.mentoringCapacity'),
      value: available ? String(data.mentoringCapacity) : null,
    },
    { label: vt('profileProfessional.helpTalents'), value: longText(data.helpTalents), wide: true },
  ];

  return (
    <Stack gap="lg">
      <FieldSection title={t('profileProfessional.title')} fields={work} testId="professional-profile" />
      {mentors && <FieldSection title={t('profile.view.mentoring')} fields={mentoring} testId="mentoring" />}
      <ViewSection title={t('profileProfessional.resume.title')} empty={!data.resume} testId="resume">
        {data.resume && (
          <Group gap="xs" wrap="nowrap">
            <IconFileTypePdf size={20} aria-hidden />
            <Anchor
              href={storedFileHref(data.resume.url)}
              target="_blank"
              rel="noopener noreferrer"
              style={{ wordBreak: 'break-all' }}
            >
              {t('profileProfessional.resume.open', { name: data.resume.fileName })}
            </Anchor>
          </Group>
        )}
      </ViewSection>
    </Stack>
  );
}
