import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useRemoveAvatar, useUploadAvatar } from './api.js';
import { ProfileCard } from './ProfileCard.js';

/** Avatar preview, upload (drop or pick; the allowed types and size are shown, spec §5) and removal. */
export function AvatarCard({ profile, locked }: { profile: Profile; locked: boolean }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  async function send(file: File) {
    remove.reset();
    await upload.mutateAsync(file);
    showSnackbar('success', t('avatar.uploaded'));
  }

  // The picture, the name and the address, with room for its actions.
  const face = (actions?: ReactNode) => (
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
        {actions}
      </Stack>
    </Group>
  );

  return (
    <ProfileCard title={t('avatar.title')} size={{ h: '100%' }}>
      {locked ? (
        // Someone acting as the person: the picture is shown, not offered for change.
        face()
      ) : (
        <ImageDropzone
          onUpload={send}
          error={remove.error ? formAlert(remove.error) : null}
          disabled={remove.isPending}
          labels={{
            drop: t('avatar.drop'),
            hint: (size) => t('avatar.hint', { size }),
            tooLarge: (size) => t('avatar.tooLarge', { size }),
            oneFile: t('avatar.oneFile'),
            badType: () => `${fieldMessage('image')} ${t('avatar.types')}`,
            uploaded: (name) => t('avatar.uploadedFile', { name }),
          }}
          preview={({ clear, uploading }) =>
            face(
              profile.avatar && (
                <RemoveImageButton
                  onClick={() => {
                    clear();
                    remove.mutate(undefined, { onSuccess: () => showSnackbar('success', t('avatar.removed')) });
                  }}
                  loading={remove.isPending}
                  disabled={uploading}
                  mt={4}
                >
                  {t('avatar.remove')}
                </RemoveImageButton>
              ),
            )
          }
        />
      )}
    </ProfileCard>
  );
}
