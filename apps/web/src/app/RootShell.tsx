import { Affix, Button, Progress, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX, scrollAfterNavigation } from './scroll.js';

/** Spec §2 root shell: the routed view, a route progress bar and the scroll-to-top button. */
export function RootShell() {
  const { t } = useTranslation();
  const router = useRouter();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [scroll, scrollTo] = useWindowScroll();

  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged, hashChanged }) => {
        if (pathChanged || hashChanged) scrollAfterNavigation(toLocation.hash);
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
          aria-label={t('common:loading')}
        />
      )}
      <Outlet />
      {/* Logical inset, so the button sits at the end side in Arabic too. */}
      <Affix position={{ bottom: 20 }} style={{ insetInlineEnd: 20 }}>
        <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD_PX}>
          {(styles) => (
            <Button
              style={styles}
              radius="xl"
              px="sm"
              aria-label={t('common:scrollToTop')}
              onClick={() => scrollTo({ y: 0 })}
            >
              <IconArrowUp size={18} />
            </Button>
          )}
        </Transition>
      </Affix>
    </>
  );
}
