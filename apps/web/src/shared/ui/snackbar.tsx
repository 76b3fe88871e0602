import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { i18n } from '../i18n/i18n.js';

export type SnackbarType = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<SnackbarType, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'blue' };
/** Spec §4/§9: the snackbar hides after 10 s unless hovered (Mantine pauses the timer on hover). */
export const SNACKBAR_TIMEOUT_MS = 10_000;

/** The global snackbar: heading is the capitalised type, in the user's language. */
export function showSnackbar(type: SnackbarType, message: string) {
  notifications.show({
    title: i18n.t(`common:snackbar.${type}`),
    message,
    color: COLORS[type],
    icon: type === 'error' ? <IconAlertTriangle size={18} /> : undefined,
    autoClose: SNACKBAR_TIMEOUT_MS,
    withCloseButton: true,
    position: 'top-center',
  });
}
