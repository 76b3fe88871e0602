import { ActionIcon, Anchor, Badge, Button, Group, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import type { ApplicationStage, OperationQuery } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { JobScope } from '../jobs/api.js';
import { type ApplicationRow, boardQuery, useApplicationActions } from './api.js';
import classes from './applications.module.css';
import { ApplicationStatusBadge } from './components/ApplicationStatusBadge.js';
import { showApplicationsResult } from './feedback.js';

type Move = { application: ApplicationRow; from: ApplicationStage; to: ApplicationStage };

/**
 * The applications by pipeline stage. A card moves by drag and drop or, from the keyboard, with
 * its "Move to" menu; both ask first, naming the candidate and both stages.
 */
export function ApplicationsBoard({
  scope,
  filters,
  path,
}: {
  scope: JobScope;
  filters: OperationQuery<'applicationBoard'>;
  path: (rest: string) => string;
}) {
  const { t } = useTranslation('applications');
  const { date, number } = useFormat();
  const board = useQuery(boardQuery(scope, filters));
  const { stage } = useApplicationActions(scope);
  const [move, setMove] = useState<Move | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const columns = board.data?.columns ?? [];
  const stageOf = (key: string) => columns.find((c) => c.stage.key === key)?.stage;

  function drop(event: DragEvent, to: ApplicationStage) {
    event.preventDefault();
    setOver(null);
    const [id, fromKey] = event.dataTransfer.getData('text/plain').split('|');
    const from = fromKey ? stageOf(fromKey) : undefined;
    const application = columns.flatMap((c) => c.items).find((a) => a.id === id);
    if (application && from && from.key !== to.key) setMove({ application, from, to });
  }

  function confirm() {
    if (!move) return;
    stage.mutate(
      { ids: [move.application.id], stage: move.to.key },
      {
        onSuccess: (result) => {
          setMove(null);
          showApplicationsResult(result, 'stage', move.to.name);
        },
        onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
      },
    );
  }

  return (
    <>
      <div className={classes.board} aria-busy={board.isPending}>
        {columns.map((column) => (
          <section
            key={column.stage.key}
            className={classes.column}
            data-over={over === column.stage.key || undefined}
            aria-labelledby={`stage-${column.stage.key}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(column.stage.key);
            }}
            onDragLeave={() => setOver((o) => (o === column.stage.key ? null : o))}
            onDrop={(e) => drop(e, column.stage)}
          >
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="sm" id={`stage-${column.stage.key}`}>
                {column.stage.name}
              </Title>
              <Badge
                variant="light"
                color="gray"
                className={classes.badge}
                aria-label={t('board.count', { count: column.total })}
              >
                {number(column.total)}
              </Badge>
            </Group>
            <ul className={classes.cardList}>
              {column.items.map((a) => (
                <li key={a.id}>
                  <Paper
                    withBorder
                    radius="sm"
                    p="sm"
                    className={classes.card}
                    draggable
                    onDragStart={(e) => e.dataTransfer.setData('text/plain', `${a.id}|${column.stage.key}`)}
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Stack gap={2} miw={0}>
                        <Anchor component={Link} to={path(`applications/${a.id}/overview`)} fw={600} size="sm">
                          {a.seeker.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {a.job.title}
                        </Text>
                      </Stack>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('board.moveLabel', { name: a.seeker.name })}
                          >
                            <IconArrowsMove size={16} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Label>{t('board.moveTo')}</Menu.Label>
                          {columns
                            .filter((c) => c.stage.key !== column.stage.key)
                            .map((c) => (
                              <Menu.Item
                                key={c.stage.key}
                                onClick={() => setMove({ application: a, from: column.stage, to: c.stage })}
                              >
                                {c.stage.name}
                              </Menu.Item>
                            ))}
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                    <Group justify="space-between" mt={6} gap="xs">
                      <ApplicationStatusBadge status={a.status} />
                      <Text size="xs" c="dimmed">
                        <time dateTime={a.created_at}>{date(a.created_at)}</time>
                      </Text>
                    </Group>
                  </Paper>
                </li>
              ))}
            </ul>
            {column.total > column.items.length && (
              <Text size="xs" c="dimmed" ta="center">
                {t('board.more', { count: column.total - column.items.length })}
              </Text>
            )}
          </section>
        ))}
      </div>
      <Modal opened={move !== null} onClose={() => setMove(null)} title={t('board.confirmTitle')} centered>
        {move && (
          <Stack gap="md">
            <Text size="sm">
              {t('board.confirmText', { name: move.application.seeker.name, from: move.from.name, to: move.to.name })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setMove(null)}>
                {t('actions.cancel')}
              </Button>
              <Button onClick={confirm} loading={stage.isPending}>
                {t('board.confirm', { to: move.to.name })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
