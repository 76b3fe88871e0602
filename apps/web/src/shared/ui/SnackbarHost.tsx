import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import classes from './SnackbarHost.module.css';
import { dockInsets } from './screen-docks.js';

/** Below Mantine's `sm` (a phone): within the thumb's reach, and away from the header's controls. */
const PHONE = '(max-width: 48em)';

/**
 * Mantine's notifications, above modals and drawers: at the top centre, below the sticky header (its
 * search box and switcher stay usable), or on a phone at the bottom, above the scroll-to-top button
 * and any bar stuck to the bottom edge. Each notification is announced (Mantine's role="alert").
 */
export default function SnackbarHost() {
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  // Measured again whenever the list changes, so a new message sees where the bars are now.
  useNotifications();
  const { top, bottom } = dockInsets();
  const style = { '--snackbar-top': `${top}px`, '--snackbar-bottom': `${bottom}px` } as CSSProperties;
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-center'}
      zIndex={4000}
      classNames={{ root: classes.root }}
      style={style}
    />
  );
}
