import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { APPLICATION_STATUSES, TENANT_PATTERN_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from './builder.module.css';
import type { BuilderValues, DraftField } from './draft.js';

/**
 * A job application form's knockout rule on one field: the answer expected (or least / greatest
 * value, or a pattern) and the status an application that misses it is moved to.
 */
export function KnockoutEditor({
  form,
  field,
  at,
}: {
  form: UseFormReturnType<BuilderValues>;
  field: DraftField;
  at: string;
}) {
  const { t } = useTranslation('site-forms');
  const { t: ta } = useTranslation('applications');
  const path = `${at}.knockout`;
  const k = field.knockout ?? {};
  const set = (key: keyof NonNullable<DraftField['knockout']>, value: unknown) =>
    form.setFieldValue(path, { ...k, [key]: value === '' || value === null ? undefined : value });
  const options = (field.options ?? []).map((o) => ({ value: o.value, label: o.label.en || o.value }));
  const error = (key: string) => form.errors[`${path}.${key}`];

  const expected = (() => {
    switch (field.type) {
      case 'yes_no':
        return (
          <Select
            label={t('knockout.expected')}
            data={[
              { value: 'true', label: t('answers.yes') },
              { value: 'false', label: t('answers.no') },
            ]}
            value={typeof k.expected === 'boolean' ? String(k.expected) : null}
            onChange={(v) => set('expected', v === null ? undefined : v === 'true')}
            placeholder={t('knockout.expectedAny')}
            clearable
            error={error('expected')}
          />
        );
      case 'single_choice':
      case 'multiple_choice':
        return (
          <MultiSelect
            label={t('knockout.expected')}
            data={options}
            value={Array.isArray(k.expected) ? k.expected : typeof k.expected === 'string' ? [k.expected] : []}
            onChange={(v) => set('expected', v.length ? v : undefined)}
            placeholder={t('knockout.expectedAny')}
            clearable
            error={error('expected')}
          />
        );
      case 'number':
        return (
          <>
            <NumberInput
              label={t('knockout.min')}
              value={k.min ?? ''}
              onChange={(v) => set('min', typeof v === 'number' ? v : undefined)}
              error={error('min')}
            />
            <NumberInput
              label={t('knockout.max')}
              value={k.max ?? ''}
              onChange={(v) => set('max', typeof v === 'number' ? v : undefined)}
              error={error('max')}
            />
          </>
        );
      default:
        return (
          <TextInput
            label={t('knockout.pattern')}
            dir="ltr"
            maxLength={TENANT_PATTERN_MAX}
            value={k.pattern ?? ''}
            onChange={(e) => set('pattern', e.currentTarget.value)}
            error={error('pattern')}
          />
        );
    }
  })();

  return (
    <Stack gap="xs" component="fieldset" className={classes.knockout}>
      <Text component="legend" size="sm" fw={600}>
        {t('knockout.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('knockout.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {expected}
        <Select
          label={t('knockout.toStatus')}
          data={APPLICATION_STATUSES.map((s) => ({ value: s, label: ta(`status.${s}`) }))}
          value={k.to_status ?? null}
          onChange={(v) => set('to_status', v)}
          placeholder={t('knockout.none')}
          clearable
          error={error('to_status')}
        />
      </SimpleGrid>
    </Stack>
  );
}
