import '@mantine/dropzone/styles.css';
import { Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@talent/contract';
import { type ReactNode, useState } from 'react';
import { formAlert, serverFieldErrors } from '../form/api-errors.js';
import { fieldMessage } from '../form/field-message.js';
import { useFormat } from '../i18n/format.js';
import classes from './ImageDropzone.module.css';

/** The caller's words, in its own namespace; `size` is the formatted limit in MB. */
export type ImageDropzoneLabels = {
  drop: string;
  hint: (size: string) => string;
  tooLarge: (size: string) => string;
  oneFile: string;
  /** A file of another type (by default: "not an image", then the hint). */
  badType?: (size: string) => string;
  /** Shown under the dropzone once `onUpload` resolved. */
  uploaded: (fileName: string) => string;
};

export type ImageDropzoneControls = {
  /** Forget the last error and success message (e.g. when the image is removed). */
  clear: () => void;
  /** Forget the success message only. */
  forgetUpload: () => void;
  uploading: boolean;
};

export type ImageDropzoneProps = {
  /** Sends the file; a rejection shows `describeError(error)` under the dropzone. */
  onUpload: (file: File) => Promise<unknown>;
  /** By default the server's message for the `file` field, else its general one. */
  describeError?: (error: unknown) => string | null;
  labels: ImageDropzoneLabels;
  /** The current image and its actions, above the dropzone. */
  preview?: (controls: ImageDropzoneControls) => ReactNode;
  /** An error from elsewhere (a form field, a removal), shown when the upload itself has none. */
  error?: ReactNode;
  disabled?: boolean;
  accept?: readonly string[];
  maxBytes?: number;
  /** The idle icon (a picture by default; e.g. a code file for a stylesheet). */
  icon?: ReactNode;
};

const uploadError = (error: unknown) => serverFieldErrors(error).file ?? formAlert(error);

/** Drop or pick one file (an image unless `accept` says otherwise): allowed types and size shown, progress, errors and success message. */
export function ImageDropzone({
  onUpload,
  describeError = uploadError,
  labels,
  preview,
  error: outsideError,
  disabled,
  accept = AVATAR_MIME_TYPES,
  maxBytes = AVATAR_MAX_BYTES,
  icon,
}: ImageDropzoneProps) {
  const { number } = useFormat();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const size = number(maxBytes / (1024 * 1024));

  function clear() {
    setError(null);
    setUploaded(null);
  }

  async function send(file: File) {
    clear();
    setUploading(true);
    try {
      await onUpload(file);
      setUploaded(file.name);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setUploading(false);
    }
  }

  function reject(rejections: FileRejection[]) {
    setUploaded(null);
    const code = rejections[0]?.errors[0]?.code;
    setError(
      code === 'file-too-large'
        ? labels.tooLarge(size)
        : code === 'too-many-files'
          ? labels.oneFile
          : (labels.badType?.(size) ?? `${fieldMessage('image')} ${labels.hint(size)}`),
    );
  }

  const shown = error ?? outsideError;
  return (
    <>
      {preview?.({ clear, forgetUpload: () => setUploaded(null), uploading })}
      <Dropzone
        onDrop={(files) => files[0] && void send(files[0])}
        onReject={reject}
        accept={[...accept]}
        maxSize={maxBytes}
        multiple={false}
        maxFiles={1}
        loading={uploading}
        disabled={disabled}
        radius="md"
        aria-label={labels.drop}
      >
        <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }} ta="center">
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {icon ?? <IconPhoto size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />}
          </Dropzone.Idle>
          <Text fw={500}>{labels.drop}</Text>
          <Text size="sm" c="dimmed">
            {labels.hint(size)}
          </Text>
        </Stack>
      </Dropzone>
      {shown && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {shown}
        </Text>
      )}
      {uploaded && !shown && (
        <Group gap={6} wrap="nowrap" className={classes.uploaded} role="status">
          <IconCircleCheck size={16} aria-hidden />
          <Text size="sm" inherit>
            {labels.uploaded(uploaded)}
          </Text>
        </Group>
      )}
    </>
  );
}

/** "Remove picture" / "Remove logo" beside a preview. */
export function RemoveImageButton({
  children,
  onClick,
  ...props
}: { children: ReactNode; onClick: () => void } & Pick<ButtonProps, 'loading' | 'disabled' | 'mt'>) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      w="fit-content"
      px={4}
      {...props}
    >
      {children}
    </Button>
  );
}
