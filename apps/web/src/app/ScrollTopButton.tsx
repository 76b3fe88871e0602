import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dockInsets } from '../shared/ui/screen-docks.js';
import { SCROLL_TOP_BUTTON_GAP_PX, SCROLL_TOP_THRESHOLD_PX } from './scroll.js';

/**
 * Spec §2 root shell: the scroll-to-top button, past 200 px. Mounted at the first scroll: reading
 * the scroll position while the first screen renders would force an early layout.
 */
export function ScrollTopButton() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const first = () => setScrolled(true);
    window.addEventListener('scroll', first, { passive: true, once: true });
    return () => window.removeEventListener('scroll', first);
  }, [scrolled]);
  return scrolled ? <ScrollTopAffix /> : null;
}

function ScrollTopAffix() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const shown = scroll.y > SCROLL_TOP_THRESHOLD_PX;
  // Read on each scroll (this renders with it): above a bar stuck to the bottom edge, if any. The
  // page's end keeps a band free for the button (MainLayout.module.css), so at the bottom of a page
  // it covers nothing.
  const bottom = SCROLL_TOP_BUTTON_GAP_PX + (shown ? dockInsets().bottom : 0);
  return (
    // Logical inset, so the button sits at the end side in Arabic too.
    <Affix position={{ bottom }} style={{ insetInlineEnd: SCROLL_TOP_BUTTON_GAP_PX }}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
