import { Checkbox, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { FILLED } from '@/lib/semantic-colours';
import { useTenant } from '@/lib/tenant';
import {
  grantSensitiveConsent,
  myDataSummaryQuery,
  PRIVACY_QUERY_KEY,
  withdrawSensitiveConsent,
} from '../api/privacy-api.ts';

/**
 * The sensitive-data consent (ADR 0044): its text, in the reader's language, and one checkbox. Ticking it
 * records the consent to this text's version; unticking asks first, then withdraws it and the server
 * clears the answers it covered. `onChange` lets the screen around it (the profile tab) read them again.
 */
export function SensitiveConsent({ onChange }: { onChange?: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const summary = useQuery(myDataSummaryQuery);
  const consent = summary.data?.sensitiveConsent ?? null;

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: PRIVACY_QUERY_KEY });
    onChange?.();
  };
  const grant = useMutation({
    mutationFn: grantSensitiveConsent,
    onSuccess: async () => {
      await changed();
      notify(t('privacy.consent.granted'), 'success', 'consent-granted');
    },
  });
  const withdraw = useMutation({
    mutationFn: withdrawSensitiveConsent,
    onSuccess: async () => {
      await changed();
      notify(t('privacy.consent.withdrawn'), 'success', 'consent-withdrawn');
    },
  });

  const askWithdraw = () =>
    modals.openConfirmModal({
      title: t('privacy.consent.withdrawTitle'),
      children: <Text size="sm">{t('privacy.consent.withdrawBody')}</Text>,
      labels: { confirm: t('privacy.consent.withdrawConfirm'), cancel: t('common.cancel') },
      // red.9 keeps white text above 4.5:1.
      confirmProps: { color: FILLED.negative },
      size: 420,
      onConfirm: () => withdraw.mutate(),
    });

  const failure = [grant.error, withdraw.error].find((e) => isApiError(e) && !e.handled);

  return (
    <SectionCard title={t('privacy.consent.title')} data-testid="sensitive-consent">
      <Text size="sm">{t('privacy.consent.text', { tenant: tenant.name })}</Text>
      <Checkbox
        label={t('privacy.consent.label')}
        checked={consent !== null}
        disabled={summary.isPending || grant.isPending || withdraw.isPending}
        onChange={(event) => (event.currentTarget.checked ? grant.mutate() : askWithdraw())}
      />
      <Text size="xs" c="dimmed" data-testid="consent-state">
        {consent
          ? t('privacy.consent.given', { version: consent.version, date: formatDate(consent.grantedAt) })
          : t('privacy.consent.notGiven')}
      </Text>
      <ApiErrorAlert error={failure} />
    </SectionCard>
  );
}
