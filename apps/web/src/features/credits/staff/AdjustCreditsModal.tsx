import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { CREDIT_ADJUSTMENT_MAX, CREDIT_REASON_MAX, interpolate } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { messagesOf } from '../../../shared/i18n/messages.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../../auth/forms.js';
import { balanceQuery, type CreditScope, useAdjustCredits } from '../api.js';
import classes from './staff.module.css';

export type AdjustTarget = { id: number; name: string };
type Direction = 'grant' | 'revoke';

type Props = { target: AdjustTarget | null; scope: CreditScope; onClose: () => void };

/** Grant or revoke credits of one employer, with a reason; mounted only while open, so it starts blank. */
export function AdjustCreditsModal({ target, scope, onClose }: Props) {
  const { t } = useTranslation('credits-admin');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('adjust.title', { employer: target.name }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {target && <AdjustForm key={target.id} target={target} scope={scope} onClose={onClose} />}
    </Modal>
  );
}

function check(
  direction: Direction,
  amount: number | string,
  reason: string,
  balance: number | undefined,
  language: string,
) {
  const errors: FieldErrors = {};
  if (amount === '') errors.amount = fieldMessage('required');
  else if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > CREDIT_ADJUSTMENT_MAX) {
    errors.amount = fieldMessage('invalid');
  } else if (direction === 'revoke' && balance !== undefined && amount > balance) {
    // The server's own words for this refusal, so both checks read the same.
    errors.amount = interpolate(messagesOf(pickLocale(language)).errors.credits_exceed_balance, {
      balance,
    });
  }
  if (!reason.trim()) errors.reason = fieldMessage('required');
  else if (reason.trim().length > CREDIT_REASON_MAX)
    errors.reason = fieldMessage('too_long', { max: CREDIT_REASON_MAX });
  return errors;
}

function AdjustForm({ target, scope, onClose }: Omit<Props, 'target'> & { target: AdjustTarget }) {
  const { t, i18n } = useTranslation('credits-admin');
  const { number } = useFormat();
  const balance = useQuery(balanceQuery(scope, target.id));
  const adjust = useAdjustCredits(scope);
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const current = balance.data?.balance;
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount > 0;
  const after = current !== undefined && valid ? current + (direction === 'grant' ? amount : -amount) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = check(direction, amount, reason, current, i18n.language);
    setErrors(problems);
    if (hasErrors(problems) || typeof amount !== 'number') return;
    try {
      await adjust.mutateAsync({
        employer_id: target.id,
        amount: direction === 'grant' ? amount : -amount,
        reason: reason.trim(),
      });
      showSnackbar('success', t(`adjust.done.${direction}`, { count: amount, employer: target.name }));
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      // Someone else moved the balance meanwhile: show the one the server refused against.
      if (error instanceof ApiError && error.code === 'credits_exceed_balance') void balance.refetch();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(adjust.error, ['amount', 'reason']) ?? formAlert(balance.error)} />
        <SegmentedControl
          fullWidth
          aria-label={t('adjust.direction')}
          value={direction}
          onChange={(v) => {
            setDirection(v as Direction);
            setErrors({});
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
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors(({ amount: _, ...rest }) => rest);
          }}
          error={errors.amount}
        />
        <Textarea
          label={t('adjust.reason')}
          description={t('adjust.reasonHelp')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CREDIT_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
          error={errors.reason}
        />
        <Text size="sm" c="dimmed">
          {valid
            ? t(`adjust.confirm.${direction}`, { count: amount, employer: target.name })
            : t('adjust.confirm.empty', { employer: target.name })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color={direction === 'revoke' ? 'red' : undefined} loading={adjust.isPending}>
            {t(`adjust.submit.${direction}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
