import type { TFunction } from 'i18next';

/**
 * A permission string in words: `jobs.approve` → "Jobs: approve", `jobs.all` → "Jobs: everything",
 * `all` → "Everything". The string itself stays visible next to it for those who know them.
 */
export function permissionLabel(t: TFunction, permission: string): string {
  if (permission === 'all') return t('permissions:everything');
  const [subject, action] = permission.split('.');
  return t('permissions:pair', {
    subject: t(`permissions:subjects.${subject}`, { defaultValue: subject }),
    action: t(`permissions:actions.${action}`, { defaultValue: action }),
  });
}
