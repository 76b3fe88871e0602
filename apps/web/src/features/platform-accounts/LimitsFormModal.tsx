import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
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
import { accountLimitsQuery, type PlatformAccount, savePlatformAccountLimits } from './api.js';
import {
  FIELDS,
  formField,
  type LimitField,
  newTierKey,
  PRICE_MAX,
  toBody,
  type Values,
  valuesOf,
} from './limits-form.js';

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
            max={PRICE_MAX}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('unit_price')}
          />
        </Group>
        <Stack
          gap="xs"
          component="ol"
          aria-label={t('limits.tiers')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row, index) => (
            <Group key={row.key} component="li" align="flex-end" wrap="nowrap" gap="xs">
              <NumberInput
                label={t('limits.tierFrom')}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps(`tiers.${index}.min`)}
              />
              <NativeSelect
                label={t('limits.tierRule')}
                value={row.rule}
                onChange={(e) => {
                  form.setFieldValue(`tiers.${index}.rule`, e.currentTarget.value === 'price' ? 'price' : 'percent');
                  form.setFieldValue(`tiers.${index}.value`, '');
                }}
                data={[
                  { value: 'percent', label: t('limits.rulePercent') },
                  { value: 'price', label: t('limits.rulePrice') },
                ]}
              />
              <NumberInput
                label={row.rule === 'percent' ? t('limits.percent') : t('limits.tierPrice')}
                required
                min={row.rule === 'percent' ? 1 : 0}
                max={row.rule === 'percent' ? 100 : PRICE_MAX}
                allowDecimal={row.rule === 'price'}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps(`tiers.${index}.value`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={4}
                aria-label={t('limits.removeTier', { index: index + 1 })}
                onClick={() => form.removeListItem('tiers', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= DISCOUNT_TIERS_MAX}
            onClick={() => form.insertListItem('tiers', { key: newTierKey(), min: '', rule: 'percent', value: '' })}
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
