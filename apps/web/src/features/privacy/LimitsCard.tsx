import { Button, Group, NumberInput, SimpleGrid, Skeleton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type RetentionLimits, SaveRetentionLimitsBodySchema } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { retentionLimitsQuery, useSaveRetentionLimits } from './api.js';

/**
 * Platform staff only: the shortest and longest period any account's rule may set. An account
 * already outside new bounds is clamped into them by the retention sweep.
 */
export function LimitsCard() {
  const { t } = useTranslation('privacy');
  const limits = useQuery(retentionLimitsQuery());
  const save = useSaveRetentionLimits();
  const form = useForm<RetentionLimits>({
    initialValues: { min_months: 6, max_months: 60 },
    validate: contractResolver(SaveRetentionLimitsBodySchema),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved bounds change
  useEffect(() => {
    if (limits.data) form.setValues(limits.data);
  }, [limits.data]);

  async function submit(values: RetentionLimits) {
    try {
      await save.mutateAsync(values);
      showSnackbar('success', t('limits.saved'));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  return (
    <SectionCard
      id="privacy-limits"
      title={t('limits.title')}
      intro={t('limits.intro')}
      onSubmit={form.onSubmit(submit)}
    >
      <FormErrorAlert message={formAlert(save.error, form)} />
      {limits.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('limits.min')}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={1}
            max={240}
            {...form.getInputProps('min_months')}
          />
          <NumberInput
            label={t('limits.max')}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={1}
            max={240}
            {...form.getInputProps('max_months')}
          />
        </SimpleGrid>
      ) : (
        <Skeleton h={60} />
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          {t('limits.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
