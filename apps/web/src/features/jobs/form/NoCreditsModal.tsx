import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Publishing found no credit: the draft is saved; the server's message (spec §8) and the way to
 * buy credits. Staff cannot buy for an employer here (`onBuy` absent): they only close it.
 */
export function NoCreditsModal({
  message,
  onBuy,
  onClose,
}: {
  message: string | null;
  onBuy?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('job-form');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('noCredits.title')}
      closeButtonProps={{ 'aria-label': t('noCredits.close') }}
      centered
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden>
            <IconCoins size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{message}</Text>
            <Text size="sm" c="dimmed">
              {t('noCredits.draftKept')}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus={onBuy ? undefined : true}>
            {onBuy ? t('noCredits.notNow') : t('noCredits.close')}
          </Button>
          {onBuy && (
            <Button onClick={onBuy} leftSection={<IconCoins size={16} aria-hidden />} data-autofocus>
              {t('noCredits.buy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
