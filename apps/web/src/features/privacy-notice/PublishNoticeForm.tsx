import { Button, Group, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import {
  LOCALES,
  type Locale,
  PRIVACY_NOTICE_BODY_MAX,
  PRIVACY_NOTICE_TITLE_MAX,
  type PrivacyNotice,
  type PrivacyNoticeTexts,
  PublishPrivacyNoticeBodySchema,
} from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useFormSending } from '../../shared/form/useFormSending.js';
import { LANGUAGE_NAMES } from '../../shared/i18n/languages.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { usePrivacyNoticeActions } from './api.js';

type SiteScope = { accountId: number; siteId: number };
type Values = { texts: PrivacyNoticeTexts; requires_reconsent: boolean };

const blank = () => Object.fromEntries(LOCALES.map((l) => [l, { title: '', body: '' }])) as PrivacyNoticeTexts;

/**
 * "Publish a new version": the notice in every language the portal speaks (one tab each), starting
 * from the current text, and whether earlier consents stop counting. A version is never edited in
 * place: consents name the version the candidate read.
 */
export function PublishNoticeForm({ scope, current }: { scope: SiteScope; current: PrivacyNotice | null }) {
  const { t, i18n } = useTranslation('privacy-notice');
  const { publish } = usePrivacyNoticeActions(scope);
  // The writer's own language first.
  const [tab, setTab] = useState<Locale>(LOCALES.find((l) => l === i18n.language) ?? 'en');
  const form = useForm<Values>({
    initialValues: { texts: current ? structuredClone(current.texts) : blank(), requires_reconsent: false },
    validate: contractResolver(PublishPrivacyNoticeBodySchema),
  });
  const sending = useFormSending(form);
  const next = (current?.version ?? 0) + 1;
  const hasError = (l: Locale) => Object.keys(form.errors).some((k) => k.startsWith(`texts.${l}.`));

  const submit = form.onSubmit(
    (values) =>
      sending.send(async () => {
        // The page then shows the new version and starts this form again from its text.
        const notice = await publish.mutateAsync(PublishPrivacyNoticeBodySchema.parse(values));
        showSnackbar('success', t('publish.done', { version: notice.version }));
      }),
    // The first language with a problem is shown, so the message is seen where it is.
    (errors) => {
      const first = LOCALES.find((l) => Object.keys(errors).some((k) => k.startsWith(`texts.${l}.`)));
      if (first) setTab(first);
    },
  );

  return (
    <SectionCard
      id="notice-publish"
      title={t('publish.title', { version: next })}
      intro={t('publish.intro')}
      onSubmit={submit}
    >
      <FormErrorAlert message={sending.alert} />
      <Tabs value={tab} onChange={(v) => setTab(LOCALES.find((l) => l === v) ?? 'en')} keepMounted>
        <Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Tab
              key={l}
              value={l}
              lang={l}
              color={hasError(l) ? 'red' : undefined}
              aria-label={hasError(l) ? t('publish.tabWithErrors', { language: LANGUAGE_NAMES[l] }) : undefined}
            >
              {LANGUAGE_NAMES[l]}
              {hasError(l) ? ' •' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOCALES.map((l) => (
          <Tabs.Panel key={l} value={l} pt="md">
            <Stack gap="sm">
              <TextInput
                label={t('publish.noticeTitle', { language: LANGUAGE_NAMES[l] })}
                required
                maxLength={PRIVACY_NOTICE_TITLE_MAX}
                lang={l}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                {...form.getInputProps(`texts.${l}.title`)}
              />
              <Textarea
                label={t('publish.body', { language: LANGUAGE_NAMES[l] })}
                description={t('publish.bodyHelp')}
                required
                autosize
                minRows={8}
                maxRows={20}
                maxLength={PRIVACY_NOTICE_BODY_MAX}
                lang={l}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                {...form.getInputProps(`texts.${l}.body`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Switch
        label={t('publish.reconsent')}
        description={t('publish.reconsentHelp')}
        {...form.getInputProps('requires_reconsent', { type: 'checkbox' })}
      />
      <Text size="sm" c="dimmed">
        {t('publish.note')}
      </Text>
      <Group justify="flex-end">
        <Button type="submit" loading={form.submitting} leftSection={<IconSend size={16} aria-hidden />}>
          {t('publish.submit', { version: next })}
        </Button>
      </Group>
    </SectionCard>
  );
}
