import { ActionIcon, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CREDIT_PURCHASE_MAX, type CreditPricing, DISCOUNT_TIERS_MAX } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type FieldErrors, fieldMessage, formAlert, serverFieldErrors } from '../../auth/forms.js';
import { type CreditScope, useSaveTiers } from '../api.js';
import { useMoney } from '../scope.js';
import { toMajor, toMinor } from './money.js';
import classes from './staff.module.css';
import { useTierText } from './useTierText.js';

type Rule = 'percent' | 'price';
type Row = { key: number; min: number | string; rule: Rule; value: number | string };
type RowErrors = { min?: string; value?: string };

const PRICE_MAX = toMajor(100_000_000);
let nextKey = 0;

const rowsOf = (pricing: CreditPricing): Row[] =>
  pricing.tiers.map((tier) => ({
    key: nextKey++,
    min: tier.min_quantity,
    rule: tier.percent_off !== null ? 'percent' : 'price',
    value: tier.percent_off ?? toMajor(tier.unit_price ?? 0),
  }));

const isInt = (v: number | string, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The client's checks; the messages are the server's catalogue, except the duplicate one. */
function checkRows(rows: Row[], duplicate: string): RowErrors[] {
  return rows.map((row, index) => {
    const errors: RowErrors = {};
    if (row.min === '') errors.min = fieldMessage('required');
    else if (!isInt(row.min, 1, CREDIT_PURCHASE_MAX)) errors.min = fieldMessage('invalid');
    else if (rows.findIndex((r) => r.min === row.min) < index) errors.min = duplicate;
    if (row.value === '') errors.value = fieldMessage('required');
    else if (
      row.rule === 'percent' ? !isInt(row.value, 1, 100) : !(Number(row.value) >= 0 && Number(row.value) <= PRICE_MAX)
    ) {
      errors.value = fieldMessage('invalid');
    }
    return errors;
  });
}

/** A 422 keyed `tiers.0.unit_price` back onto its row (rows go to the server in screen order). */
function serverRowErrors(fields: FieldErrors, count: number): RowErrors[] {
  return Array.from({ length: count }, (_, i) => ({
    min: fields[`tiers.${i}.min_quantity`],
    value: fields[`tiers.${i}.percent_off`] ?? fields[`tiers.${i}.unit_price`],
  }));
}

type Props = { opened: boolean; pricing: CreditPricing; scope: CreditScope; onClose: () => void };

/** The site's discount tiers, replaced as a whole; mounted only while open, so it starts from the saved list. */
export function TiersEditor({ opened, ...props }: Props) {
  const { t } = useTranslation('credits-admin');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('tiers.editTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
      size="lg"
    >
      {opened && <TiersForm {...props} />}
    </Modal>
  );
}

function TiersForm({ pricing, scope, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('credits-admin');
  const money = useMoney();
  const text = useTierText();
  const save = useSaveTiers(scope);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(pricing));
  const [errors, setErrors] = useState<RowErrors[]>([]);

  // An edited field drops its (now stale) message; the next save checks again.
  function change(index: number, key: number, next: Partial<Row>) {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...next } : row)));
    setErrors((all) =>
      all.map((e, i) =>
        i !== index ? e : { min: 'min' in next ? undefined : e.min, value: 'value' in next ? undefined : e.value },
      ),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkRows(rows, t('tiers.duplicate'));
    setErrors(problems);
    if (problems.some((e) => e.min || e.value)) return;
    try {
      await save.mutateAsync({
        tiers: rows.map((row) => ({
          min_quantity: Number(row.min),
          percent_off: row.rule === 'percent' ? Number(row.value) : null,
          unit_price: row.rule === 'price' ? toMinor(Number(row.value)) : null,
        })),
      });
      showSnackbar('success', t('tiers.saved'));
      onClose();
    } catch (error) {
      setErrors(serverRowErrors(serverFieldErrors(error), rows.length));
    }
  }

  // The rule as typed, in words; no price is worked out here (the server prices every quantity).
  function summary(row: Row) {
    if (!isInt(row.min, 1, CREDIT_PURCHASE_MAX) || row.value === '') return '\u00a0';
    const value = Number(row.value);
    const rule =
      row.rule === 'percent'
        ? { percent_off: value, unit_price: null }
        : { percent_off: null, unit_price: toMinor(value) };
    return t('tiers.summary', { from: text.from({ min_quantity: row.min }), rule: text.rule(rule, pricing.currency) });
  }

  const fieldKeys = rows.flatMap((_, i) => [
    `tiers.${i}.min_quantity`,
    `tiers.${i}.unit_price`,
    `tiers.${i}.percent_off`,
  ]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, fieldKeys)} />
        <Text size="sm">{t('tiers.help', { price: money(pricing.unit_price, pricing.currency) })}</Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tiers.none')}
          </Text>
        )}
        <Stack gap="sm" component="ol" className={classes.tierRows} aria-label={t('tiers.title')}>
          {rows.map((row, index) => (
            <li key={row.key} className={classes.tierRow}>
              <NumberInput
                label={t('tiers.fields.min')}
                required
                min={1}
                max={CREDIT_PURCHASE_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={row.min}
                onChange={(min) => change(index, row.key, { min })}
                error={errors[index]?.min}
                data-autofocus={index === rows.length - 1 ? true : undefined}
              />
              <NativeSelect
                label={t('tiers.fields.rule')}
                value={row.rule}
                onChange={(e) => change(index, row.key, { rule: e.currentTarget.value as Rule, value: '' })}
                data={[
                  { value: 'percent', label: t('tiers.rule.percent') },
                  { value: 'price', label: t('tiers.rule.price') },
                ]}
              />
              <NumberInput
                label={
                  row.rule === 'percent'
                    ? t('tiers.fields.percent')
                    : t('tiers.fields.price', { currency: pricing.currency })
                }
                required
                min={row.rule === 'percent' ? 1 : 0}
                max={row.rule === 'percent' ? 100 : PRICE_MAX}
                allowDecimal={row.rule === 'price'}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="none"
                suffix={row.rule === 'percent' ? ' %' : undefined}
                value={row.value}
                onChange={(value) => change(index, row.key, { value })}
                error={errors[index]?.value}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                className={classes.remove}
                aria-label={t('tiers.remove', { index: index + 1 })}
                onClick={() => {
                  setRows((all) => all.filter((r) => r.key !== row.key));
                  setErrors([]);
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
              <Text size="xs" c="dimmed" className={classes.tierSummary} aria-live="polite">
                {summary(row)}
              </Text>
            </li>
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= DISCOUNT_TIERS_MAX}
            onClick={() => setRows((all) => [...all, { key: nextKey++, min: '', rule: 'percent', value: '' }])}
          >
            {t('tiers.add')}
          </Button>
          {rows.length >= DISCOUNT_TIERS_MAX && (
            <Text size="sm" c="dimmed">
              {t('tiers.max', { max: DISCOUNT_TIERS_MAX })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('tiers.serverPrices')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('tiers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
