import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Purchase } from '@talent/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../../shared/branding/branding.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useMoney } from '../../../shared/i18n/money.js';
import { useTierText } from '../useTierText.js';
import classes from './receipt.module.css';

/** The body class that makes printing show the receipt alone (see receipt.module.css). */
const PRINT_CLASS = 'print-receipt';

/** A printable receipt of a paid purchase. */
export function Receipt({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('credits');
  const { number, dateTime } = useFormat();
  const money = useMoney();
  const tierOf = useTierText();
  const brand = brandTitle(useBranding());
  const m = (minor: number) => money(minor, purchase.currency);

  useEffect(() => {
    document.body.classList.add(PRINT_CLASS);
    return () => document.body.classList.remove(PRINT_CLASS);
  }, []);

  const tierText = tierOf(purchase.tier, purchase.currency);

  return (
    <Paper
      className={`portal-surface ${classes.receipt}`}
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="receipt-title"
    >
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {brand}
          </Text>
          <Title order={2} fz="h3" id="receipt-title">
            {t('receipt.title', { id: purchase.id })}
          </Title>
        </div>
        <Button
          className={classes.noPrint}
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('receipt.print')}
        </Button>
      </Group>
      <dl className={classes.lines}>
        <dt>{t('receipt.number')}</dt>
        <dd>#{purchase.id}</dd>
        <dt>{t('receipt.paidAt')}</dt>
        <dd>{purchase.paid_at ? dateTime(purchase.paid_at) : '—'}</dd>
        <dt>{t('receipt.buyer')}</dt>
        <dd>{purchase.buyer?.name ?? '—'}</dd>
        <dt>{t('receipt.employer')}</dt>
        <dd>{purchase.employer.name}</dd>
        <dt>{t('receipt.quantity')}</dt>
        <dd>{number(purchase.quantity)}</dd>
        <dt>{t('receipt.unitPrice')}</dt>
        <dd>{m(purchase.unit_price)}</dd>
        <dt>{t('receipt.tier')}</dt>
        <dd>{tierText}</dd>
        <dt>{t('receipt.subtotal')}</dt>
        <dd>{m(purchase.subtotal)}</dd>
        <dt>{t('receipt.discount')}</dt>
        <dd>{m(purchase.discount === 0 ? 0 : -purchase.discount)}</dd>
        <dt className={classes.total}>{t('receipt.total')}</dt>
        <dd className={classes.total}>{m(purchase.total)}</dd>
        <dt>{t('receipt.currency')}</dt>
        <dd>{purchase.currency}</dd>
      </dl>
    </Paper>
  );
}
