import { type MouseEvent, type ReactNode, useId } from 'react';
import classes from './SkipLink.module.css';

/** An id for a skip link's target, usable in a URL fragment and a CSS selector (React's own are not). */
export function useTargetId(prefix: string) {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}

/**
 * A "skip to …" link, shown only while it has keyboard focus: it moves focus to the element with
 * id `target` (focusable by script, `tabIndex={-1}`) without touching the address, so the router
 * sees no navigation.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${target}`} className={classes.link} onClick={skip}>
      {children}
    </a>
  );
}
