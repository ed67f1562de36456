import { Alert, Anchor, Box, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Locale } from '@ponte/shared/locales';
import { OFFERED_LANGUAGES, optionLabel } from '@ponte/shared/profile-enums';
import type { Skills } from '@ponte/shared/profile-skills.schema';
import { IconExternalLink } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { certificatesQueryOptions } from '../api/certificates-api.ts';
import { languagesQueryOptions } from '../api/languages-api.ts';
import { useOptionLabeller } from '../api/professional-options.ts';
import { chips, FieldSection, ViewSection } from './profile-view-section.tsx';

/** A list section: loading, failed, "Não informado" when empty, else its items. */
function ListSection<T>({
  title,
  query,
  failed,
  testId,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  failed: string;
  testId: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode = null;
  if (query.isPending) {
    body = (
      <Center py="sm" role="status">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert role="alert" color="red" variant="light">
        {failed}
      </Alert>
    );
  }
  const empty = query.isSuccess && query.data.length === 0;
  return (
    <ViewSection title={title} empty={empty} testId={testId}>
      {body ??
        (query.data && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {children(query.data)}
          </Stack>
        ))}
    </ViewSection>
  );
}

/** Spec §3 skills, read: the tags as chips, then languages and certificates as lists. */
export function SkillsView({ publicId, skills }: { publicId: string; skills: Skills | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const languages = useQuery(languagesQueryOptions(publicId));
  const certificates = useQuery(certificatesQueryOptions(publicId));
  const fluency = useOptionLabeller('FLUENCY_LEVEL');

  return (
    <Stack gap="lg">
      {skills && (
        <FieldSection
          title={t('profileSkills.tags.title')}
          testId="skill-tags"
          fields={[
            { label: t('profileSkills.tags.softSkills'), value: chips(skills.softSkills), wide: true },
            { label: t('profileSkills.tags.hardSkills'), value: chips(skills.hardSkills), wide: true },
          ]}
        />
      )}
      <ListSection
        title={t('profileSkills.languages.title')}
        query={languages}
        failed={t('profileSkills.languages.loadFailed')}
        testId="languages"
      >
        {(items) =>
          items.map((language) => {
            const levels = (
              [
                ['generalLevel', language.generalLevel],
                ['writing', language.writingLevel],
                ['conversation', language.speakingLevel],
                ['reading', language.readingLevel],
              ] as const
            )
              .map(([key, id]) => [key, fluency(id)] as const)
              .filter((entry): entry is readonly [(typeof entry)[0], string] => entry[1] !== null);
            return (
              <li key={language.languageId} data-language-row>
                <Text fw={600}>{optionLabel(OFFERED_LANGUAGES, language.nameLanguage, locale)}</Text>
                {levels.length > 0 && (
                  <Group component="dl" gap="md" m={0} wrap="wrap">
                    {levels.map(([key, level]) => (
                      <Box key={key}>
                        <Text component="dt" size="sm" c="dimmed" display="inline">
                          {t(`profileSkills.languages.${key}`)}:{' '}
                        </Text>
                        <Text component="dd" size="sm" m={0} display="inline">
                          {level}
                        </Text>
                      </Box>
                    ))}
                  </Group>
                )}
              </li>
            );
          })
        }
      </ListSection>
      <ListSection
        title={t('profileSkills.certificates.title')}
        query={certificates}
        failed={t('profileSkills.certificates.loadFailed')}
        testId="certificates"
      >
        {(items) =>
          items.map((certificate) => (
            <li key={certificate.certificateId} data-certificate-row>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {certificate.courseName}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {certificate.issueDate
                  ? `${certificate.platform} · ${t('profile.view.issuedOn', { date: formatDate(certificate.issueDate) })}`
                  : certificate.platform}
              </Text>
              <Anchor href={certificate.url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  {t('profile.view.openCertificate')}
                  <VisuallyHidden>{` ${certificate.courseName} ${t('profile.view.newTab')}`}</VisuallyHidden>
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </li>
          ))
        }
      </ListSection>
    </Stack>
  );
}
