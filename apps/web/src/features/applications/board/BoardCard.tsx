import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import type { ApplicationStage } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ApplicationRow } from '../api.js';
import classes from '../applications.module.css';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge.js';

/**
 * One application on the board: the candidate (a link to the application), the job, the status and
 * the day they applied. An active one moves by drag and drop or its "Move to" menu (`moveTo`); a
 * closed one names the stage it reached instead.
 */
export function BoardCard({
  application: a,
  href,
  moveTo,
  reached,
  onDragStart,
  onMove,
}: {
  application: ApplicationRow;
  href: string;
  /** The stages it can move to; none for a closed application. */
  moveTo: ApplicationStage[];
  /** For a closed application: the stage it had reached. */
  reached?: string;
  onDragStart?: (event: DragEvent) => void;
  onMove: (to: ApplicationStage) => void;
}) {
  const { t } = useTranslation('applications');
  const { date } = useFormat();
  const movable = moveTo.length > 0;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      className={classes.card}
      data-card={a.id}
      data-movable={movable || undefined}
      draggable={movable}
      onDragStart={onDragStart}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={href} fw={600} size="sm">
            {a.seeker.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {a.job.title}
          </Text>
        </Stack>
        {movable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                data-move
                aria-label={t('board.moveLabel', { name: a.seeker.name })}
              >
                <IconArrowsMove size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('board.moveTo')}</Menu.Label>
              {moveTo.map((stage) => (
                <Menu.Item key={stage.key} onClick={() => onMove(stage)}>
                  {stage.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Group justify="space-between" mt={6} gap="xs">
        <ApplicationStatusBadge status={a.status} />
        <Text size="xs" c="dimmed">
          <time dateTime={a.created_at}>{date(a.created_at)}</time>
        </Text>
      </Group>
      {reached && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('board.reached', { stage: reached })}
        </Text>
      )}
    </Paper>
  );
}
