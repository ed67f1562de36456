import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { ScreenTab } from '@ponte/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useCurrentSession } from '@/lib/session';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { studentPersonalQuery } from '../api/student-api.ts';
import { StudentDataForm } from '../components/student-data-form.tsx';
import { StudentLocationForm } from '../components/student-location-form.tsx';

/** Spec §6 "Other tabs": the student edit tab and the follow-up tab beside it, each for its own roles. */
const TABS = [
  { tab: 'studentEdit', param: 'dados', labelKey: 'talents.student.editTab' },
  { tab: 'studentEditFollowUp', param: 'acompanhamento', labelKey: 'talents.student.followUpTab' },
] as const satisfies readonly { tab: ScreenTab; param: string; labelKey: string }[];

/**
 * /plataforma/base-de-alunos/{publicId}/editar-aluno (sabimais). `followUp` is the follow-up timeline for
 * the student's tab and `courses` the student's courses with the attach/edit modal under their data,
 * both handed in by the screen table (features do not import each other; they load lazily).
 */
export function StudentEditPage({
  followUp: FollowUp,
  courses: Courses,
}: {
  followUp: ComponentType;
  courses?: ComponentType<{ publicId: string; name: string }>;
}) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const session = useCurrentSession();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const student = useQuery(studentPersonalQuery(id));
  const title = t('pages.editStudent');
  useDocumentTitle(title);

  const tabs = TABS.filter((entry) => session.permissions.screenTabs.includes(entry.tab));
  const current = tabs.find((entry) => entry.param === params.get('aba')) ?? tabs[0];

  const back = <BackLink to="/plataforma/base-de-alunos">{t('talents.student.back')}</BackLink>;

  if (student.isPending) return <PageLoader />;
  const notFound =
    (student.isError && isApiError(student.error) && [400, 404].includes(student.error.status)) ||
    (student.data && student.data.userType !== 'Talento');
  if (notFound) {
    return (
      <Stack gap="md" align="flex-start" data-student-not-found>
        {back}
        <Title order={1}>{t('talents.student.notFoundTitle')}</Title>
        <Text c="dimmed">{t('talents.student.notFoundBody')}</Text>
      </Stack>
    );
  }
  if (student.isError || !student.data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{title}</Title>
        <Text>{t('talents.student.loadFailed')}</Text>
        <ApiErrorAlert error={student.error} />
      </Stack>
    );
  }

  const data = student.data;
  const name = `${data.basicData.firstName} ${data.basicData.lastName}`.trim();

  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={500} data-student-name>
          {name}
        </Text>
      </Stack>
      {current ? (
        <Tabs
          value={current.param}
          onChange={(value) => value && setParams({ aba: value }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('talents.student.tabsLabel')}>
            {tabs.map((entry) => (
              <Tabs.Tab key={entry.param} value={entry.param}>
                {vt(entry.labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="dados" pt="lg">
            <Stack gap="lg">
              <StudentDataForm publicId={id} data={data} />
              <StudentLocationForm publicId={id} data={data} />
              {Courses ? (
                <Suspense fallback={<PageLoader />}>
                  <Courses publicId={id} name={name} />
                </Suspense>
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="acompanhamento" pt="lg">
            <Suspense fallback={<PageLoader />}>
              <FollowUp />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('talents.student.noTabs')}</Text>
      )}
    </Stack>
  );
}
