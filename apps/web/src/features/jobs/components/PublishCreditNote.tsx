import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';

/**
 * In the publish confirmation: the credit it uses and how many remain, or, with none left, that
 * publishing will be refused and (for those who may) the way to buy credits.
 */
export function PublishCreditNote({
  balance,
  employer,
  onBuy,
}: {
  balance: number | null;
  employer: string;
  onBuy?: (() => void) | undefined;
}) {
  const { t } = useTranslation('job-detail');
  const { number } = useFormat();
  if (balance === null) return null;
  if (balance === 0) {
    return (
      <Stack gap="xs" data-testid="publish-credits">
        <Text size="sm" fw={500} c="var(--mantine-color-orange-text)">
          {t('confirm.noCredits', { employer })}
        </Text>
        {onBuy && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
              onClick={onBuy}
            >
              {t('confirm.buyCredits')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  const after = balance - 1;
  return (
    <Text size="sm" fw={500} data-testid="publish-credits">
      {after === 0
        ? t('confirm.lastCredit', { employer })
        : t('confirm.creditsRemain', { count: after, n: number(after), employer })}
    </Text>
  );
}
