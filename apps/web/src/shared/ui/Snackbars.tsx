import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mounted with the first snackbar: most pages never show one before the user acts.
const SnackbarHost = lazy(() => import('./SnackbarHost.js'));

/** Where `showSnackbar` messages appear; the store keeps any shown before the host is loaded. */
export function Snackbars() {
  const shown = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}
