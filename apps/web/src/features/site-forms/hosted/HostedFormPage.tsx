import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconCircleCheck, IconMoon, IconSun } from '@tabler/icons-react';
import { isLocale, type PublicHostedForm, SITE_FORM_SPAM_TRAP } from '@talent/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../shared/api/client.js';
import { useBranding } from '../../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../../shared/branding/branding.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { switchLanguage } from '../../../shared/i18n/languages.js';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { usePreferences } from '../../../shared/preferences/preferences-store.js';
import { LazyLanguageSwitcher } from '../../../shared/ui/LazyLanguageSwitcher.js';
import { type AnswerValues, answerKeyOf, answersOf, filesOf } from '../renderer/answers.js';
import { FormRenderer } from '../renderer/FormRenderer.js';
import classes from './hosted.module.css';
import { jobOf } from './hosted-path.js';

type Load =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  | { kind: 'ready'; form: PublicHostedForm };

/** Why a form cannot be shown: gone, or its account paused by the platform (503 `account_unavailable`). */
const loadFailure = (e: unknown): Load =>
  e instanceof ApiError && e.code === 'account_unavailable'
    ? { kind: 'unavailable' }
    : { kind: e instanceof ApiError && e.status === 404 ? 'missing' : 'failed' };

/**
 * `/forms/{uuid}` on the brand's host: a published site form for the public, with no portal
 * around it (it may be framed by the form's allowed origins). `?job=` names the job it is about,
 * `?lang=` the first language. The form comes in the page's language, and again on a switch.
 */
