import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A small "i" beside where an application's stage and status both show: what each is for and how
 * one moves the other. A popover (opened by click, Enter or Space), so it works on touch screens too.
 */
export function StageStatusHelp() {
  const { t } = useTranslation('applications');
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('stageStatus.label')}>
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('stageStatus.title')}
          </Text>
          <Text size="sm">{t('stageStatus.status')}</Text>
          <Text size="sm">{t('stageStatus.stage')}</Text>
          <Text size="sm">{t('stageStatus.link')}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
