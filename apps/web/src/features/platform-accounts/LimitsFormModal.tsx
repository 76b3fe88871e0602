import { Button, Center, Group, Loader, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  DISCOUNT_TIERS_MAX,
  PLAN_LIMIT_MAX,
  type PlatformAccountLimits,
  SavePlatformAccountLimitsBody,
} from '@talent/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { useFormat } from '../../shared/i18n/format.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import tierClasses from '../credits/staff/staff.module.css';
import { TierRowInputs } from '../credits/staff/TierRowInputs.js';
import { newTierRow, TIER_PRICE_MAX } from '../credits/staff/tier-rows.js';
import { accountLimitsQuery, type PlatformAccount, savePlatformAccountLimits } from './api.js';
import { FIELDS, formField, type LimitField, toBody, type Values, valuesOf } from './limits-form.js';

type Props = { account: PlatformAccount | null; onClose: () => void };

/** An account's plan: its four limits and what its new sites start with (platform staff). */
export function LimitsFormModal({ account, onClose }: Props) {
  const { t } = useTranslation('platform-accounts');
  return (
    <FormModal
      opened={account !== null}
      onClose={onClose}
      title={t('limits.title', { name: account?.name ?? '' })}
      closeLabel={t('form.cancel')}
      size="lg"
    >
      {account && <LimitsLoader account={account} onClose={onClose} />}
    </FormModal>
  );
}

function LimitsLoader({ account, onClose }: { account: PlatformAccount; onClose: () => void }) {
  const { t } = useTranslation('platform-accounts');
  const plan = useQuery(accountLimitsQuery(account.id));
  if (plan.data) return <LimitsForm account={account} plan={plan.data} onClose={onClose} />;
  if (plan.error) return <FormErrorAlert message={formAlert(plan.error)} />;
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('limits.loading')} />
    </Center>
  );
}

function usedOf(plan: PlatformAccountLimits, field: LimitField) {
  const u = plan.usage;
  return {
    max_sites: u.sites,
    max_people: u.people,
    max_live_jobs: u.live_jobs,
    max_storage_mb: u.storage_bytes / 1e6,
  }[field];
}

function LimitsForm({
  account,
  plan,
  onClose,
}: {
  account: PlatformAccount;
  plan: PlatformAccountLimits;
  onClose: () => void;
}) {
  const { t } = useTranslation('platform-accounts');
  const { number } = useFormat();
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: valuesOf(plan),
    validate: contractResolver(SavePlatformAccountLimitsBody, {
      toBody,
      fieldOf: (path) => formField(path.map(String).join('.')),
      // The contract's refinements: a repeated "from", or a tier given neither a price nor a percentage.
      messages: (field, code) => {
        if (code !== 'custom') return undefined;
        return field.endsWith('.min') ? t('limits.duplicateTier') : fieldMessage('required');
      },
    }),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      savePlatformAccountLimits(account.id, SavePlatformAccountLimitsBody.parse(toBody(values))),
    onSuccess: (saved) => {
      client.setQueryData(accountLimitsQuery(account.id).queryKey, saved);
      showSnackbar('success', t('limits.saved', { name: account.name }));
      onClose();
    },
    onError: (error) => applyApiErrors(form, error, formField),
  });
  const rows = form.values.tiers;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form, formField)} />
        <Text size="sm" c="dimmed">
          {t('limits.help')}
        </Text>
        <Group grow align="flex-start">
          {FIELDS.slice(0, 2).map((field) => (
            <LimitInput
              key={field}
              field={field}
              used={usedOf(plan, field)}
              input={form.getInputProps(`limits.${field}`)}
              number={number}
            />
          ))}
        </Group>
        <Group grow align="flex-start">
          {FIELDS.slice(2).map((field) => (
            <LimitInput
              key={field}
              field={field}
              used={usedOf(plan, field)}
              input={form.getInputProps(`limits.${field}`)}
              number={number}
            />
          ))}
        </Group>
        <Text size="sm" fw={600} mt="xs">
          {t('limits.newSites')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('limits.newSitesHelp')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('limits.currency')}
            placeholder="GBP"
            maxLength={3}
            dir="ltr"
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label={t('limits.unitPrice')}
            placeholder={t('limits.platformDefault')}
            min={0}
            max={TIER_PRICE_MAX}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('unit_price')}
          />
        </Group>
        <Stack gap="sm" component="ol" className={tierClasses.tierRows} aria-label={t('limits.tiers')}>
          {rows.map((row, index) => (
            <TierRowInputs
              key={row.key}
              row={row}
              labels={{
                from: t('limits.tierFrom'),
                rule: t('limits.tierRule'),
                percentRule: t('limits.rulePercent'),
                priceRule: t('limits.rulePrice'),
                percent: t('limits.percent'),
                price: t('limits.tierPrice'),
                remove: t('limits.removeTier', { index: index + 1 }),
              }}
              input={(field) => form.getInputProps(`tiers.${index}.${field}`)}
              onRule={(rule) => {
                form.setFieldValue(`tiers.${index}.rule`, rule);
                form.setFieldValue(`tiers.${index}.value`, '');
              }}
              onRemove={() => form.removeListItem('tiers', index)}
            />
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= DISCOUNT_TIERS_MAX}
            onClick={() => form.insertListItem('tiers', newTierRow())}
          >
            {t('limits.addTier')}
          </Button>
        </Group>
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('form.save')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}

type LimitInputProps = {
  field: LimitField;
  used: number;
  input: object;
  number: ReturnType<typeof useFormat>['number'];
};

function LimitInput({ field, used, input, number }: LimitInputProps) {
  const { t } = useTranslation('platform-accounts');
  return (
    <NumberInput
      label={t(`limits.fields.${field}`)}
      description={t('limits.used', { used: number(used, { maximumFractionDigits: 1 }) })}
      placeholder={t('limits.unlimited')}
      min={0}
      max={PLAN_LIMIT_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...input}
    />
  );
}
