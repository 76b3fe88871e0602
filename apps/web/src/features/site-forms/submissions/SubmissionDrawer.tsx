import { Alert, Button, Drawer, Group, Loader, Stack, Text, useDirection } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { checkAccess, type SiteForm } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { errorText } from '../../../shared/list/error-text.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { SubmissionAnswers } from '../answers/SubmissionAnswers.js';
import { downloadSubmissionFile, submissionQuery, useDeleteSubmission } from '../api.js';

/** One submission: when, in which version and language, its answers (files to download), and Delete. */
export function SubmissionDrawer({ form, sid, onClose }: { form: SiteForm; sid: string | null; onClose: () => void }) {
  const { t } = useTranslation(['site-forms', 'common']);
  const { dir } = useDirection();
  const { dateTime } = useFormat();
  const { accountId, siteId } = useTenant();
  const scope = { accountId, siteId };
  const canDelete = checkAccess(useAbility(), 'update', 'settings');
  const query = useQuery({ ...submissionQuery(scope, form.uuid, sid ?? ''), enabled: sid !== null });
  const remove = useDeleteSubmission(scope, form.uuid);
  const data = sid ? query.data : undefined;
  // A file answer is one whose field (in the draft, or any earlier one) is a file field: the route answers 404 otherwise.
  const fileKeys = new Set(form.fields.filter((f) => f.type === 'file').map((f) => f.key));

  const confirmDelete = (id: string) =>
    modals.openConfirmModal({
      title: t('submissions.deleteTitle'),
      centered: true,
      closeButtonProps: { 'aria-label': t('common:close') },
      children: t('submissions.deleteText'),
      labels: { confirm: t('submissions.delete'), cancel: t('common:list.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => {
            showSnackbar('success', t('submissions.deleted'));
            onClose();
          },
          onError: (e) => showSnackbar('error', errorText(e)),
        }),
    });

  return (
    <Drawer
      opened={sid !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="md"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t('submissions.detail')}
    >
      {query.isError ? (
        <Alert color="red">{errorText(query.error)}</Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader size="sm" role="status" aria-label={t('common:loading')} />
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {dateTime(data.created_at)} · {t('list.versionN', { n: data.version })} · {t(`languages.${data.locale}`)}
          </Text>
          <SubmissionAnswers
            answers={data.answers}
            onFile={{
              has: (key) => fileKeys.has(key),
              label: (name) => t('submissions.download', { name }),
              open: (key, name) =>
                void downloadSubmissionFile(form.uuid, data.uuid, key, name).catch((e) =>
                  showSnackbar('error', errorText(e)),
                ),
            }}
          />
          {canDelete && (
            <Group>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() => confirmDelete(data.uuid)}
              >
                {t('submissions.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
