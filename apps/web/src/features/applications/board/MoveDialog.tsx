import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import type { ApplicationStage, ApplicationStatus } from '@talent/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRow } from '../api.js';

export type Move = { application: ApplicationRow; from: ApplicationStage; to: ApplicationStage };

/**
 * The question before a board move, naming the candidate and both stages. When the new stage has
 * statuses of its own (the site's mapping) and the application's status is not one of them, it
 * offers to set one too, unticked: only a status change e-mails the candidate, so it is never
 * done without being asked for.
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
  const offered: ApplicationStatus[] =
    move && !move.to.statuses.some((s) => s === move.application.status) ? move.to.statuses : [];
  const [also, setAlso] = useState(false);
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  // Each new question starts unticked, on the stage's first status.
  useEffect(() => {
    setAlso(false);
    setChosen(move?.to.statuses[0] ?? null);
  }, [move]);
  const status = also ? (offered.find((s) => s === chosen) ?? null) : null;
  const label = (s: ApplicationStatus) => t(`status.${s}`);

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
            <Stack gap="xs">
              <Checkbox
                label={
                  offered.length === 1
                    ? t('board.setStatus', { status: label(offered[0]!) })
                    : t('board.changeStatus', { status: label(move.application.status) })
                }
                description={t('board.statusHint')}
                checked={also}
                onChange={(e) => setAlso(e.currentTarget.checked)}
              />
              {offered.length > 1 && (
                <NativeSelect
                  label={t('change.to')}
                  disabled={!also}
                  value={chosen ?? ''}
                  onChange={(e) => setChosen(offered.find((s) => s === e.currentTarget.value) ?? null)}
                  data={offered.map((s) => ({ value: s, label: label(s) }))}
                  ps={30}
                />
              )}
            </Stack>
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
