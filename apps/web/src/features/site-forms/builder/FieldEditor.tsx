import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconGripVertical,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { LOCALES, type Locale, RTL_LOCALES, SITE_FORM_OPTIONS_MAX, TENANT_PATTERN_MAX } from '@talent/contract';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../shared/i18n/locale.js';
import classes from './builder.module.css';
import { type BuilderValues, CHOICE_TYPES, type DraftField, fieldNameOf, TEXT_TYPES } from './draft.js';
import { KnockoutEditor } from './KnockoutEditor.js';

type Props = {
  form: UseFormReturnType<BuilderValues>;
  field: DraftField;
  index: number;
  total: number;
  withKnockout: boolean;
  /** Moves the field; `control` keeps the focus on the pressed button ('up', 'down'). */
  onMove: (from: number, to: number, control: 'up' | 'down') => void;
  onRemove: () => void;
  /** Folded to its title line (long forms on a phone); a field with a problem always shows open. */
  folded: boolean;
  onFold: (folded: boolean) => void;
  /** The row's drag handlers (shared/reorder). */
  dragProps: ComponentPropsWithoutRef<'li'>;
};

const dirOf = (l: Locale) => (RTL_LOCALES.includes(l) ? 'rtl' : 'ltr');
const num = (v: string | number) => (typeof v === 'number' ? v : undefined);

