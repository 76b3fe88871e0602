import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type JobScope, undoDismissal, useResolveFlags } from '../api.js';
import { UnlistNote } from '../components/UnlistNote.js';

type Texts = { title: string; text: string; confirm: string; done: (count: number) => string };

/**
 * "Dismiss reports" and "Unlist job", the same from the triage drawer and the job's page: a
 * confirmation with an optional note (kept in the job's history; when unlisting also shown to the
 * employer), then the result, with "Undo" for a few seconds after a dismissal.
 */
export function useReportActions(scope: JobScope) {
  const { t } = useTranslation('jobs');
  const resolve = useResolveFlags(scope);
  const client = useQueryClient();
  const failed = (e: unknown) => showSnackbar('error', formAlert(e) ?? '');

  const undo = (token: string) =>
    undoDismissal(client, scope, token).then(
      (r) => showSnackbar('info', t('moderation.reopened', { count: r.reopened })),
      failed,
    );

  function confirm(jobId: string, action: 'dismiss' | 'unlist', texts: Texts, onDone?: () => void) {
    // Read when the moderator confirms: the modal's content is not React state here.
    let note = '';
    modals.openConfirmModal({
      title: texts.title,
      centered: true,
      closeButtonProps: { 'aria-label': t('moderation.close') },
      children: (
        <UnlistNote
          text={texts.text}
          forEmployer={action === 'unlist'}
          onNote={(value) => {
            note = value;
          }}
        />
      ),
      labels: { confirm: texts.confirm, cancel: t('moderation.cancel') },
      confirmProps: action === 'unlist' ? { color: 'red.9' } : undefined,
      onConfirm: () =>
        resolve.mutate(
          { id: jobId, action, ...(note.trim() ? { note: note.trim() } : {}) },
          {
            onSuccess: (r) => {
              const token = r.undo?.token;
              showSnackbar(
                'success',
                texts.done(r.resolved),
                token ? { label: t('moderation.undo'), onClick: () => void undo(token) } : undefined,
              );
              onDone?.();
            },
            onError: failed,
          },
        ),
    });
  }

  return { confirm, pending: resolve.isPending ? (resolve.variables?.action ?? null) : null };
}
