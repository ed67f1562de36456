import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@/lib/language-modal';

export function EmailConfirmedModal({ opened, onContinue }: { opened: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={t('auth.verify.successTitle')}
      size={MODAL_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" size="lg" radius="xl" aria-hidden>
            <IconCircleCheck />
          </ThemeIcon>
          <Text>{t('auth.verify.successBody')}</Text>
        </Group>
        <Button onClick={onContinue} fullWidth data-autofocus>
          {t('auth.verify.successAction')}
        </Button>
      </Stack>
    </Modal>
  );
}
