import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward } from '@tabler/icons-react';
import { LOCALES, type Locale, type PrivacyNotice } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { usePrivacyNoticeActions } from './api.js';
import classes from './privacy-notice.module.css';

type SiteScope = { accountId: number; siteId: number };

/**
 * The version candidates see now, in the reader's language, with who published it and how many
 * candidates consented to it; "Ask candidates to consent again" mails everyone whose consent is to
 * an earlier version (after a confirmation that says so).
 */
export function CurrentNoticeCard({ scope, notice: n }: { scope: SiteScope; notice: PrivacyNotice }) {
  const { t, i18n } = useTranslation(['privacy-notice', 'common']);
  const { dateTime, number } = useFormat();
  const { reconsent } = usePrivacyNoticeActions(scope);
  const locale: Locale = LOCALES.find((l) => l === i18n.language) ?? 'en';
  const text = n.texts[locale];

  const ask = () =>
    modals.openConfirmModal({
      title: t('reconsent.title'),
      centered: true,
      closeButtonProps: { 'aria-label': t('common:close') },
      children: <Text size="sm">{t('reconsent.text', { version: n.version })}</Text>,
      labels: { confirm: t('reconsent.confirm'), cancel: t('cancel') },
      onConfirm: () =>
        reconsent.mutate(n.version, {
          onSuccess: (r) => showSnackbar('success', t('reconsent.done', { count: r.sent })),
          onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
        }),
    });

  return (
    <SectionCard id="notice-current" title={t('current.title', { version: n.version })}>
      <Group gap="xs">
        <Badge variant="light" radius="sm" className={classes.badge}>
          {t('current.version', { version: n.version })}
        </Badge>
        {n.requires_reconsent && (
          <Badge variant="light" color="orange" radius="sm" className={classes.badge}>
            {t('current.requiresReconsent')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {n.published_by_name
          ? t('current.publishedBy', { date: dateTime(n.published_at), name: n.published_by_name })
          : t('current.published', { date: dateTime(n.published_at) })}
        {' · '}
        {t('current.consents', { count: n.consents, formatted: number(n.consents) })}
      </Text>
      <Stack gap={4} className={classes.notice}>
        <Title order={3} fz="h5" lang={locale}>
          {text.title}
        </Title>
        <Text size="sm" lang={locale} className={classes.body}>
          {text.body}
        </Text>
      </Stack>
      <Group>
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={ask}
          loading={reconsent.isPending}
        >
          {t('reconsent.button')}
        </Button>
      </Group>
    </SectionCard>
  );
}
