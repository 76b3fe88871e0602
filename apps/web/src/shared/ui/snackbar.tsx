import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { i18n } from '../i18n/i18n.js';

export type SnackbarType = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<SnackbarType, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'blue' };
/** Spec §4/§9: the snackbar hides after 10 s unless hovered (Mantine pauses the timer on hover). */
export const SNACKBAR_TIMEOUT_MS = 10_000;

/** A button in the message ("Undo", "Next in queue"); the snackbar closes when it is pressed. */
export type SnackbarAction = { label: string; onClick: () => void };

/** The global snackbar: heading is the capitalised type, in the user's language. */
export function showSnackbar(type: SnackbarType, message: string, action?: SnackbarAction) {
  const id = notifications.show({
    title: i18n.t(`common:snackbar.${type}`),
    message: action ? (
      <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
        <Text size="sm" miw={0}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          // The action keeps its whole label; the message wraps instead.
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    color: COLORS[type],
    icon: type === 'error' ? <IconAlertTriangle size={18} /> : undefined,
    autoClose: SNACKBAR_TIMEOUT_MS,
    withCloseButton: true,
    // The host places it (top, below the header; at the bottom on a phone).
  });
}
