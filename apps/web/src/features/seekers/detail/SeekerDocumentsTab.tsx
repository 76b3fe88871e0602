import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCv } from '@tabler/icons-react';
import { RESUME_MAX_BYTES, RESUME_TYPES, type Seeker } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { fieldMessage } from '../../../shared/form/field-message.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { ImageDropzone } from '../../../shared/ui/ImageDropzone.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { downloadResume, useSeekerActions } from '../api.js';

const RESUME_MIME_TYPES = Object.keys(RESUME_TYPES);

/** The résumé: download it as a file, or upload a new one (PDF or DOCX, 5 MB). */
export function SeekerDocumentsTab({ seeker: s, canUpdate }: { seeker: Seeker; canUpdate: boolean }) {
  const { t } = useTranslation('seekers');
  const { dateTime, number } = useFormat();
  const { accountId, siteId } = useTenant();
  const { resume } = useSeekerActions({ accountId, siteId });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" align="flex-start">
            <IconFileCv size={28} stroke={1.5} aria-hidden />
            <div>
              <Title order={2} fz="h4">
                {t('documents.resume')}
              </Title>
              {s.resume ? (
                <Text size="sm" c="dimmed">
                  {s.resume.file_name} ·{' '}
                  {t('documents.size', { size: number(s.resume.size / 1024, { maximumFractionDigits: 0 }) })} ·{' '}
                  {t('documents.uploadedAt', { date: dateTime(s.resume.uploaded_at) })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('documents.none')}
                </Text>
              )}
            </div>
          </Group>
          {s.resume && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                downloadResume(s.id, s.resume!.file_name).catch((e) =>
                  showSnackbar('error', formAlert(e) ?? t('error')),
                )
              }
            >
              {t('documents.download')}
            </Button>
          )}
        </Group>
      </Paper>
      {canUpdate && (
        <Paper withBorder radius="md" p="md">
          <ImageDropzone
            onUpload={(file) => resume.mutateAsync({ id: s.id, file })}
            describeError={(error) =>
              (error instanceof ApiError ? error.errors.file?.[0] : undefined) ?? formAlert(error) ?? t('error')
            }
            accept={RESUME_MIME_TYPES}
            maxBytes={RESUME_MAX_BYTES}
            labels={{
              drop: t('documents.drop'),
              hint: (size) => t('documents.hint', { size }),
              tooLarge: (size) => t('documents.tooLarge', { size }),
              oneFile: t('documents.oneFile'),
              badType: (size) => `${fieldMessage('invalid')} ${t('documents.hint', { size })}`,
              uploaded: (file) => t('documents.uploaded', { name: file }),
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
