import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ApplicationStage, ApplicationStatus } from '@talent/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow } from '../api.js';

export type Move = { application: ApplicationRow; from: ApplicationStage; to: ApplicationStage };

const KEEP = 'keep';

/**
 * The question before a board move, naming the candidate and both stages. When the new stage has
 * statuses of its own (the site's mapping) and the application's status is not one of them, it
 * offers to set one too — "Keep Screening" stays chosen unless staff pick another, since only a
 * status change e-mails the candidate.
 */
export function MoveDialog({
  move,
  loading,
  onCancel,
  onConfirm,
}: {
  move: Move | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (status: ApplicationStatus | null) => void;
}) {
  const { t } = useTranslation('applications');
  const [choice, setChoice] = useState(KEEP);
  const offered = move && !move.to.statuses.some((s) => s === move.application.status) ? move.to.statuses : [];
  // Each new question starts from keeping the status.
  useEffect(() => {
    if (move) setChoice(KEEP);
  }, [move]);
  const status = offered.find((s) => s === choice) ?? null;

  return (
    <Modal
      opened={move !== null}
      onClose={onCancel}
      title={t('board.confirmTitle')}
      centered
      // The board puts focus back on the card itself, wherever the move left it.
      returnFocus={false}
    >
      {move && (
        <Stack gap="md">
          <Text size="sm">
            {t('board.confirmText', { name: move.application.seeker.name, from: move.from.name, to: move.to.name })}
          </Text>
          {offered.length > 0 && (
            <Radio.Group
              label={t('board.statusLabel')}
              description={t('board.statusHint')}
              value={choice}
              onChange={setChoice}
            >
              <Stack gap={6} mt="xs">
                <Radio value={KEEP} label={t('board.keepStatus', { status: t(`status.${move.application.status}`) })} />
                {offered.map((s) => (
                  <Radio key={s} value={s} label={t('board.setStatus', { status: t(`status.${s}`) })} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {status && (
            <Text size="sm" c="dimmed" role="status">
              {t('change.mailOne')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => onConfirm(status)} loading={loading} data-autofocus>
              {t('board.confirm', { to: move.to.name })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
