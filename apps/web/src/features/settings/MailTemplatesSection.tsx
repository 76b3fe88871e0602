import { Badge, Button, Code, Group, Paper, SegmentedControl, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRestore } from '@tabler/icons-react';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  interpolate,
  type Locale,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEMPLATE_PLACEHOLDERS,
  MailTemplateSchema,
  type MailTemplates,
} from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

const LANGS = ['en', 'fr', 'ar'] as const satisfies readonly Locale[];

type Props = { scope: { accountId: number; siteId: number }; templates: MailTemplates; siteName: string };

/**
 * The e-mail a candidate gets when their application moves to a status, per language: the site's
 * wording or the default, with a preview filled with sample values.
 */
export function MailTemplatesSection({ scope, templates, siteName }: Props) {
  const { t } = useTranslation(['settings', 'applications']);
  const [status, setStatus] = useState<ApplicationStatus>('shortlisted');
  const [lang, setLang] = useState<Locale>('en');
  const current = templates[status][lang];
  const form = useForm({
    initialValues: { subject: current.subject, body: current.body },
    validate: contractResolver(MailTemplateSchema),
  });
  const draft = form.values;
  // The server names the e-mail's fields in full; the form shows the one being edited.
  const save = useSaveSection(scope, form, {
    [`mail_templates.${status}.${lang}.subject`]: 'subject',
    [`mail_templates.${status}.${lang}.body`]: 'body',
  });
  /** A new status or language starts from what is stored for it. */
  function edit(nextStatus: ApplicationStatus, nextLang: Locale) {
    setStatus(nextStatus);
    setLang(nextLang);
    const stored = templates[nextStatus][nextLang];
    form.setValues({ subject: stored.subject, body: stored.body });
  }
  const sample = {
    name: t('mails.sample.name'),
    job: t('mails.sample.job'),
    employer: t('mails.sample.employer'),
    site: siteName,
  };

  function store(value: { subject: string; body: string } | null, done: string) {
    save.run(
      { mail_templates: { [status]: { [lang]: value } } },
      (data) => {
        const stored = data.mail_templates[status][lang];
        form.setValues({ subject: stored.subject, body: stored.body });
      },
      done,
    );
  }

  return (
    <SettingsSection
      id="mails"
      title={t('mails.title')}
      text={
        <>
          {t('mails.text')}{' '}
          {MAIL_TEMPLATE_PLACEHOLDERS.map((p) => (
            <Code key={p} mx={2}>{`{{${p}}}`}</Code>
          ))}
        </>
      }
      save={{
        label: t('mails.save'),
        loading: save.pending,
        onClick: () => form.onSubmit((values) => store(MailTemplateSchema.parse(values), t('saved')))(),
      }}
      actions={
        current.customised && (
          <Button
            variant="default"
            leftSection={<IconRestore size={16} aria-hidden />}
            loading={save.pending}
            onClick={() => store(null, t('mails.restored'))}
          >
            {t('mails.restore')}
          </Button>
        )
      }
    >
      <Group gap="sm" align="flex-end">
        <Select
          label={t('mails.status')}
          allowDeselect={false}
          data={APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: `${t(`applications:status.${s}`)}${templates[s].en.customised || templates[s].fr.customised || templates[s].ar.customised ? ` · ${t('mails.customised')}` : ''}`,
          }))}
          value={status}
          onChange={(v) => {
            const next = APPLICATION_STATUSES.find((s) => s === v);
            if (next) edit(next, lang);
          }}
          w={260}
          comboboxProps={{ withinPortal: true }}
        />
        <SegmentedControl
          aria-label={t('mails.language')}
          value={lang}
          onChange={(v) => edit(status, LANGS.find((l) => l === v) ?? 'en')}
          data={LANGS.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        <Badge
          variant="dot"
          color={current.customised ? 'brand' : 'gray'}
          c="var(--mantine-color-text)"
          radius="sm"
          tt="none"
        >
          {current.customised ? t('mails.customised') : t('mails.default')}
        </Badge>
      </Group>
      <TextInput
        label={t('mails.subject')}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        maxLength={MAIL_SUBJECT_MAX}
        {...form.getInputProps('subject')}
      />
      <Textarea
        label={t('mails.body')}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        maxLength={MAIL_BODY_MAX}
        autosize
        minRows={4}
        {...form.getInputProps('body')}
      />
      <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)" aria-labelledby="mail-preview">
        <Text size="xs" fw={700} id="mail-preview" mb={4}>
          {t('mails.preview')}
        </Text>
        <div dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          <Text size="sm" fw={600}>
            {interpolate(draft.subject, sample)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {interpolate(draft.body, sample)}
          </Text>
        </div>
      </Paper>
    </SettingsSection>
  );
}
