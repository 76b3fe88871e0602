import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSection } from '../navigation/menu.js';
import { useShortcutsDialog } from './shortcuts-store.js';
import { goTargets } from './useShortcutKeys.js';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The keyboard shortcuts this user has (`?`, or "Keyboard shortcuts" in the user menu). */
export function ShortcutsDialog({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation();
  const { opened, close } = useShortcutsDialog();
  const then = (first: string, second: string) => (
    <Group gap={6} wrap="nowrap">
      <Kbd>{first}</Kbd>
      <Text span size="sm" c="dimmed">
        {t('shortcuts.then')}
      </Text>
      <Kbd>{second}</Kbd>
    </Group>
  );
  const rows: { id: string; keys: ReactNode; what: string }[] = [
    { id: 'help', keys: <Kbd>?</Kbd>, what: t('shortcuts.list') },
    {
      id: 'search',
      keys: (
        <Group gap={6} wrap="nowrap">
          <Kbd>{isMac ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd>K</Kbd>
        </Group>
      ),
      what: t('shortcuts.search'),
    },
    ...goTargets(sections).map(({ key, leaf }) => ({
      id: leaf.id,
      keys: then('g', key),
      what: t('shortcuts.goTo', { page: t(leaf.title) }),
    })),
  ];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('shortcuts.title')}
      closeButtonProps={{ 'aria-label': t('shortcuts.close') }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table aria-label={t('shortcuts.title')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.keys}</Table.Td>
              <Table.Td>{row.what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
