import type { SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { applyApiErrors, type ErrorTarget, formAlert } from '../../shared/form/api-errors.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type SiteSettings, useSaveSettings } from './api.js';

/**
 * Saving one section of the settings page: a snackbar says it is saved; a refusal on a field is
 * shown at the field (on the section's `form`, or through `fieldError`), anything else in a snackbar.
 */
export function useSaveSection(scope: { accountId: number; siteId: number }, form?: ErrorTarget) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings(scope);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  return {
    pending: save.isPending,
    fieldError: (key: string) => errors[key]?.[0],
    /** Whether the server refused a field whose key starts with `prefix`. */
    refused: (prefix: string) => Object.keys(errors).some((k) => k.startsWith(prefix)),
    run(body: SaveSiteSettingsBody, onSaved?: (data: SiteSettings) => void, saved = t('saved')) {
      save.mutate(body, {
        onSuccess: (data) => {
          onSaved?.(data);
          showSnackbar('success', saved);
        },
        onError: (e) => {
          if (form) applyApiErrors(form, e);
          if (!(e instanceof ApiError && Object.keys(e.errors).length))
            showSnackbar('error', formAlert(e) ?? t('error'));
        },
      });
    },
  };
}
