import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { CREDIT_PURCHASE_MAX, type CreditPricing, DISCOUNT_TIERS_MAX, SaveDiscountTiersBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractResolver } from '../../../shared/form/contract-resolver.js';
import { FormActions } from '../../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../../shared/form/FormModal.js';
import { fieldMessage } from '../../../shared/form/field-message.js';
import { useMoney } from '../../../shared/i18n/money.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type CreditScope, useSaveTiers } from '../api.js';
import { toMinor } from './money.js';
import classes from './staff.module.css';
import { TierRowInputs } from './TierRowInputs.js';
import { newTierRow, type TierRow, tierOfRow, tierRowsOf } from './tier-rows.js';
import { useTierText } from './useTierText.js';

const isInt = (v: number | string, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A row shows the body's `min_quantity` as its "from" input and either price as its value input. */
function rowFieldOf(path: readonly PropertyKey[]): string {
  const [list, index, key] = path.map(String);
  if (index === undefined || key === undefined) return path.map(String).join('.');
  return `${list}.${index}.${key === 'min_quantity' ? 'min' : 'value'}`;
}

/** The server's key of a row's field (`tiers.2.unit_price`) as the form's (`tiers.2.value`). */
const serverField = (key: string) => rowFieldOf(key.split('.'));

type Props = { opened: boolean; pricing: CreditPricing; scope: CreditScope; onClose: () => void };

/** The site's discount tiers, replaced as a whole; mounted only while open, so it starts from the saved list. */
export function TiersEditor({ opened, ...props }: Props) {
  const { t } = useTranslation('credits-admin');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={t('tiers.editTitle')}
      closeLabel={t('actions.close')}
      size="lg"
    >
      <TiersForm {...props} />
    </FormModal>
  );
}

function TiersForm({ pricing, scope, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('credits-admin');
  const money = useMoney();
  const text = useTierText();
  const save = useSaveTiers(scope);
  const toBody = (v: { tiers: TierRow[] }) => ({ tiers: v.tiers.map(tierOfRow) });
  const form = useForm({
    initialValues: { tiers: tierRowsOf(pricing.tiers) },
    validate: contractResolver(SaveDiscountTiersBody, {
      toBody,
      fieldOf: rowFieldOf,
      // The contract's refinements: a repeated "from", or a value given neither as price nor percent.
      messages: (field, code) => {
        if (code !== 'custom') return undefined;
        return field.endsWith('.min') ? t('tiers.duplicate') : fieldMessage('required');
      },
    }),
  });
  const rows = form.values.tiers;

  async function submit(values: { tiers: TierRow[] }) {
    try {
      await save.mutateAsync(SaveDiscountTiersBody.parse(toBody(values)));
      showSnackbar('success', t('tiers.saved'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, serverField);
    }
  }

  // The rule as typed, in words; no price is worked out here (the server prices every quantity).
  function summary(row: TierRow) {
    if (!isInt(row.min, 1, CREDIT_PURCHASE_MAX) || row.value === '') return '\u00a0';
    const value = Number(row.value);
    const rule =
      row.rule === 'percent'
        ? { percent_off: value, unit_price: null }
        : { percent_off: null, unit_price: toMinor(value) };
    return t('tiers.summary', { from: text.from({ min_quantity: row.min }), rule: text.rule(rule, pricing.currency) });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form, serverField)} />
        <Text size="sm">{t('tiers.help', { price: money(pricing.unit_price, pricing.currency) })}</Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tiers.none')}
          </Text>
        )}
        <Stack gap="sm" component="ol" className={classes.tierRows} aria-label={t('tiers.title')}>
          {rows.map((row, index) => (
            <TierRowInputs
              key={row.key}
              row={row}
              labels={{
                from: t('tiers.fields.min'),
                rule: t('tiers.fields.rule'),
                percentRule: t('tiers.rule.percent'),
                priceRule: t('tiers.rule.price'),
                percent: t('tiers.fields.percent'),
                price: t('tiers.fields.price', { currency: pricing.currency }),
                remove: t('tiers.remove', { index: index + 1 }),
              }}
              input={(field) => form.getInputProps(`tiers.${index}.${field}`)}
              onRule={(rule) => {
                form.setFieldValue(`tiers.${index}.rule`, rule);
                form.setFieldValue(`tiers.${index}.value`, '');
              }}
              onRemove={() => form.removeListItem('tiers', index)}
              autoFocus={index === rows.length - 1}
            >
              <Text size="xs" c="dimmed" className={classes.tierSummary} aria-live="polite">
                {summary(row)}
              </Text>
            </TierRowInputs>
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= DISCOUNT_TIERS_MAX}
            onClick={() => form.insertListItem('tiers', newTierRow())}
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
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('tiers.save')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
