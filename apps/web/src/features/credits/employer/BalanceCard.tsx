import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconShoppingCartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { balanceQuery, type CreditScope, creditActionsQuery } from '../api.js';
import classes from '../credits.module.css';

/** Actions whose cost the card explains (others are not described yet). */
const KNOWN_ACTIONS = ['job_posting'] as const;

/** The employer's balance, its last change, what a credit buys and (if allowed) "Buy credits". */
export function BalanceCard({ scope, buyPath }: { scope: CreditScope; buyPath: string | null }) {
  const { t } = useTranslation('credits');
  const { number, dateTime } = useFormat();
  const balance = useQuery(balanceQuery(scope));
  const actions = useQuery(creditActionsQuery(scope));
  const costs = (actions.data ?? []).filter((a) => (KNOWN_ACTIONS as readonly string[]).includes(a.key));
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" h="100%">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCoins size={20} aria-hidden />
          <Title order={2} fz="h4">
            {t('balance.title')}
          </Title>
        </Group>
        {balance.isPending ? (
          <Skeleton height={48} width={140} />
        ) : balance.isError ? (
          <Text c="red" size="sm" role="alert">
            {formAlert(balance.error)}
          </Text>
        ) : (
          <div>
            <Text className={classes.balance} component="p" m={0} data-testid="credit-balance">
              {number(balance.data.balance)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('balance.unit')}
              {' · '}
              {balance.data.updated_at
                ? t('balance.updated', { date: dateTime(balance.data.updated_at) })
                : t('balance.never')}
            </Text>
          </div>
        )}
        {costs.map((a) => (
          <Text key={a.key} size="sm">
            {t(`costs.${a.key as (typeof KNOWN_ACTIONS)[number]}`, { count: a.cost })}
          </Text>
        ))}
        {buyPath && (
          <Group>
            <Button component={Link} to={buyPath} leftSection={<IconShoppingCartPlus size={16} aria-hidden />}>
              {t('actions.buy')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
