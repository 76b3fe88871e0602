import { Progress } from '@mantine/core';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../shared/auth/auth-store.js';
import { focusPageHeading } from '../shared/focus/page-heading.js';
import { ScrollTopButton } from './ScrollTopButton.js';
import { scrollAfterNavigation } from './scroll.js';

/** The spinner of index.html, while the first view's code arrives (the root route's pending view). */
export function BootSpinner() {
  const { t } = useTranslation();
  return <div className="boot-spinner" role="status" aria-label={t('loading')} />;
}

/** Spec §2 root shell: the routed view, a route progress bar and the scroll-to-top button. */
export function RootShell() {
  const { t } = useTranslation();
  const router = useRouter();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // While the session the app runs as changes, no screen of the old one stays up (switch-session.ts).
  const switching = useAuthStore((s) => s.switching);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged, hashChanged }) => {
        if (pathChanged || hashChanged) scrollAfterNavigation(toLocation.hash);
        // Another page, reached inside the app (not the first load, which keeps the browser's
        // start; not a change of search or filters, where focus stays in the search box).
        if (pathChanged && fromLocation) focusPageHeading();
      }),
    [router],
  );

  return (
    <>
      {loading && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 3000 }}
          aria-label={t('loading')}
        />
      )}
      {switching ? <BootSpinner /> : <Outlet />}
      <ScrollTopButton />
    </>
  );
}
