import '@mantine/dropzone/styles.css';
import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type Profile } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { fieldMessage, formAlert, serverFieldErrors } from '../auth/forms.js';
import { useRemoveAvatar, useUploadAvatar } from './api.js';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** Avatar preview, upload (drop or pick; the allowed types and size are shown, spec §5) and removal. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { number } = useFormat();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  function send(file: File) {
    setError(null);
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: () => {
        setUploaded(file.name);
        showSnackbar('success', t('avatar.uploaded'));
      },
      onError: (e) => setError(serverFieldErrors(e).file ?? formAlert(e)),
    });
  }

  function reject(rejections: FileRejection[]) {
    setUploaded(null);
    const code = rejections[0]?.errors[0]?.code;
    setError(
      code === 'file-too-large'
        ? t('avatar.tooLarge', { size: number(MAX_MB) })
        : code === 'too-many-files'
          ? t('avatar.oneFile')
          : `${fieldMessage('image')} ${t('avatar.types')}`,
    );
  }

  function removeAvatar() {
    setError(null);
    setUploaded(null);
    remove.mutate(undefined, {
      onSuccess: () => showSnackbar('success', t('avatar.removed')),
      onError: (e) => setError(formAlert(e)),
    });
  }

  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('avatar.title')}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={profile.avatar}
            name={profile.name}
            color="initials"
            size={88}
            radius={88}
            alt={t('avatar.alt', { name: profile.name })}
          />
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed" truncate dir="ltr" ta="start">
              {profile.email}
            </Text>
            {profile.avatar && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={removeAvatar}
                loading={remove.isPending}
                disabled={upload.isPending}
                w="fit-content"
                mt={4}
                px={4}
              >
                {t('avatar.remove')}
              </Button>
            )}
          </Stack>
        </Group>
        <Dropzone
          onDrop={(files) => files[0] && send(files[0])}
          onReject={reject}
          accept={[...AVATAR_MIME_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          maxFiles={1}
          loading={upload.isPending}
          disabled={busy}
          radius="md"
          aria-label={t('avatar.drop')}
        >
          <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }} ta="center">
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <Text fw={500}>{t('avatar.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('avatar.hint', { size: number(MAX_MB) })}
            </Text>
          </Stack>
        </Dropzone>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        {uploaded && !error && (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-teal-text)" role="status">
            <IconCircleCheck size={16} aria-hidden />
            <Text size="sm" inherit>
              {t('avatar.uploadedFile', { name: uploaded })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
