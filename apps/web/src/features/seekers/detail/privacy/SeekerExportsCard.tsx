import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { PRIVACY_EXPORT_HOURS, type PrivacyRequest, type PrivacyRequestStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../../shared/form/api-errors.js';
import { useFormat } from '../../../../shared/i18n/format.js';
import { SectionCard } from '../../../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../../../shared/ui/snackbar.js';
import { downloadExport, seekerExportsQuery, useSeekerPrivacyActions } from './api.js';
import classes from './privacy.module.css';

type SiteScope = { accountId: number; siteId: number };

const STATUS_COLORS: Record<PrivacyRequestStatus, string> = {
  pending: 'blue',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};

/**
 * "Export candidate data": a copy of everything held about the candidate, built in the background
 * as a ZIP; the list shows each export's state (asked again while one is being built) and offers
 * the file until it expires.
 */
export function SeekerExportsCard({ scope, seekerId, name }: { scope: SiteScope; seekerId: string; name: string }) {
  const { t } = useTranslation(['seeker-privacy', 'common']);
  const exports = useQuery(seekerExportsQuery(scope, seekerId));
  const { requestExport } = useSeekerPrivacyActions(scope, seekerId);
  const building = exports.data?.some((r) => r.status === 'pending' || r.status === 'running') ?? false;

  const start = () =>
    requestExport.mutate(undefined, {
      onSuccess: () => showSnackbar('info', t('export.started', { name })),
      onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
    });

  return (
    <SectionCard
      id="seeker-exports"
      title={t('export.title')}
      intro={t('export.intro', { hours: PRIVACY_EXPORT_HOURS })}
      gap="sm"
      mt="md"
    >
      <Group>
        <Button
          variant="default"
          leftSection={<IconFileZip size={16} aria-hidden />}
          onClick={start}
          loading={requestExport.isPending}
          disabled={building}
        >
          {t('export.button')}
        </Button>
      </Group>
      {exports.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('common:loading')}>
          <Skeleton h={28} />
        </Stack>
      ) : exports.isError ? (
        <Text size="sm" c="red" role="alert">
          {formAlert(exports.error) ?? t('error')}
        </Text>
      ) : exports.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('export.none')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('export.listLabel', { name })}>
          {exports.data.map((r) => (
            <ExportRow key={r.id} request={r} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ExportRow({ request: r }: { request: PrivacyRequest }) {
  const { t } = useTranslation('seeker-privacy');
  const { dateTime, number } = useFormat();
  const ready = r.status === 'done' && r.expires_at !== null && new Date(r.expires_at).getTime() > Date.now();
  const expired = r.status === 'done' && !ready;
  const save = () => downloadExport(r).catch((e) => showSnackbar('error', formAlert(e) ?? t('error')));
  return (
    <li className={classes.item}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge
              variant="dot"
              radius="sm"
              color={expired ? 'gray' : STATUS_COLORS[r.status]}
              className={classes.badge}
            >
              {expired ? t('export.status.expired') : t(`export.status.${r.status}`)}
            </Badge>
            <Text size="sm">{t('export.requested', { date: dateTime(r.created_at) })}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {[
              r.actor_name ? t('export.by', { name: r.actor_name }) : t(`export.origin.${r.origin}`),
              ready && r.expires_at ? t('export.until', { date: dateTime(r.expires_at) }) : null,
              r.file_size !== null && ready
                ? t('export.size', { size: number(r.file_size / 1024, { maximumFractionDigits: 0 }) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {ready && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={save}
            aria-label={t('export.downloadOne', { date: dateTime(r.created_at) })}
          >
            {t('export.download')}
          </Button>
        )}
      </Group>
    </li>
  );
}
