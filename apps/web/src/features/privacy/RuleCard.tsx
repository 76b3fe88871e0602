import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { type PrivacySettings, type PrivacySettingsView, SavePrivacySettingsBodySchema } from '@talent/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useSavePrivacySettings } from './api.js';

const formOf = (s: PrivacySettingsView): PrivacySettings => ({
  retention_enabled: s.retention_enabled,
  retention_months: s.retention_months,
  grace_days: s.grace_days,
  site_override_allowed: s.site_override_allowed,
  hard_delete: s.hard_delete,
});

/**
 * The account's retention rule: on or off, the period (within the platform's bounds, shown), the
 * grace after the notice, whether sites may choose their own period, and hard delete (with its
 * warning). The bounds are checked here as the API checks them, with the same message.
 */
export function RuleCard({
  accountId,
  settings,
  canEdit,
}: {
  accountId: number;
  settings: PrivacySettingsView;
  canEdit: boolean;
}) {
  const { t } = useTranslation('privacy');
  const save = useSavePrivacySettings(accountId);
  const { min_months: min, max_months: max } = settings.limits;
  const form = useForm<PrivacySettings>({
    initialValues: formOf(settings),
    validate: (values) => {
      const errors = contractResolver<PrivacySettings>(SavePrivacySettingsBodySchema)(values);
      const months = values.retention_months;
      if (!errors.retention_months && (months < min || months > max))
        errors.retention_months = fieldMessage('retention_months_bounds', { min, max });
      return errors;
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved rule changes
  useEffect(() => {
    form.setValues(formOf(settings));
  }, [settings]);

  async function submit(values: PrivacySettings) {
    try {
      await save.mutateAsync(values);
      showSnackbar('success', t('rule.saved'));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  const disabled = !canEdit || save.isPending;
  return (
    <SectionCard id="privacy-rule" title={t('rule.title')} intro={t('rule.intro')} onSubmit={form.onSubmit(submit)}>
      <FormErrorAlert message={formAlert(save.error, form)} />
      <Switch
        label={t('rule.enabled')}
        description={t('rule.enabledHelp')}
        disabled={disabled}
        {...form.getInputProps('retention_enabled', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('rule.months')}
          description={t('rule.monthsHelp', { min, max })}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          suffix={` ${t('rule.monthsUnit')}`}
          disabled={disabled}
          {...form.getInputProps('retention_months')}
        />
        <NumberInput
          label={t('rule.grace')}
          description={t('rule.graceHelp')}
          min={1}
          max={90}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          suffix={` ${t('rule.graceUnit')}`}
          disabled={disabled}
          {...form.getInputProps('grace_days')}
        />
      </SimpleGrid>
      <Switch
        label={t('rule.siteOverride')}
        description={t('rule.siteOverrideHelp')}
        disabled={disabled}
        {...form.getInputProps('site_override_allowed', { type: 'checkbox' })}
      />
      <Stack gap="xs">
        <Switch
          label={t('rule.hardDelete')}
          description={t('rule.hardDeleteHelp')}
          color="red"
          disabled={disabled}
          {...form.getInputProps('hard_delete', { type: 'checkbox' })}
        />
        {form.values.hard_delete && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('rule.hardDeleteWarningTitle')}
          >
            <Text size="sm">{t('rule.hardDeleteWarning')}</Text>
          </Alert>
        )}
      </Stack>
      {canEdit && (
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('rule.save')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
