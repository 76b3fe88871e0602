import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notifications, at the top centre, above modals and drawers. */
export default function SnackbarHost() {
  return <Notifications position="top-center" zIndex={4000} />;
}
