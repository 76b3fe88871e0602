import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.js';

/**
 * Asks before a bulk action, naming the first five rows it touches ("…and 3 more"): the user sees
 * what the selection holds before it changes. `danger` for what cannot be undone.
 */
export function confirmBulk({
  names,
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
}: {
  names: readonly string[];
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const t = i18n.getFixedT(null, 'common');
  const shown = names.slice(0, 5);
  const more = names.length - shown.length;
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': t('close') },
    children: (
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Text size="sm" fw={600}>
          {shown.join(', ')}
          {more > 0 ? ` ${t('list.more', { count: more })}` : ''}
        </Text>
      </Stack>
    ),
    labels: { confirm, cancel: t('list.cancel') },
    ...(danger ? { confirmProps: { color: 'red.9' } } : {}),
    onConfirm,
  });
}
