import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BulkJobResult, Job } from '@talent/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';

type Done = 'unlisted' | 'relisted' | 'expired' | 'approved' | 'rejected' | 'tagged';

/** "Unlisted: 2 · Skipped: 1" after a bulk action. */
export function showJobsBulkResult(result: BulkJobResult, done: Done) {
  const t = i18n.getFixedT(null, 'jobs-list');
  const held = result.held?.length ?? 0;
  const parts = [t(`bulk.${done}`, { count: result.updated.length - held })];
  if (held > 0) parts.push(t('bulk.held', { count: held }));
  if (result.skipped.length > 0) {
    parts.push(t(done === 'tagged' ? 'bulk.tagSkipped' : 'bulk.skipped', { count: result.skipped.length }));
  }
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '));
}

/** Asks before a bulk action, naming the first five jobs it touches. */
export function openJobsConfirm({
  chosen,
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
}: {
  chosen: Pick<Job, 'title'>[];
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const t = i18n.getFixedT(null, 'jobs-list');
  const names = chosen.slice(0, 5).map((j) => j.title);
  const more = chosen.length - names.length;
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': t('actions.close') },
    children: (
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Text size="sm" fw={600}>
          {names.join(', ')}
          {more > 0 ? ` ${t('confirm.more', { count: more })}` : ''}
        </Text>
      </Stack>
    ),
    labels: { confirm, cancel: t('actions.cancel') },
    ...(danger ? { confirmProps: { color: 'red.9' } } : {}),
    onConfirm,
  });
}
