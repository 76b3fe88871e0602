import { Button, Tooltip } from '@mantine/core';
import { IconClockOff, IconEyeOff, IconRefresh, IconTags } from '@tabler/icons-react';
import { JOB_TAGS_MAX, type Job, JobTagChange } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { confirmBulk } from '../../../shared/list/confirm-bulk.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { ActionButton } from '../../../shared/ui/ActionButton.js';
import { BulkActionBar } from '../../../shared/ui/BulkActionBar.js';
import { BulkTagModal } from '../../../shared/ui/BulkTagModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type BulkJobAction, useBulkJobs } from '../api.js';
import { useCanRelist } from '../useCanRelist.js';
import { useJobScope } from '../useJobScope.js';
import { showJobsBulkResult } from './feedback.js';

const DONE = { unlist: 'unlisted', relist: 'relisted', expire: 'expired' } as const;

/**
 * Unlist, relist or expire the selected jobs (expire asks first: it is final). Stays mounted
 * while nothing is selected (and renders nothing), so a mutation's callbacks still run.
 */
export function JobsBulkBar({ chosen, onClear }: { chosen: Job[]; onClear: () => void }) {
  const { t } = useTranslation('jobs-list');
  const { run, tag } = useBulkJobs(useJobScope().scope);
  const [tagging, setTagging] = useState(false);
  const canRelist = useCanRelist();
  const count = chosen.length;
  const nameOf = rowNames(
    chosen,
    (j) => j.id,
    (j) => j.title,
  );
  // The server refuses the whole request when it holds a job the team unlisted and the user is not
  // staff; say so here instead of offering a button that fails.
  const relistBlocked = chosen.some((j) => j.status === 'unlisted' && !canRelist(j));

  async function applyTags(change: { add: string[]; remove: string[] }) {
    const result = await tag.mutateAsync({ ids: chosen.map((j) => j.id), ...change });
    setTagging(false);
    onClear();
    showJobsBulkResult(result, 'tagged', nameOf);
  }

  function go(action: Exclude<BulkJobAction, 'approve'>) {
    run.mutate(
      { action, ids: chosen.map((j) => j.id) },
      {
        onSuccess: (result) => {
          onClear();
          showJobsBulkResult(result, DONE[action], nameOf);
        },
        onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
      },
    );
  }

  function confirmExpire() {
    confirmBulk({
      names: chosen.map((r) => r.title),
      title: t('confirm.expireTitle', { count }),
      text: t('confirm.expireText', { count }),
      confirm: t('confirm.expire', { count }),
      danger: true,
      onConfirm: () => go('expire'),
    });
  }

  if (count === 0) return null;
  const pending = (action: BulkJobAction) => run.isPending && run.variables?.action === action;
  return (
    <BulkActionBar
      label={t('bulk.region')}
      summary={t('bulk.selected', { count })}
      clearLabel={t('bulk.clear')}
      onClear={onClear}
    >
      <ActionButton
        size="xs"
        icon={IconEyeOff}
        onClick={() => go('unlist')}
        loading={pending('unlist')}
        disabled={run.isPending}
      >
        {t('actions.unlist')}
      </ActionButton>
      <Tooltip label={t('bulk.relistNeedsStaff')} disabled={!relistBlocked} multiline w={260} withArrow>
        {/* Blocked: marked disabled but still hoverable and focusable, so the reason can be read. */}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={relistBlocked ? (e) => e.preventDefault() : () => go('relist')}
          loading={pending('relist')}
          disabled={run.isPending}
          data-disabled={relistBlocked || undefined}
          aria-disabled={relistBlocked || undefined}
        >
          {t('actions.relist')}
        </Button>
      </Tooltip>
      <ActionButton
        size="xs"
        danger
        icon={IconClockOff}
        onClick={confirmExpire}
        loading={pending('expire')}
        disabled={run.isPending}
      >
        {t('actions.expire')}
      </ActionButton>
      <ActionButton
        size="xs"
        icon={IconTags}
        onClick={() => setTagging(true)}
        disabled={run.isPending || tag.isPending}
      >
        {t('actions.tag')}
      </ActionButton>
      <BulkTagModal
        chosen={chosen}
        opened={tagging}
        schema={JobTagChange}
        texts={{
          title: t('tagging.title', { count }),
          text: t('tagging.text', { max: JOB_TAGS_MAX }),
          add: t('tagging.add'),
          remove: t('tagging.remove'),
          apply: t('tagging.apply', { count }),
          cancel: t('actions.cancel'),
        }}
        onClose={() => setTagging(false)}
        onApply={applyTags}
      />
    </BulkActionBar>
  );
}
