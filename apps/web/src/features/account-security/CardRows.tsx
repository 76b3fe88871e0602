import { Button, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Icon, IconTrash } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { errorText } from '../../shared/list/error-text.js';
import { ListBody, type ListBodyProps } from '../../shared/list/ListBody.js';
import { ListTable } from '../../shared/list/ListTable.js';
import type { ListTableModel } from '../../shared/list/useListTable.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './account-security.module.css';

/** A card's rows (domains, providers): the empty state, or the table while loading and once they came. */
export function CardTable<Row extends RowData>({
  query,
  empty,
  model,
  label,
}: Pick<ListBodyProps, 'query' | 'empty'> & { model: ListTableModel<Row>; label: string }) {
  return (
    <div className={classes.list}>
      <ListBody query={query} empty={empty}>
        <ListTable model={model} label={label} pending={query.isPending} fetching={query.isFetching} skeletonRows={1} />
      </ListBody>
    </div>
  );
}

/** A row's check (DNS, connection) that runs in place. */
export function BusyRowButton({
  icon: RowIcon,
  busy,
  onRun,
  label,
  children,
}: {
  icon: Icon;
  busy: boolean;
  onRun: () => void;
  /** The accessible name, naming the row. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      // Busy, not disabled: a disabled button would drop the keyboard focus while it runs.
      leftSection={busy ? <Loader size={14} aria-hidden /> : <RowIcon size={14} aria-hidden />}
      aria-busy={busy}
      onClick={() => !busy && onRun()}
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/** A row's red "Remove" / "Delete" button. */
export function RemoveRowButton({
  onClick,
  label,
  children,
}: {
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/** Asks before removing a row, then removes it and says how that went. */
export function confirmRowRemoval({
  texts,
  remove,
}: {
  texts: { title: string; text: string; confirm: string; cancel: string; close: string; done: string };
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}) {
  modals.openConfirmModal({
    title: texts.title,
    closeButtonProps: { 'aria-label': texts.close },
    centered: true,
    children: <Text size="sm">{texts.text}</Text>,
    labels: { confirm: texts.confirm, cancel: texts.cancel },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      remove({
        onSuccess: () => showSnackbar('success', texts.done),
        onError: (error) => showSnackbar('error', errorText(error)),
      }),
  });
}
