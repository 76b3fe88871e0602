import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { JobScope } from '../jobs/api.js';
import { undoStatusChange } from './api.js';
import { showStatusUndone } from './feedback.js';

/** The "Undo" of a status change's message: takes the change back and says what came back. */
export function useUndoStatus(scope: JobScope) {
  const { t } = useTranslation('applications');
  const client = useQueryClient();
  return (token: string) =>
    undoStatusChange(client, scope, token).then(showStatusUndone, (e: unknown) =>
      showSnackbar('error', formAlert(e) ?? t('error')),
    );
}
