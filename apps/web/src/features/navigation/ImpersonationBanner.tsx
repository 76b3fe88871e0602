import { IconSpy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { meQuery } from '../session/me-query.js';
import classes from './header.module.css';

/**
 * Spec §1: while impersonating (a parent session is kept), a bar names the person. The exit
 * comes with the impersonation issue; without a parent token nothing renders.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const parentToken = useAuthStore((s) => s.parentToken);
  const { data: me } = useQuery({ ...meQuery, enabled: !!parentToken });
  if (!parentToken) return null;
  return (
    <div className={classes.banner} role="status" data-impersonation-banner>
      <IconSpy size={18} stroke={1.75} aria-hidden />
      <span>{t('impersonating', { name: me?.name ?? '' })}</span>
    </div>
  );
}
