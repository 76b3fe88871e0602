import {
  Box,
  Button,
  Checkbox,
  FileInput,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type Locale, type PublicSiteFormField, RTL_LOCALES, SITE_FORM_SHORT_TEXT_MAX } from '@talent/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DayInput } from '../../../shared/ui/DayInput.js';
import { type AnswerValue, type AnswerValues, answerErrors } from './answers.js';
import { useFormTexts } from './useFormTexts.js';

/** Choices up to this many show as radio buttons; more as a select. */
const RADIO_MAX = 6;
const FILE_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

type Props = {
  fields: readonly PublicSiteFormField[];
  locale: Locale;
  /** Prefixes the controls' ids: the preview and a hosted page never share a document, two previews might. */
  idPrefix: string;
  /** Called with answers that passed the contract's rules; answers the server's field problems (by key), if any. */
  onSubmit: (values: AnswerValues) => Promise<Record<string, string> | undefined>;
  submitting?: boolean;
  /** Drawn after the fields, before the button (the hosted page's spam trap). */
  children?: ReactNode;
};

/**
 * A site form as the public fills it in: the hosted page and the builder's preview both draw it,
 * in the form's language and direction, checking with the contract's `submissionSchemaOf`.
 */
export function FormRenderer({ fields, locale, idPrefix, onSubmit, submitting = false, children }: Props) {
  const t = useFormTexts(locale);
  const [values, setValues] = useState<AnswerValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!t) return null;

  const set = (key: string, value: AnswerValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = answerErrors(fields, values, locale);
    setErrors(found);
    const first = fields.find((f) => found[f.key] !== undefined);
    if (first) {
      document.getElementById(`${idPrefix}-${first.key}`)?.focus();
      return;
    }
    const server = await onSubmit(values);
    if (server) setErrors(server);
  }

  return (
    <Box
      component="form"
      dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}
      lang={locale}
      noValidate
      onSubmit={submit}
      data-form-renderer
    >
      <Stack gap="md">
        {fields.map((f) => (
          <FieldControl
            key={f.key}
            field={f}
            id={`${idPrefix}-${f.key}`}
            value={values[f.key] ?? null}
            error={errors[f.key]}
            onChange={(v) => set(f.key, v)}
            texts={{
              yes: t('answers.yes'),
              no: t('answers.no'),
              choose: t('renderer.choose'),
              file: t('renderer.fileHint'),
            }}
          />
        ))}
        {children}
        <Group>
          <Button type="submit" loading={submitting}>
            {t('renderer.submit')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

type ControlProps = {
  field: PublicSiteFormField;
  id: string;
  value: AnswerValue;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
  texts: { yes: string; no: string; choose: string; file: string };
};

const text = (v: AnswerValue) => (typeof v === 'string' ? v : '');

/** One field's control by its type. */
function FieldControl({ field: f, id, value, error, onChange, texts }: ControlProps) {
  const common = {
    id,
    label: f.label,
    description: f.help || undefined,
    required: f.required,
    error,
  };
  // A group's own wrapper takes no id: its first choice does (the focus goes there on an error).
  const { id: _, ...group } = common;
  switch (f.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          value={text(value)}
          maxLength={f.max_length ?? SITE_FORM_SHORT_TEXT_MAX}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          value={text(value)}
          autosize
          minRows={4}
          maxRows={12}
          {...(f.max_length ? { maxLength: f.max_length } : {})}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="decimal"
          {...(f.min !== undefined ? { min: f.min } : {})}
          {...(f.max !== undefined ? { max: f.max } : {})}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return <DayInput {...common} value={text(value)} onChange={onChange} />;
    case 'single_choice':
      return (f.options?.length ?? 0) > RADIO_MAX ? (
        <Select
          {...common}
          data={(f.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          placeholder={texts.choose}
          value={text(value) || null}
          onChange={(v) => onChange(v)}
          clearable={!f.required}
          searchable
        />
      ) : (
        <Radio.Group {...group} value={text(value)} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {(f.options ?? []).map((o, i) => (
              <Radio key={o.value} id={i === 0 ? id : undefined} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...group} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {(f.options ?? []).map((o, i) => (
              <Checkbox key={o.value} id={i === 0 ? id : undefined} value={o.value} label={o.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'yes_no':
      return (
        <Radio.Group
          {...group}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(v) => onChange(v === 'yes')}
        >
          <Group gap="lg" mt={6}>
            <Radio id={id} value="yes" label={texts.yes} />
            <Radio value="no" label={texts.no} />
          </Group>
        </Radio.Group>
      );
    case 'file':
      return (
        <FileInput
          {...common}
          description={[f.help, texts.file].filter(Boolean).join(' ')}
          accept={FILE_ACCEPT}
          placeholder={texts.choose}
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
          value={value instanceof File ? value : null}
          onChange={(file) => onChange(file)}
        />
      );
    case 'consent':
      return (
        <Stack gap={4}>
          {f.consent_text ? (
            <Text size="sm" fw={500} id={`${id}-label`}>
              {f.label}
            </Text>
          ) : null}
          <Checkbox
            id={id}
            label={f.consent_text || f.label}
            description={f.help || undefined}
            required={f.required}
            error={error}
            checked={value === true}
            onChange={(e) => onChange(e.currentTarget.checked)}
            {...(f.consent_text ? { 'aria-describedby': `${id}-label` } : {})}
          />
        </Stack>
      );
  }
}