/** One field of the builder: its key, texts in every language, rules by type, options, knockout rule. */
export function FieldEditor({
  form,
  field,
  index,
  total,
  withKnockout,
  onMove,
  onRemove,
  folded,
  onFold,
  dragProps,
}: Props) {
  const { t, i18n } = useTranslation('site-forms');
  const at = `fields.${index}`;
  const name = fieldNameOf(field, pickLocale(i18n.language)) || t('field.untitled');
  const errors = form.errors;
  const languageHasError = (l: Locale) =>
    Object.keys(errors).some((k) => k.startsWith(`${at}.`) && k.endsWith(`.${l}`));
  const numberProps = (path: string) => {
    const p = form.getInputProps(path);
    return { ...p, value: p.value ?? '', onChange: (v: string | number) => form.setFieldValue(path, num(v)) };
  };
  const options = field.options ?? [];
  const hasError = Object.keys(errors).some((k) => k.startsWith(`${at}.`));
  const open = !folded || hasError;
  const bodyId = `field-body-${field.uid}`;

  return (
    <li className={classes.fieldRow} data-field-row={field.uid} {...dragProps}>
      <Paper withBorder radius="md" p="md" className={classes.fieldCard}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <span className={classes.grip} aria-hidden>
              <IconGripVertical size={18} stroke={1.75} />
            </span>
            <Text fw={600} size="sm" truncate>
              {t('field.title', { n: index + 1, label: `\u2068${name}\u2069` })}
            </Text>
            {/* On a phone the row keeps its room for the field's name and buttons. */}
            <Badge variant="light" color="gray" radius="sm" tt="none" className={classes.noShrink} visibleFrom="xs">
              {t(`types.${field.type}`)}
            </Badge>
            {field.required && !open && (
              <Badge variant="outline" color="gray" radius="sm" tt="none" className={classes.noShrink} visibleFrom="xs">
                {t('field.required')}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(open ? 'field.fold' : 'field.unfold', { label: name })}
              aria-expanded={open}
              aria-controls={bodyId}
              disabled={hasError}
              onClick={() => onFold(open)}
            >
              <IconChevronDown size={18} aria-hidden className={open ? classes.chevronOpen : classes.chevron} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              data-control="up"
              aria-label={t('field.moveUp', { label: name })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, 'up')}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              data-control="down"
              aria-label={t('field.moveDown', { label: name })}
              disabled={index === total - 1}
              onClick={() => onMove(index, index + 1, 'down')}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('field.remove', { label: name })} onClick={onRemove}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>

        <Collapse expanded={open} id={bodyId}>
          <Stack gap="sm" pt="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('field.key')}
                description={t('field.keyHelp')}
                dir="ltr"
                required
                maxLength={60}
                {...form.getInputProps(`${at}.key`)}
              />
              <Switch
                label={t('field.required')}
                mt={{ base: 0, xs: 'xl' }}
                {...form.getInputProps(`${at}.required`, { type: 'checkbox' })}
              />
            </SimpleGrid>

            <Tabs defaultValue="en" variant="outline" keepMounted>
              <Tabs.List aria-label={t('field.languages')}>
                {LOCALES.map((l) => (
                  <Tabs.Tab key={l} value={l} lang={l} c={languageHasError(l) ? 'red' : undefined}>
                    {t(`languages.${l}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {LOCALES.map((l) => (
                <Tabs.Panel key={l} value={l} pt="sm">
                  <Stack gap="sm" dir={dirOf(l)} lang={l}>
                    <TextInput
                      label={t('field.label', { language: t(`languages.${l}`) })}
                      required
                      maxLength={200}
                      {...form.getInputProps(`${at}.label.${l}`)}
                    />
                    <TextInput
                      label={t('field.help', { language: t(`languages.${l}`) })}
                      maxLength={1000}
                      {...form.getInputProps(`${at}.help.${l}`)}
                    />
                    {field.type === 'consent' && (
                      <Textarea
                        label={t('field.consentText', { language: t(`languages.${l}`) })}
                        autosize
                        minRows={2}
                        maxLength={1000}
                        {...form.getInputProps(`${at}.consent_text.${l}`)}
                      />
                    )}
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>

            {TEXT_TYPES.includes(field.type) && (
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <NumberInput
                  label={t('field.minLength')}
                  min={0}
                  allowDecimal={false}
                  {...numberProps(`${at}.min_length`)}
                />
                <NumberInput
                  label={t('field.maxLength')}
                  min={1}
                  allowDecimal={false}
                  {...numberProps(`${at}.max_length`)}
                />
                <TextInput
                  label={t('field.pattern')}
                  dir="ltr"
                  maxLength={TENANT_PATTERN_MAX}
                  {...form.getInputProps(`${at}.pattern`)}
                />
              </SimpleGrid>
            )}
            {field.type === 'number' && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput label={t('field.min')} {...numberProps(`${at}.min`)} />
                <NumberInput label={t('field.max')} {...numberProps(`${at}.max`)} />
              </SimpleGrid>
            )}

            {CHOICE_TYPES.includes(field.type) && (
              <Stack gap="xs" component="fieldset" className={classes.options}>
                <Text component="legend" size="sm" fw={500}>
                  {t('field.options')}
                </Text>
                {form.errors[`${at}.options`] && (
                  <Text size="xs" c="red">
                    {form.errors[`${at}.options`]}
                  </Text>
                )}
                {options.map((_o, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, by position
                  <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" style={{ flex: 1 }}>
                      <TextInput
                        size="xs"
                        label={t('field.optionValue', { n: i + 1 })}
                        dir="ltr"
                        maxLength={100}
                        {...form.getInputProps(`${at}.options.${i}.value`)}
                      />
                      {LOCALES.map((l) => (
                        <TextInput
                          key={l}
                          size="xs"
                          dir={dirOf(l)}
                          lang={l}
                          label={t('field.optionLabel', { n: i + 1, language: t(`languages.${l}`) })}
                          maxLength={200}
                          {...form.getInputProps(`${at}.options.${i}.label.${l}`)}
                        />
                      ))}
                    </SimpleGrid>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      mt={22}
                      aria-label={t('field.removeOption', { n: i + 1 })}
                      onClick={() => form.removeListItem(`${at}.options`, i)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={options.length >= SITE_FORM_OPTIONS_MAX}
                    onClick={() =>
                      form.insertListItem(`${at}.options`, {
                        value: `option_${options.length + 1}`,
                        label: { en: '', fr: '', ar: '' },
                      })
                    }
                  >
                    {t('field.addOption')}
                  </Button>
                </Group>
              </Stack>
            )}

            {withKnockout && field.type !== 'file' && field.type !== 'consent' && (
              <KnockoutEditor form={form} field={field} at={at} />
            )}
          </Stack>
        </Collapse>
      </Paper>
    </li>
  );
}
