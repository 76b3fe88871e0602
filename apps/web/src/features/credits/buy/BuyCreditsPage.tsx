import { Alert, Button, Grid, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBuilding, IconCreditCard } from '@tabler/icons-react';
import { CREDIT_PURCHASE_MAX, CreatePurchaseBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractResolver } from '../../../shared/form/contract-resolver.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { rememberPendingJob } from '../../jobs/form/pending-job.js';
import { balanceQuery, previewQuery, pricingQuery } from '../api.js';
import { TiersCard } from '../pricing/TiersCard.js';
import { useCreditScope } from '../scope.js';
import { BuyCreditsSearch } from '../search.js';
import { PriceSummary } from './PriceSummary.js';
import { useCheckout } from './useCheckout.js';

const QUICK_PICKS = [5, 10, 25, 50] as const;

/** `/credit-system/create`: choose a quantity, see the server's price live, then pay at the provider. */
export function BuyCreditsPage() {
  const { t } = useTranslation('credits');
  const { scope } = useCreditScope();
  const { job } = BuyCreditsSearch.parse(useSearch({ strict: false }));
  // Came from a job that found no credit: the payment page offers to publish it afterwards.
  useEffect(() => {
    if (job) rememberPendingJob(job);
  }, [job]);
  const title = t('buy.title');
  return (
    <>
      <PageHeader title={title} />
      {scope.employerId === null ? (
        <Paper className="portal-surface" withBorder radius="md">
          <EmptyState icon={IconBuilding} title={t('buy.noEmployer')} />
        </Paper>
      ) : (
        <BuyForm />
      )}
    </>
  );
}

function BuyForm() {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const { scope, path } = useCreditScope();
  const checkout = useCheckout(path('credit-system/payment-success'));
  const form = useForm<{ quantity: number | string }>({
    initialValues: { quantity: 1 },
    // Checked as it is typed, in the page's own words (the catalogue would only say "invalid").
    validate: contractResolver(CreatePurchaseBody, {
      messages: { quantity: () => t('buy.quantityError', { max: number(CREDIT_PURCHASE_MAX) }) },
    }),
    validateInputOnChange: true,
    // Another quantity is another attempt: the last refusal no longer applies.
    onValuesChange: () => checkout.reset(),
  });
  const quantity = form.isValid() ? CreatePurchaseBody.parse(form.values).quantity : null;
  const [debounced] = useDebouncedValue(quantity, 250);
  // Until the first valid quantity settles there is nothing to price.
  const preview = useQuery({ ...previewQuery(scope, debounced ?? 1), enabled: debounced !== null });
  const pricing = useQuery(pricingQuery(scope));
  const balance = useQuery(balanceQuery(scope));
  const stale = preview.isPlaceholderData || debounced !== quantity;
  const buy = (n: number) => checkout.start(n, (e) => applyApiErrors(form, e));
  const refusal = formAlert(checkout.error, form);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper
          className="portal-surface"
          withBorder
          radius="md"
          p="lg"
          component="form"
          onSubmit={form.onSubmit((values) => buy(CreatePurchaseBody.parse(values).quantity))}
          noValidate
        >
          <Stack gap="md">
            {balance.data && (
              <Text size="sm" c="dimmed">
                {t('buy.currentBalance', { balance: number(balance.data.balance) })}
              </Text>
            )}
            <NumberInput
              label={t('buy.quantity')}
              description={t('buy.quantityHelp', { max: number(CREDIT_PURCHASE_MAX) })}
              min={1}
              max={CREDIT_PURCHASE_MAX}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('quantity')}
              maw={260}
              data-autofocus
            />
            <Group gap="xs" role="group" aria-label={t('buy.quickPicks')}>
              {QUICK_PICKS.map((n) => (
                <Button
                  key={n}
                  size="xs"
                  variant={quantity === n ? 'filled' : 'default'}
                  aria-pressed={quantity === n}
                  onClick={() => form.setFieldValue('quantity', n)}
                >
                  {number(n)}
                </Button>
              ))}
            </Group>

            <Paper withBorder radius="md" p="md" aria-busy={stale || preview.isFetching}>
              <Title order={2} fz="h5" mb="sm">
                {t('buy.summary')}
              </Title>
              {preview.data && quantity !== null ? (
                <div style={{ opacity: stale ? 0.6 : 1 }}>
                  <PriceSummary preview={preview.data} />
                </div>
              ) : preview.isError ? (
                <Text c="red" size="sm" role="alert">
                  {formAlert(preview.error)}
                </Text>
              ) : quantity === null ? (
                <Text size="sm" c="dimmed">
                  {t('buy.enterQuantity')}
                </Text>
              ) : (
                <Skeleton height={160} />
              )}
            </Paper>

            {refusal && (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t('buy.errorTitle')}
                role="alert"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{refusal}</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => quantity !== null && buy(quantity)}>
                    {t('actions.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}

            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="xs" c="dimmed" maw={360}>
                {t('buy.redirectNote')}
              </Text>
              <Button
                type="submit"
                size="md"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                loading={checkout.pending}
                disabled={quantity === null}
              >
                {t('buy.continue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TiersCard
          pricing={pricing}
          applied={preview.data && quantity !== null && !stale ? (preview.data.tier?.min_quantity ?? 0) : null}
        />
      </Grid.Col>
    </Grid>
  );
}
