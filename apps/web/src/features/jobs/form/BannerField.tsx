import { Stack } from '@mantine/core';
import { JOB_BANNER } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { ImageDropzone, RemoveImageButton } from '../../../shared/ui/ImageDropzone.js';
import { useUploadBanner } from '../api.js';
import { JobFormSection } from './JobFormSection.js';
import classes from './job-form.module.css';

/** The banner: upload (PNG, JPEG or WebP up to 2 MB), a 4:1 preview as boards crop it, removal. */
export function BannerField({
  banner,
  error,
  onChange,
}: {
  banner: string;
  error: ReactNode;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('job-form');
  const { number } = useFormat();
  const upload = useUploadBanner();
  const recommended = t('banner.recommended', { width: number(JOB_BANNER.width), height: number(JOB_BANNER.height) });
  return (
    <JobFormSection title={t('sections.banner')} hint={recommended}>
      <ImageDropzone
        onUpload={async (file) => onChange(await upload.mutateAsync(file))}
        error={error}
        labels={{
          drop: t('banner.drop'),
          hint: (size) => t('banner.hint', { size }),
          tooLarge: (size) => t('banner.tooLarge', { size }),
          oneFile: t('banner.oneFile'),
          uploaded: (file) => t('banner.uploaded', { name: file }),
        }}
        preview={({ forgetUpload }) =>
          banner ? (
            <Stack gap="xs" data-field="banner" tabIndex={-1}>
              <img src={banner} alt={t('banner.alt')} className={classes.banner} />
              <RemoveImageButton
                onClick={() => {
                  onChange('');
                  forgetUpload();
                }}
              >
                {t('banner.remove')}
              </RemoveImageButton>
            </Stack>
          ) : null
        }
      />
    </JobFormSection>
  );
}
