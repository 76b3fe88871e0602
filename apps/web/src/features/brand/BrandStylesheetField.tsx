import { Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { BRAND_STYLESHEET_MAX_BYTES, BRAND_STYLESHEET_TYPES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFormFile } from '../../shared/api/upload.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';

const PREVIEW_LINES = 12;

/** The first lines of a stylesheet of this portal, to show what the brand will load. */
function useStylesheetText(path: string) {
  return useQuery({
    queryKey: ['brand-stylesheet', path],
    enabled: path !== '',
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const response = await fetch(path, { signal });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return (await response.text()).split('\n').slice(0, PREVIEW_LINES).join('\n');
    },
  });
}

/**
 * The brand's stylesheet (SECURITY 22): a CSS file uploaded to the portal, which checks it (no
 * @import, no address of another site, nothing that runs script) and serves it. No address to type.
 */
export function BrandStylesheetField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (path: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('brand');
  const upload = useUploadFormFile('brand_stylesheet');
  const text = useStylesheetText(value);
  const fileName = value.split('/').pop() ?? '';

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="brand-stylesheet-label">
        {t('stylesheet')}
      </Text>
      <ImageDropzone
        accept={BRAND_STYLESHEET_TYPES}
        maxBytes={BRAND_STYLESHEET_MAX_BYTES}
        icon={<IconFileCode size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />}
        onUpload={async (file) => onChange(await upload.mutateAsync(file))}
        error={error}
        labels={{
          drop: t('stylesheetDrop'),
          hint: (size) => t('stylesheetHint', { size }),
          tooLarge: (size) => t('stylesheetTooLarge', { size }),
          oneFile: t('stylesheetOneFile'),
          badType: (size) => t('stylesheetBadType', { size }),
          uploaded: (file) => t('stylesheetUploaded', { name: file }),
        }}
        preview={({ forgetUpload }) => (
          <Stack gap={6}>
            <Group gap="xs" justify="space-between">
              <Group gap={8} wrap="nowrap" miw={0}>
                <IconFileCode size={20} stroke={1.5} aria-hidden />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">{value ? t('stylesheetCurrent') : t('stylesheetNone')}</Text>
                  {value && (
                    <Text size="xs" c="dimmed" dir="ltr" truncate="end">
                      {fileName}
                    </Text>
                  )}
                </div>
              </Group>
              {value && (
                <RemoveImageButton
                  onClick={() => {
                    onChange('');
                    forgetUpload();
                  }}
                >
                  {t('stylesheetRemove')}
                </RemoveImageButton>
              )}
            </Group>
            {value && text.data !== undefined && (
              <ScrollArea.Autosize
                mah={160}
                type="auto"
                // Code reads left to right in every language; long lines wrap rather than scroll sideways.
                dir="ltr"
                // Keyboard users can scroll it too (a scrollable region must take focus).
                viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('stylesheetPreview') }}
              >
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {text.data}
                </Code>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
      />
    </Stack>
  );
}
