import { Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCheck,
  IconCopy,
  IconDots,
  IconEye,
  IconEyeOff,
  IconHourglassOff,
  IconPencil,
  IconPlayerTrackNext,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type BulkJobResult, checkAccess, JOB_REJECTION_REASON_MAX, type Job, JobRejection } from '@talent/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { RejectModal } from '../../../shared/ui/RejectModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type BulkJobAction, changedInReview, decisionsOf, useBulkJobs, useJobAction } from '../api.js';
import { PublishCreditNote } from '../components/PublishCreditNote.js';
import { usePublishCredit } from '../components/usePublishCredit.js';
import { useReasonList } from '../components/useReasonList.js';
import { useNextInQueue } from '../hold/useNextInQueue.js';
import { useCanRelist } from '../useCanRelist.js';
import { useJobScope } from '../useJobScope.js';

const DONE = {
  unlist: 'unlisted',
  relist: 'relisted',
  expire: 'expired',
} as const satisfies Record<BulkJobAction, string>;

/** The header actions of one job, by its status and what the user may do. */
export function JobActions({ job, onNoCredits }: { job: Job; onNoCredits: (message: string | null) => void }) {
  const { t } = useTranslation(['job-detail', 'jobs']);
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const navigate = useNavigate();
  const single = useJobAction(scope);
  const bulk = useBulkJobs(scope);
  const [rejecting, setRejecting] = useState(false);
  const canRelist = useCanRelist();
  const reasonList = useReasonList();
  const next = useNextInQueue();
  // Approved or rejected here: "Next in queue" takes the place of the review buttons.
  const [decided, setDecided] = useState(false);

  const title = job.title;
  const { status } = job;
  const can = (action: 'update' | 'delete' | 'create' | 'approve') => checkAccess(ability, action, 'jobs');
  const onError = (e: unknown) => showSnackbar('error', formAlert(e) ?? '');

  // An edit in review is decided on by itself: the job stays as it is, live or unlisted.
  const edit = job.review?.kind === 'edit';

  /** Relisting what the job board's team unlisted says so: the employer could not have done it. */
  function textOf(kind: 'publish' | 'approve' | BulkJobAction | 'delete') {
    const unlisted = job.unlisted;
    if (kind === 'approve' && edit) return t('confirm.approveEditText', { title });
    if (kind === 'relist' && unlisted?.by === 'moderation')
      return t('confirm.relistModeratedText', { reasons: reasonList(unlisted.reasons) || '—' });
    if (kind === 'relist' && unlisted?.by === 'staff') return t('confirm.relistStaffText');
    return t(`confirm.${kind}Text`, { title, employer: job.employer.name });
  }

  function confirm(kind: 'publish' | 'approve' | BulkJobAction | 'delete', onConfirm: () => void) {
    const danger = kind === 'expire' || kind === 'delete';
    modals.openConfirmModal({
      title:
        kind === 'approve' && edit ? t('confirm.approveEditTitle', { title }) : t(`confirm.${kind}Title`, { title }),
      centered: true,
      closeButtonProps: { 'aria-label': t('actions.close') },
      children: (
        <Stack gap="xs">
          <Text size="sm">{textOf(kind)}</Text>
          {kind === 'publish' && (
            <PublishCreditNote balance={credit.balance} employer={job.employer.name} onBuy={buyCredits} />
          )}
        </Stack>
      ),
      labels: {
        confirm: kind === 'approve' && edit ? t('actions.approveEdit') : t(`actions.${kind}`),
        cancel: t('actions.cancel'),
      },
      confirmProps: danger ? { color: 'red.9' } : undefined,
      onConfirm,
    });
  }

  const skippedText = (r: BulkJobResult) =>
    t(r.skipped[0]?.reason === 'employer_not_active' ? 'done.employerNotActive' : 'done.skipped', {
      employer: job.employer.name,
    });

  const runBulk = (action: BulkJobAction) =>
    confirm(action, () =>
      bulk.run.mutate(
        { action, ids: [job.id] },
        {
          onSuccess: (r) => {
            if (r.held?.length) return showSnackbar('info', t('done.relistedForReview', { title }));
            if (!r.updated.length) return showSnackbar('warning', skippedText(r));
            showSnackbar('success', t(`done.${DONE[action]}`, { title }));
          },
          onError,
        },
      ),
    );

  /**
   * Approves the version on screen; one changed meanwhile is refused (409) and the page shows the
   * newer version to look at, with the server's words.
   */
  const approve = () =>
    confirm('approve', () =>
      bulk.approve.mutate(decisionsOf([job]), {
        onSuccess: (r) => {
          if (!r.updated.length) return showSnackbar('warning', skippedText(r));
          setDecided(true);
          showSnackbar(
            'success',
            edit ? t('done.editApproved', { title }) : t('done.approved', { title }),
            next.action(job.id),
          );
        },
        onError: (e) => (changedInReview(e) ? showSnackbar('warning', formAlert(e) ?? '') : onError(e)),
      }),
    );

  // What publishing uses and leaves; with none left, the employer's people may go and buy some.
  const credit = usePublishCredit(job.employer.id, can('update') && status === 'draft');
  const buyCredits = credit.canBuy
    ? () => {
        modals.closeAll();
        // The payment page then offers to publish this job.
        void navigate({ to: path('credit-system/create'), search: { job: job.id } as never });
      }
    : undefined;

  const publish = () =>
    confirm('publish', () =>
      single.publish.mutate(job.id, {
        onSuccess: () => {
          onNoCredits(null);
          showSnackbar('success', t('done.published', { title }));
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'insufficient_credits') onNoCredits(formAlert(e));
          else onError(e);
        },
      }),
    );

  const clone = () =>
    single.clone.mutate(job.id, {
      onSuccess: (copy) => {
        showSnackbar('info', t('done.cloned'));
        void navigate({ to: path('jobs/edit'), search: { id: copy.id } as never });
      },
      onError,
    });

  const remove = () =>
    confirm('delete', () =>
      single.remove.mutate(job.id, {
        onSuccess: () => {
          showSnackbar('success', t('done.deleted', { title }));
          void navigate({ to: path('jobs') });
        },
        onError,
      }),
    );

  async function reject(reason: string) {
    const r = await bulk.reject.mutateAsync({ jobs: decisionsOf([job]), reason });
    setRejecting(false);
    if (!r.updated.length) return showSnackbar('warning', t('done.skipped'));
    setDecided(true);
    showSnackbar(
      'success',
      edit ? t('done.editRejected', { title }) : t('done.rejected', { title }),
      next.action(job.id),
    );
  }

  const canEdit = can('update') && status !== 'rejected' && status !== 'expired';
  const canReview = can('approve') && job.review !== null;
  const canExpire = can('update') && (status === 'live' || status === 'unlisted');
  const more = can('create') || canExpire || can('delete');

  return (
    <>
      {decided && can('approve') && (
        <Button leftSection={<IconPlayerTrackNext size={16} aria-hidden />} onClick={() => void next.open(job.id)}>
          {t('jobs:queue.next')}
        </Button>
      )}
      {canReview && (
        <>
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={approve} loading={bulk.approve.isPending}>
            {edit ? t('actions.approveEdit') : t('actions.approve')}
          </Button>
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={() => setRejecting(true)}>
            {edit ? t('actions.rejectEdit') : t('actions.reject')}
          </Button>
        </>
      )}
      {can('update') && status === 'draft' && (
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={publish} loading={single.publish.isPending}>
          {t('actions.publish')}
        </Button>
      )}
      {can('update') && status === 'live' && (
        <Button
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          onClick={() => runBulk('unlist')}
          loading={bulk.run.isPending && bulk.run.variables?.action === 'unlist'}
        >
          {t('actions.unlist')}
        </Button>
      )}
      {canRelist(job) && (
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => runBulk('relist')}
          loading={bulk.run.isPending && bulk.run.variables?.action === 'relist'}
        >
          {t('actions.relist')}
        </Button>
      )}
      {canEdit && (
        <Button
          component={Link}
          to={path('jobs/edit')}
          search={{ id: job.id } as never}
          variant={status === 'draft' ? 'default' : 'filled'}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Button>
      )}
      {more && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              px="xs"
              aria-label={t('actions.more')}
              loading={single.clone.isPending || single.remove.isPending}
            >
              <IconDots size={18} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {can('create') && (
              <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={clone}>
                {t('actions.clone')}
              </Menu.Item>
            )}
            {canExpire && (
              <Menu.Item leftSection={<IconHourglassOff size={16} aria-hidden />} onClick={() => runBulk('expire')}>
                {t('actions.expire')}
              </Menu.Item>
            )}
            {can('delete') && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={remove}>
                {t('actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <RejectModal
        opened={rejecting}
        schema={JobRejection}
        max={JOB_REJECTION_REASON_MAX}
        title={edit ? t('reject.editTitle', { title }) : t('reject.title', { title })}
        text={edit ? t('reject.editText') : t('reject.text')}
        onClose={() => setRejecting(false)}
        onReject={reject}
      />
    </>
  );
}