export function HostedFormPage({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation(['site-forms', 'common']);
  const locale = pickLocale(i18n.language);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [failureFields, setFailureFields] = useState<string[]>([]);
  const [thanks, setThanks] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // The site's privacy notice, when it has one, is accepted with each answer (its version is sent).
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const trap = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the address
  useEffect(() => {
    const lang = new URLSearchParams(window.location.search).get('lang');
    if (lang && isLocale(lang) && lang !== locale) void switchLanguage(lang);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    api('publicSiteForm', { params: { uuid }, query: { locale }, signal: controller.signal }).then(
      (r) => setLoad({ kind: 'ready', form: r.data }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(loadFailure(e));
      },
    );
    return () => controller.abort();
  }, [uuid, locale]);

  useEffect(() => {
    if (load.kind === 'ready') document.title = load.form.name;
    else if (load.kind === 'missing') document.title = t('hosted.notAvailable');
    else if (load.kind === 'unavailable') document.title = t('hosted.unavailable');
  }, [load, t]);

  async function send(values: AnswerValues): Promise<Record<string, string> | undefined> {
    if (load.kind !== 'ready') return undefined;
    const { fields, privacy_notice: notice } = load.form;
    if (notice && !accepted) {
      setAcceptError(t('hosted.privacyRequired'));
      return {};
    }
    const job = jobOf(window.location.search);
    const body = {
      locale,
      website: trap.current?.value ?? '',
      ...(job ? { job } : {}),
      answers: answersOf(fields, values, false),
      ...(notice ? { privacy_notice_version: notice.version } : {}),
    };
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    for (const [key, file] of filesOf(fields, values)) form.append(key, file, file.name);
    setSending(true);
    setFailure(null);
    try {
      const answer = await api('submitSiteForm', { params: { uuid }, form });
      setThanks(answer.message);
      return undefined;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.code === 'account_unavailable')) {
        setLoad(loadFailure(e));
        return undefined;
      }
      const onFields: Record<string, string> = {};
      if (e instanceof ApiError)
        for (const [key, [message]] of Object.entries(e.errors)) {
          const field = answerKeyOf(key);
          if (field && message && fields.some((f) => f.key === field)) onFields[field] = message;
        }
      const shown = Object.keys(onFields).map((k) => `answers.${k}`);
      setFailure(e);
      setFailureFields(shown);
      return onFields;
    } finally {
      setSending(false);
    }
  }
  return (
    <Stack w="100%" maw={720} gap="md" className={classes.page}>
      <BrandBar />
      <Paper className="portal-surface" withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        {load.kind === 'loading' && <div className="boot-spinner" role="status" aria-label={t('common:loading')} />}
        {load.kind === 'missing' && (
          <Stack gap="xs" align="center" ta="center" py="xl">
            <Title order={1} fz="h2">
              {t('hosted.notAvailable')}
            </Title>
            <Text c="dimmed">{t('hosted.notAvailableText')}</Text>
          </Stack>
        )}
        {load.kind === 'unavailable' && (
          <Stack gap="xs" align="center" ta="center" py="xl">
            <Title order={1} fz="h2">
              {t('hosted.unavailable')}
            </Title>
            <Text c="dimmed">{t('hosted.unavailableText')}</Text>
          </Stack>
        )}
        {load.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {t('hosted.error')}
          </Alert>
        )}
        {load.kind === 'ready' && (
          <Stack gap="lg">
            <Title order={1} fz={{ base: 'h3', xs: 'h2' }}>
              {load.form.name}
            </Title>
            {thanks ? (
              <Stack gap="md" align="flex-start">
                <Group gap="sm" wrap="nowrap" role="status">
                  <ThemeIcon color="green" variant="light" radius="xl" size="lg" aria-hidden>
                    <IconCircleCheck size={22} />
                  </ThemeIcon>
                  <Text size="lg">{thanks}</Text>
                </Group>
                <Button
                  variant="default"
                  onClick={() => {
                    setThanks(null);
                    setAccepted(false);
                    setRound((n) => n + 1);
                  }}
                >
                  {t('hosted.sendAnother')}
                </Button>
              </Stack>
            ) : (
              <>
                <FormErrorAlert message={formAlert(failure, failureFields)} />
                <FormRenderer
                  key={`${load.form.version}-${round}`}
                  fields={load.form.fields}
                  locale={locale}
                  idPrefix="form"
                  onSubmit={send}
                  submitting={sending}
                >
                  {load.form.privacy_notice && (
                    <Stack gap={4}>
                      <Checkbox
                        checked={accepted}
                        onChange={(e) => {
                          setAccepted(e.currentTarget.checked);
                          setAcceptError(null);
                        }}
                        label={t('hosted.privacyAccept')}
                        error={acceptError}
                        required
                      />
                      <Anchor href={load.form.privacy_notice.url} target="_blank" rel="noopener" size="sm" ms={32}>
                        {t('hosted.privacyRead', { title: load.form.privacy_notice.title })}
                      </Anchor>
                    </Stack>
                  )}
                  {/* The spam trap: off screen, out of the tab order and of autofill; robots fill it. */}
                  <div className={classes.trap} aria-hidden>
                    <label>
                      {t('hosted.spamTrap')}
                      <input ref={trap} type="text" name={SITE_FORM_SPAM_TRAP} tabIndex={-1} autoComplete="off" />
                    </label>
                  </div>
                </FormRenderer>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/** The brand as the login page shows it, the language menu and the light/dark switch. */
function BrandBar() {
  const { t } = useTranslation('site-forms');
  const branding = useBranding();
  const title = brandTitle(branding);
  const colorScheme = usePreferences((s) => s.colorScheme);
  const theme = usePreferences((s) => s.theme);
  const dark = (theme === 'system' ? colorScheme : theme) === 'dark';
  return (
    <Box component="header">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {branding.logo_square ? (
            <Image src={branding.logo_square} alt="" w={36} h={36} radius="md" fit="contain" />
          ) : (
            <ThemeIcon size={36} radius="md" aria-hidden>
              <IconBriefcase size={20} />
            </ThemeIcon>
          )}
          <Text fw={700} lineClamp={1}>
            {title}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LazyLanguageSwitcher />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('hosted.theme')}
            aria-pressed={dark}
            onClick={() => usePreferences.getState().set({ theme: dark ? 'light' : 'dark' })}
          >
            {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
