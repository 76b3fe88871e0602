import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Employer } from '@talent/contract';
import { i18n } from '../../shared/i18n/i18n.js';

/** Asks before a bulk action, naming the first five employers it touches. */
export function openBulkConfirm({
  chosen,
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
}: {
  chosen: Employer[];
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const t = i18n.getFixedT(null, 'employers');
  const count = chosen.length;
  const names = chosen.slice(0, 5).map((e) => e.name);
  modals.openConfirmModal({
    title,
    centered: true,
    children: (
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Text size="sm" fw={600}>
          {names.join(', ')}
          {count > names.length ? ` ${t('confirm.more', { count: count - names.length })}` : ''}
        </Text>
      </Stack>
    ),
    labels: { confirm, cancel: t('actions.cancel') },
    ...(danger ? { confirmProps: { color: 'red' } } : {}),
    onConfirm,
  });
}
