import { useTranslation } from 'react-i18next';

/**
 * A permission string in words: `jobs.approve` → "Jobs: approve", `jobs.all` → "Jobs: everything",
 * `all` → "Everything". The string itself stays visible next to it for those who know them; a
 * subject or action this version has no words for shows as written.
 */
export function usePermissionLabel() {
  const { t } = useTranslation('permissions');
  return (permission: string): string => {
    if (permission === 'all') return t('everything');
    const [subject = '', action = ''] = permission.split('.');
    return t('pair', {
      subject: t(`subjects.${subject}`, { defaultValue: subject }),
      action: t(`actions.${action}`, { defaultValue: action }),
    });
  };
}
