import { Affix, Button, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from './scroll.js';

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
  return (
    // Logical inset, so the button sits at the end side in Arabic too.
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
  );
}
