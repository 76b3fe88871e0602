import { Anchor, Badge, Text, Title } from '@mantine/core';
import type { ApplicationStage } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ApplicationRow } from '../api.js';
import classes from '../applications.module.css';
import { type ApplicationsSearch, laneListSearch } from '../search.js';
import { BoardCard } from './BoardCard.js';

/** A column of the board: one stage's active applications, or (no `stage`) the closed ones. */
export type Lane = {
  key: string;
  name: string;
  stage: ApplicationStage | null;
  total: number;
  items: ApplicationRow[];
};

/**
 * One column: a heading that stays in view while the column scrolls inside itself, its newest
 * cards, and a link to the list behind it when it holds more than the board draws.
 */
export function BoardLane({
  lane,
  current,
  over,
  moveTargets,
  reached,
  href,
  listPath,
  search,
  onMove,
  drag,
}: {
  lane: Lane;
  /** The column a phone shows (the others are hidden there). */
  current: boolean;
  over: boolean;
  moveTargets: ApplicationStage[];
  reached: (a: ApplicationRow) => string | undefined;
  href: (a: ApplicationRow) => string;
  listPath: string;
  search: ApplicationsSearch;
  onMove: (a: ApplicationRow, to: ApplicationStage) => void;
  drag?: { onOver: () => void; onLeave: () => void; onDrop: (event: DragEvent) => void };
}) {
  const { t } = useTranslation('applications');
  const { number } = useFormat();
  const headingId = `stage-${lane.key}`;
  const more = lane.total - lane.items.length;
  return (
    <section
      className={classes.column}
      data-lane={lane.key}
      data-current={current || undefined}
      data-over={over || undefined}
      aria-labelledby={headingId}
      onDragOver={
        drag &&
        ((e) => {
          e.preventDefault();
          drag.onOver();
        })
      }
      onDragLeave={drag?.onLeave}
      onDrop={drag?.onDrop}
    >
      <div className={classes.columnHead}>
        {/* Focusable by script only: it takes focus when a moved card is not among those drawn. */}
        <Title order={2} fz="sm" id={headingId} tabIndex={-1}>
          {lane.name}
        </Title>
        <Badge
          variant="light"
          color="gray"
          className={classes.badge}
          aria-label={t('board.count', { count: lane.total })}
        >
          {number(lane.total)}
        </Badge>
      </div>
      {lane.stage === null && (
        <Text size="xs" c="dimmed" px="sm">
          {t('board.closedHint')}
        </Text>
      )}
      <ul className={classes.cardList}>
        {lane.items.map((a) => (
          <li key={a.id}>
            <BoardCard
              application={a}
              href={href(a)}
              moveTo={moveTargets}
              reached={reached(a)}
              onDragStart={lane.stage ? (e) => e.dataTransfer.setData('text/plain', `${a.id}|${lane.key}`) : undefined}
              onMove={(to) => onMove(a, to)}
            />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Anchor
          component={Link}
          to={listPath}
          search={laneListSearch(search, lane.stage?.key ?? null) as never}
          size="xs"
          ta="center"
          className={classes.more}
        >
          {t('board.more', { count: more, stage: lane.name })}
        </Anchor>
      )}
    </section>
  );
}
