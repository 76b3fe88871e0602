import { NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREDIT_ADJUSTMENT_MAX, CREDIT_REASON_MAX, CreditAdjustmentBody, interpolate } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractErrors } from '../../../shared/form/contract-resolver.js';
import { FormActions } from '../../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../../shared/form/FormModal.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { messagesOf } from '../../../shared/i18n/messages.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { balanceQuery, type CreditScope, useAdjustCredits } from '../api.js';
import classes from './staff.module.css';

export type AdjustTarget = { id: number; name: string };
type Direction = 'grant' | 'revoke';

type Props = { target: AdjustTarget | null; scope: CreditScope; onClose: () => void };

/** Grant or revoke credits of one employer, with a reason; mounted only while open, so it starts blank. */
export function AdjustCreditsModal({ target, scope, onClose }: Props) {
  const { t } = useTranslation('credits-admin');
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('adjust.title', { employer: target.name }) : ''}
      closeLabel={t('actions.close')}
    >
      {target && <AdjustForm key={target.id} target={target} scope={scope} onClose={onClose} />}
    </FormModal>
  );
}

type AdjustValues = { direction: Direction; amount: number | string; reason: string };

/** The contract's body: a revocation is a negative amount; an empty amount stays missing. */
const bodyOf = (employerId: number, v: AdjustValues) => ({
  employer_id: employerId,
  amount: typeof v.amount === 'number' ? (v.direction === 'grant' ? v.amount : -v.amount) : undefined,
  reason: v.reason,
});

function AdjustForm({ target, scope, onClose }: Omit<Props, 'target'> & { target: AdjustTarget }) {
  const { t, i18n } = useTranslation('credits-admin');
  const { number } = useFormat();
  const balance = useQuery(balanceQuery(scope, target.id));
  const adjust = useAdjustCredits(scope);
  const current = balance.data?.balance;
  const form = useForm<AdjustValues>({
    initialValues: { direction: 'grant', amount: '', reason: '' },
    validate: (v) => {
      const errors = contractErrors(CreditAdjustmentBody, v, { toBody: (values) => bodyOf(target.id, values) });
      if (!errors.amount && v.direction === 'revoke' && current !== undefined && Number(v.amount) > current) {
        // The server's own words for this refusal, so both checks read the same.
        errors.amount = interpolate(messagesOf(pickLocale(i18n.language)).errors.credits_exceed_balance, {
          balance: current,
        });
      }
      return errors;
    },
  });
  const { direction, amount } = form.values;
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount > 0;
  const after = current !== undefined && valid ? current + (direction === 'grant' ? amount : -amount) : null;

  async function submit(values: AdjustValues) {
    const { direction } = values;
    try {
      await adjust.mutateAsync(CreditAdjustmentBody.parse(bodyOf(target.id, values)));
      showSnackbar('success', t(`adjust.done.${direction}`, { count: values.amount, employer: target.name }));
      onClose();
    } catch (error) {
      applyApiErrors(form, error);
      // Someone else moved the balance meanwhile: show the one the server refused against.
      if (error instanceof ApiError && error.code === 'credits_exceed_balance') void balance.refetch();
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(adjust.error, form) ?? formAlert(balance.error)} />
        <SegmentedControl
          fullWidth
          aria-label={t('adjust.direction')}
          value={direction}
          onChange={(v) => {
            form.setFieldValue('direction', v === 'revoke' ? 'revoke' : 'grant');
            form.clearErrors();
          }}
          data={[
            { value: 'grant', label: t('adjust.grant') },
            { value: 'revoke', label: t('adjust.revoke') },
          ]}
        />
        <dl className={classes.balances}>
          <div>
            <dt>{t('adjust.current')}</dt>
            <dd className={classes.num}>{current === undefined ? '…' : number(current)}</dd>
          </div>
          <div>
            <dt>{t('adjust.after')}</dt>
            <dd className={classes.num} aria-live="polite">
              {after === null ? '—' : number(after)}
            </dd>
          </div>
        </dl>
        <NumberInput
          label={t('adjust.amount')}
          description={t('adjust.amountHelp', { max: number(CREDIT_ADJUSTMENT_MAX) })}
          required
          data-autofocus
          min={1}
          max={CREDIT_ADJUSTMENT_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={t('adjust.reason')}
          description={t('adjust.reasonHelp')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CREDIT_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Text size="sm" c="dimmed">
          {valid
            ? t(`adjust.confirm.${direction}`, { count: amount, employer: target.name })
            : t('adjust.confirm.empty', { employer: target.name })}
        </Text>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t(`adjust.submit.${direction}`)}
          color={direction === 'revoke' ? 'red' : undefined}
          loading={adjust.isPending}
        />
      </Stack>
    </form>
  );
}
