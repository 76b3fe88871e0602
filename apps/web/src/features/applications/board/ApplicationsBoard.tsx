import { NativeSelect } from '@mantine/core';
import type { ApplicationStage, ApplicationStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListSearch } from '../../../shared/list/useListSearch.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import type { JobScope } from '../../jobs/api.js';
import { type ApplicationRow, boardQuery, useApplicationActions } from '../api.js';
import classes from '../applications.module.css';
import { seekerNames, showApplicationsResult, showStatusChangeResult } from '../feedback.js';
import { type ApplicationsSearch, applicationFiltersOf } from '../search.js';
import { useUndoStatus } from '../useUndoStatus.js';
import { BoardLane, type Lane } from './BoardLane.js';
import { type Move, MoveDialog } from './MoveDialog.js';
import { useFillViewport } from './useFillViewport.js';

/** The list kit's phone width (`ListTable` stacks its rows below it): the board shows one column there. */
const PHONE = '(max-width: 48em)';
const CLOSED = 'closed';

/**
 * The active applications by pipeline stage, each column scrolling inside a board that fits the
 * window; closed ones (unsuccessful, withdrawn) in a lane of their own behind the page's "Closed"
 * button (`ClosedToggle`: the list's `state` filter). A card moves by drag and drop or, from the keyboard, with its "Move
 * to" menu; both ask first, and focus comes back to the card. On a phone one column shows at a
 * time, chosen with a labelled select and kept in the URL (`column`).
 */
export function ApplicationsBoard({
  scope,
  list,
  path,
}: {
  scope: JobScope;
  list: ListSearch<ApplicationsSearch>;
  path: (rest: string) => string;
}) {
  const { t } = useTranslation('applications');
  const { number } = useFormat();
  const { search } = list;
  const board = useQuery(boardQuery(scope, applicationFiltersOf(search)));
  const actions = useApplicationActions(scope);
  const undo = useUndoStatus(scope);
  const [move, setMove] = useState<Move | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [focusCard, setFocusCard] = useState<{ id: string; lane: string } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  useFillViewport(boardRef, 320);

  const columns = board.data?.columns ?? [];
  const closedView = search.state === 'closed';
  const closed = board.data?.closed;
  const lanes: Lane[] = closedView
    ? [{ key: CLOSED, name: t('board.closed'), stage: null, total: closed?.total ?? 0, items: closed?.items ?? [] }]
    : columns.map((c) => ({ key: c.stage.key, name: c.stage.name, stage: c.stage, total: c.total, items: c.items }));
  const current = lanes.find((l) => l.key === search.column)?.key ?? lanes[0]?.key;
  const stages = columns.map((c) => c.stage);
  // An application without a stage the site knows is in the first one.
  const stageName = (key: string | null) => (stages.find((s) => s.key === key) ?? stages[0])?.name ?? '';

  // After a move (or a cancelled one), focus goes to the card's move button once the board shows
  // it; a card past the column's first cards is not drawn, so its column's heading takes focus.
  useEffect(() => {
    if (!focusCard || board.isFetching) return;
    const root = boardRef.current;
    const target =
      root?.querySelector<HTMLElement>(`[data-card="${focusCard.id}"] [data-move]`) ??
      root?.querySelector<HTMLElement>(`[data-lane="${focusCard.lane}"] h2`);
    target?.focus();
    setFocusCard(null);
  }, [focusCard, board.isFetching]);

  function drop(event: DragEvent, to: ApplicationStage) {
    event.preventDefault();
    setOver(null);
    const [id, fromKey] = event.dataTransfer.getData('text/plain').split('|');
    const from = stages.find((s) => s.key === fromKey);
    const application = columns.flatMap((c) => c.items).find((a) => a.id === id);
    if (application && from && from.key !== to.key) setMove({ application, from, to });
  }

  function cancel() {
    if (move) setFocusCard({ id: move.application.id, lane: move.from.key });
    setMove(null);
  }

  async function confirm(status: ApplicationStatus | null) {
    if (!move) return;
    const { application, to } = move;
    const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));
    try {
      showApplicationsResult(
        await actions.stage.mutateAsync({ ids: [application.id], stage: to.key }),
        'stage',
        seekerNames([application]),
        to.name,
      );
    } catch (e) {
      return fail(e); // nothing moved: the question stays open
    }
    setMove(null);
    // A phone follows the card to its new column.
    if (window.matchMedia(PHONE).matches) list.set({ column: to.key }, { keepPage: true });
    setFocusCard({ id: application.id, lane: to.key });
    // The status is a second change of its own, which mails the candidate (once it can no longer be
    // undone); the move stands either way.
    if (status)
      await actions.status
        .mutateAsync({ ids: [application.id], status })
        .then(
          (changed) => showStatusChangeResult(changed, t(`status.${status}`), seekerNames([application]), undo),
          fail,
        );
  }

  const laneProps = (lane: Lane) => ({
    lane,
    current: lane.key === current,
    over: over === lane.key,
    moveTargets: lane.stage ? stages.filter((s) => s.key !== lane.key) : [],
    reached: (a: ApplicationRow) => (lane.stage ? undefined : stageName(a.stage)),
    href: (a: ApplicationRow) => path(`applications/${a.id}/overview`),
    listPath: path('applications'),
    search,
    onMove: (a: ApplicationRow, to: ApplicationStage) =>
      lane.stage && setMove({ application: a, from: lane.stage, to }),
    drag: lane.stage
      ? {
          onOver: () => setOver(lane.key),
          onLeave: () => setOver((o) => (o === lane.key ? null : o)),
          onDrop: (e: DragEvent) => lane.stage && drop(e, lane.stage),
        }
      : undefined,
  });

  return (
    <>
      {lanes.length > 1 && (
        <NativeSelect
          hiddenFrom="sm"
          mb="sm"
          label={t('board.column')}
          value={current ?? ''}
          onChange={(e) => list.set({ column: e.currentTarget.value }, { keepPage: true })}
          data={lanes.map((l) => ({ value: l.key, label: `${l.name} (${number(l.total)})` }))}
        />
      )}
      <div ref={boardRef} className={classes.board} data-single={closedView || undefined} aria-busy={board.isPending}>
        {lanes.map((lane) => (
          <BoardLane key={lane.key} {...laneProps(lane)} />
        ))}
      </div>
      <MoveDialog
        move={move}
        loading={actions.stage.isPending || actions.status.isPending}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
