import {
  ActionIcon,
  type ActionIconProps,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconX, type TablerIcon } from '@tabler/icons-react';
import { DEFAULT_SHORTCUT_TILES, SHORTCUT_TILES_MAX, type ShortcutTileKey } from '@talent/contract';
import { type ComponentPropsWithoutRef, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../../../shared/reorder/move-item.js';
import { useDragReorder } from '../../../shared/reorder/useDragReorder.js';
import headerClasses from '../navigation/header.module.css';
import type { MenuSection } from '../navigation/menu.js';
import { useSaveShortcutTiles } from './save-tiles.js';
import { type Tile, tileChoices, visibleTiles } from './tiles.js';
import classes from './tiles.module.css';
import { useTilesPanel } from './tiles-store.js';
import { useTiles } from './useTiles.js';

type Draft = { keys: ShortcutTileKey[]; defaults: boolean };

/**
 * Choose the tiles and their order: from the screens the person may open here, each once, at most
 * SHORTCUT_TILES_MAX. Reorder with the up/down buttons or by dragging; "Reset" goes back to the
 * defaults, which then follow the person's rights rather than a frozen list.
 */
export function CustomiseTiles({ sections, onClosed }: { sections: MenuSection[]; onClosed: () => void }) {
  const { t } = useTranslation(['layout', 'common']);
  const opened = useTilesPanel((s) => s.customising);
  const close = () => useTilesPanel.getState().set({ customising: false });
  const { chosen } = useTiles(sections);
  const save = useSaveShortcutTiles();
  const choices = useMemo(() => tileChoices(sections), [sections]);
  const byKey = useMemo(() => new Map(choices.map((tile) => [tile.id, tile])), [choices]);

  const fromSaved = (): Draft => ({
    keys: visibleTiles(sections, chosen).map((tile) => tile.id),
    defaults: chosen === null,
  });
  const [draft, setDraft] = useState<Draft>(fromSaved);
  const [status, setStatus] = useState('');
  const [focus, setFocus] = useState<{ key: string; control: string } | null>(null);

  // Each opening starts from what is saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening
  useEffect(() => {
    if (opened) {
      setDraft(fromSaved());
      save.reset();
    }
  }, [opened]);

  // A moved row's button keeps the focus (React may re-insert the row, which drops it).
  useEffect(() => {
    if (!focus) return;
    const root = document.querySelector(`[data-customise-row="${focus.key}"]`);
    const target =
      root?.querySelector<HTMLButtonElement>(`[data-control="${focus.control}"]:not(:disabled)`) ??
      root?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)');
    target?.focus();
    setFocus(null);
  }, [focus]);

  // Saved tiles of screens not offered at this place stay saved (they show where they are offered).
  const keptElsewhere = (chosen ?? []).filter((key) => !byKey.has(key));
  const shown = draft.keys.flatMap((key) => byKey.get(key) ?? []);
  const others = choices.filter((tile) => !draft.keys.includes(tile.id));
  const full = draft.keys.length + keptElsewhere.length >= SHORTCUT_TILES_MAX;
  const name = (tile: Tile) => t(`common:${tile.title}`);

  const edit = (keys: ShortcutTileKey[]) => setDraft({ keys, defaults: false });
  const reorder = (from: number, to: number, control?: string) => {
    if (to < 0 || to >= draft.keys.length || from === to) return;
    const key = draft.keys[from];
    edit(moveItem(draft.keys, from, to));
    const tile = key ? byKey.get(key) : undefined;
    if (tile) {
      setStatus(t('tiles.moved', { page: name(tile), position: to + 1, total: draft.keys.length }));
      if (control) setFocus({ key: tile.id, control });
    }
  };

  const drag = useDragReorder((from, to) => reorder(from, to));

  async function submit() {
    await save.mutateAsync({ tiles: draft.defaults ? null : [...draft.keys, ...keptElsewhere] });
    close();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('tiles.customiseTitle')}
      size="lg"
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      closeButtonProps={{ 'aria-label': t('tiles.close') }}
      classNames={{ content: headerClasses.readable }}
    >
      <Stack gap="md">
        <Text size="sm" className={classes.note}>
          {t('tiles.customiseIntro', { max: SHORTCUT_TILES_MAX })}
        </Text>
        <VisuallyHidden role="status">{status}</VisuallyHidden>

        <section aria-labelledby="tiles-shown">
          <Title order={3} size="h5" id="tiles-shown" mb="xs">
            {t('tiles.shown', { n: shown.length, max: SHORTCUT_TILES_MAX })}
          </Title>
          {shown.length === 0 ? (
            <Text size="sm" className={classes.note}>
              {t('tiles.noneShown')}
            </Text>
          ) : (
            <ol className={classes.rows}>
              {shown.map((tile, index) => {
                return (
                  <li
                    key={tile.id}
                    className={classes.row}
                    data-customise-row={tile.id}
                    {...drag.rowProps(index, tile.id)}
                  >
                    <span className={classes.grip} aria-hidden>
                      <IconGripVertical size={18} stroke={1.75} />
                    </span>
                    <TileLabel icon={tile.icon} name={name(tile)} />
                    <span className={classes.rowActions}>
                      <RowButton
                        icon={IconArrowUp}
                        data-control="up"
                        aria-label={t('tiles.moveUp', { page: name(tile) })}
                        disabled={index === 0}
                        onClick={() => reorder(index, index - 1, 'up')}
                      />
                      <RowButton
                        icon={IconArrowDown}
                        data-control="down"
                        aria-label={t('tiles.moveDown', { page: name(tile) })}
                        disabled={index === shown.length - 1}
                        onClick={() => reorder(index, index + 1, 'down')}
                      />
                      <RowButton
                        icon={IconX}
                        aria-label={t('tiles.remove', { page: name(tile) })}
                        onClick={() => {
                          edit(draft.keys.filter((key) => key !== tile.id));
                          setStatus(t('tiles.removed', { page: name(tile) }));
                        }}
                      />
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        {others.length > 0 && (
          <section aria-labelledby="tiles-others">
            <Title order={3} size="h5" id="tiles-others" mb="xs">
              {t('tiles.others')}
            </Title>
            {full && (
              <Text size="sm" className={classes.note} mb="xs">
                {t('tiles.full', { max: SHORTCUT_TILES_MAX })}
              </Text>
            )}
            <ul className={classes.rows}>
              {others.map((tile) => {
                return (
                  <li key={tile.id} className={classes.row}>
                    <TileLabel icon={tile.icon} name={name(tile)} />
                    <RowButton
                      icon={IconPlus}
                      aria-label={t('tiles.add', { page: name(tile) })}
                      disabled={full}
                      onClick={() => {
                        edit([...draft.keys, tile.id]);
                        setStatus(t('tiles.added', { page: name(tile) }));
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {save.isError && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}

        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            h="2.75rem"
            disabled={draft.defaults}
            onClick={() => {
              setDraft({ keys: visibleTiles(sections, DEFAULT_SHORTCUT_TILES).map((tile) => tile.id), defaults: true });
              setStatus(t('tiles.resetDone'));
            }}
          >
            {t('tiles.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" h="2.75rem" onClick={close}>
              {t('tiles.cancel')}
            </Button>
            <Button h="2.75rem" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
              {t('tiles.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A row's page: its icon and name. */
function TileLabel({ icon: Icon, name }: { icon: TablerIcon; name: string }) {
  return (
    <span className={classes.rowLabel}>
      <Icon size={18} stroke={1.75} aria-hidden />
      <span>{name}</span>
    </span>
  );
}

/** A row's action: an icon button, 44 px and more, named by its `aria-label`. */
function RowButton({
  icon: Icon,
  ...props
}: { icon: TablerIcon } & ActionIconProps & ComponentPropsWithoutRef<'button'>) {
  return (
    <ActionIcon variant="subtle" size="xl" color="gray" {...props}>
      <Icon size={18} stroke={1.75} />
    </ActionIcon>
  );
}
