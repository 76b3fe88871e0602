import { Button } from '@mantine/core';
import { IconDoorExit, IconSpy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpersonation } from '../../../features/impersonation/useImpersonation.js';
import { useAuthStore } from '../../../shared/auth/auth-store.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { meQuery } from '../../../shared/session/me-query.js';
import classes from './ImpersonationBanner.module.css';

/**
 * While staff act as someone (a parent session is kept), a bar names the person, who is acting
 * and until when, with the way back. Shown on the error screen too: Exit is always at hand.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const { time } = useFormat();
  const parentToken = useAuthStore((s) => s.parentToken);
  const actingAs = useAuthStore((s) => s.actingAs);
  const { data: me } = useQuery({ ...meQuery, enabled: !!parentToken });
  const { leave } = useImpersonation();
  const [leaving, setLeaving] = useState(false);
  if (!parentToken) return null;
  const acting = me?.impersonation;
  // The name kept when the impersonation began, in case their session cannot be loaded.
  const person = me ?? actingAs;
  return (
    <section className={classes.banner} aria-label={t('impersonation.banner')} data-impersonation-banner>
      <IconSpy size={18} stroke={1.75} aria-hidden />
      <span>
        {person ? t('impersonating', { name: `${person.name} (${person.email})` }) : t('impersonation.someone')}
        {acting && ` · ${t('impersonation.by', { name: acting.by.name, time: time(acting.expires_at) })}`}
      </span>
      <Button
        size="compact-sm"
        color="dark"
        leftSection={<IconDoorExit size={16} aria-hidden />}
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void leave().finally(() => setLeaving(false));
        }}
      >
        {t('impersonation.exit')}
      </Button>
    </section>
  );
}
