import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sizes `ref`'s element so the page ends at the bottom of the window: the window's height less
 * what stands above the element and what follows the layout's main area (its bottom padding, the
 * footer). The element then scrolls inside itself instead of making the page thousands of pixels
 * tall. Never below `min` (a short landscape phone scrolls the page instead).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, min: number) {
  useLayoutEffect(() => {
    const element = ref.current;
    // The signed-in layout's main area (MainLayout); what follows it is footer.
    const main = document.getElementById('main-content');
    if (!element || !main) return;
    const fit = () => {
      let below = Number.parseFloat(getComputedStyle(main).paddingBlockEnd) || 0;
      for (let next = main.nextElementSibling; next; next = next.nextElementSibling)
        below += next.getBoundingClientRect().height;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.blockSize = `${Math.max(min, Math.floor(window.innerHeight - top - below))}px`;
    };
    fit();
    // What stands above can change height too (filters wrapping, a banner): refit when the page does.
    // (On the next frame: a resize caused by the fit itself is then not reported in a loop.)
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(main);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref, min]);
}
