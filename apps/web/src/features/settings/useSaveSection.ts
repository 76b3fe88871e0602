import type { SaveSiteSettingsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { applyApiErrors, type ErrorTarget, type FieldAliases, formAlert } from '../../shared/form/api-errors.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type SiteSettings, useSaveSettings } from './api.js';

/**
 * Saving one section of the settings page: a snackbar says it is saved; a refusal on a field is
 * shown at the field of the section's `form` (`aliases`: the body's keys it shows under its own),
 * anything else in a snackbar.
 */
export function useSaveSection(
  scope: { accountId: number; siteId: number },
  form?: ErrorTarget,
  aliases: FieldAliases = {},
) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings(scope);
  return {
    pending: save.isPending,
    run(body: SaveSiteSettingsBody, onSaved?: (data: SiteSettings) => void, saved = t('saved')) {
      save.mutate(body, {
        onSuccess: (data) => {
          onSaved?.(data);
          showSnackbar('success', saved);
        },
        onError: (e) => {
          if (form) applyApiErrors(form, e, aliases);
          if (!(e instanceof ApiError && Object.keys(e.errors).length))
            showSnackbar('error', formAlert(e) ?? t('error'));
        },
      });
    },
  };
}
