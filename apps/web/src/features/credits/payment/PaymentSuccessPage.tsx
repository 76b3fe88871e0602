import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconReceiptOff, IconRefresh } from '@tabler/icons-react';
import type { Purchase } from '@talent/contract';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { PendingJobPublish } from '../../jobs/form/PendingJobPublish.js';
import { useCreditScope } from '../scope.js';
import { PaymentReturnSearch } from '../search.js';
import { Receipt } from './Receipt.js';
import { usePurchaseOutcome } from './usePurchaseOutcome.js';

/** `/credit-system/payment-success?purchase=ID[&cancelled=1]`: where the checkout sends the buyer back. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('credits');
  const search = PaymentReturnSearch.parse(useSearch({ strict: false }));
  const title = t('payment.title');
  return (
    <>
      <PageHeader title={title} />
      {search.purchase ? <Outcome id={search.purchase} /> : <NotFound />}
    </>
  );
}

function Outcome({ id }: { id: number }) {
  const { t } = useTranslation('credits');
  const { scope } = useCreditScope();
  const outcome = usePurchaseOutcome(scope, id);
  const { purchase } = outcome;

  if (outcome.loading) return <Waiting text={t('payment.checking')} />;
  if (!purchase) {
    if (outcome.error instanceof ApiError && outcome.error.status === 404) return <NotFound />;
    return (
      <Paper className="portal-surface" withBorder radius="md">
        <EmptyState
          icon={IconReceiptOff}
          title={t('payment.errorTitle')}
          text={formAlert(outcome.error) ?? undefined}
          action={<Button onClick={outcome.refresh}>{t('actions.retry')}</Button>}
        />
      </Paper>
    );
  }
  if (purchase.status === 'pending') {
    return outcome.waitedTooLong ? (
      <State
        icon={<IconClockHour4 size={32} aria-hidden />}
        color="orange"
        title={t('payment.stillWaitingTitle')}
        text={t('payment.stillWaitingText')}
        actions={
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={outcome.refresh}>
            {t('payment.refresh')}
          </Button>
        }
      />
    ) : (
      <Waiting text={t('payment.waiting')} />
    );
  }
  if (purchase.status === 'paid') return <Paid purchase={purchase} />;
  return <Closed purchase={purchase} />;
}

function Paid({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const { path } = useCreditScope();
  return (
    <Stack gap="lg">
      <PendingJobPublish />
      <State
        icon={<IconCircleCheck size={32} aria-hidden />}
        color="teal"
        title={t('payment.paidTitle', { count: purchase.quantity, amount: number(purchase.quantity) })}
        text={
          purchase.balance_after !== null
            ? t('payment.newBalance', { count: purchase.balance_after, balance: number(purchase.balance_after) })
            : undefined
        }
        actions={
          <>
            <Button component={Link} to={path('credit-system')}>
              {t('payment.backToCredits')}
            </Button>
            <Button component={Link} to={path('credit-system/create')} variant="default">
              {t('payment.buyMore')}
            </Button>
          </>
        }
      />
      <Receipt purchase={purchase} />
    </Stack>
  );
}

function Closed({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('credits');
  const { path } = useCreditScope();
  const which = purchase.status === 'failed' ? 'failed' : 'cancelled';
  return (
    <State
      icon={<IconCircleX size={32} aria-hidden />}
      color={which === 'failed' ? 'red' : 'gray'}
      title={t(`payment.${which}Title`)}
      text={t(`payment.${which}Text`)}
      actions={
        <>
          <Button component={Link} to={path('credit-system/create')}>
            {t('payment.tryAgain')}
          </Button>
          <Button component={Link} to={path('credit-system')} variant="default">
            {t('payment.backToCredits')}
          </Button>
        </>
      }
    />
  );
}

function NotFound() {
  const { t } = useTranslation('credits');
  const { path } = useCreditScope();
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <EmptyState
        icon={IconReceiptOff}
        title={t('payment.notFoundTitle')}
        text={t('payment.notFoundText')}
        action={
          <Button component={Link} to={path('credit-system')}>
            {t('payment.backToCredits')}
          </Button>
        }
      />
    </Paper>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Center py={64} px="md">
        <Stack align="center" gap="md" role="status">
          <Loader aria-hidden />
          <Text>{text}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}

function State({
  icon,
  color,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text?: string;
  actions: ReactNode;
}) {
  return (
    <Paper className="portal-surface" withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {/* The outcome is announced when it replaces the "waiting" state. */}
        <div role="status">
          <Title order={2} fz="h3" mt="xs">
            {title}
          </Title>
          {text && <Text c="dimmed">{text}</Text>}
        </div>
        <Group mt="sm" justify="center">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
