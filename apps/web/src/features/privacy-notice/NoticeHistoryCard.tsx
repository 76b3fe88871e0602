import { Group, Text } from '@mantine/core';
import type { PrivacyNotice } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import classes from './privacy-notice.module.css';

/** Every published version, newest first: when, by whom, how many candidates' consent is to it. */
export function NoticeHistoryCard({ notices }: { notices: readonly PrivacyNotice[] }) {
  const { t } = useTranslation('privacy-notice');
  const { dateTime, number } = useFormat();
  return (
    <SectionCard id="notice-history" title={t('history.title')} gap="xs">
      <ul className={classes.list} aria-labelledby="notice-history">
        {notices.map((n) => (
          <li key={n.id} className={classes.item}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t('current.version', { version: n.version })}
                {n.requires_reconsent ? ` · ${t('history.reconsent')}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {n.published_by_name
                  ? t('current.publishedBy', { date: dateTime(n.published_at), name: n.published_by_name })
                  : t('current.published', { date: dateTime(n.published_at) })}
                {' · '}
                {t('current.consents', { count: n.consents, formatted: number(n.consents) })}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
