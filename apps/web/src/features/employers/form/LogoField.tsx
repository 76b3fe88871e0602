import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone, RemoveImageButton } from '../../../shared/ui/ImageDropzone.js';
import { useUploadLogo } from '../api.js';
import classes from '../employers.module.css';
import { FormSection } from './FormSection.js';

/** The logo: preview, removal and upload; the form keeps the uploaded file's URL until saved. */
export function LogoField({
  logo,
  name,
  error,
  onChange,
}: {
  logo: string;
  name: string;
  error: ReactNode;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('employers');
  const upload = useUploadLogo();
  return (
    <FormSection title={t('logo.title')}>
      <ImageDropzone
        onUpload={async (file) => onChange(await upload.mutateAsync(file))}
        error={error}
        labels={{
          drop: t('logo.drop'),
          hint: (size) => t('logo.hint', { size }),
          tooLarge: (size) => t('logo.tooLarge', { size }),
          oneFile: t('logo.oneFile'),
          uploaded: (file) => t('logo.uploaded', { name: file }),
        }}
        preview={({ forgetUpload }) => (
          <Group gap="md" wrap="nowrap" className={classes.preview}>
            <Avatar
              src={logo || null}
              name={name || '?'}
              variant="filled"
              color="var(--mantine-primary-color-filled)"
              size={72}
              radius="md"
              alt={t('logo.alt', { name })}
            />
            <Stack gap={4} miw={0}>
              <Text size="sm" fw={600}>
                {logo ? t('logo.current') : t('logo.none')}
              </Text>
              {logo && (
                <RemoveImageButton
                  onClick={() => {
                    onChange('');
                    forgetUpload();
                  }}
                >
                  {t('logo.remove')}
                </RemoveImageButton>
              )}
            </Stack>
          </Group>
        )}
      />
    </FormSection>
  );
}
