import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { usePublishCredit } from '../components/usePublishCredit.js';

/** "Publishing uses one credit" and, beside it, what the employer has (its own people: "you"). */
export function PublishNote({ employerId, own }: { employerId: number | null; own: boolean }) {
  const { t } = useTranslation('job-form');
  const { number } = useFormat();
  const { balance } = usePublishCredit(employerId);
  const counted = { count: balance ?? 0, n: number(balance ?? 0) };
  const none = own ? t('credits.ownNone') : t('credits.employerNone');
  const left = own ? t('credits.ownLeft', counted) : t('credits.employerLeft', counted);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('publishNote')}
      </Text>
      {balance !== null && (
        <Text size="sm" fw={500} data-testid="publish-balance">
          {balance === 0 ? none : left}
        </Text>
      )}
    </Stack>
  );
}
