import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { documentsQuery, downloadResume } from '../api.js';

/** The candidate's documents for this application, downloaded as files. */
export function DocumentsTab({ id }: { id: string }) {
  const { t } = useTranslation('applications');
  const { number } = useFormat();
  const { scope } = useJobScope();
  const documents = useQuery(documentsQuery(scope, id));
  if (documents.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  if (documents.isError) return <Text c="var(--mantine-color-error)">{formAlert(documents.error) ?? t('error')}</Text>;
  const list = documents.data.data;
  if (!list.length)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap={4}>
          <IconFileOff size={28} stroke={1.5} aria-hidden />
          <Text c="dimmed" size="sm">
            {t('documents.none')}
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm">
      {list.map((d) => (
        <Paper key={d.download_path} withBorder radius="md" p="md">
          <Group justify="space-between">
            <div>
              <Text fw={600} size="sm">
                {t(`documents.${d.kind}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {d.file_name} · {t('documents.size', { size: number(d.size / 1024, { maximumFractionDigits: 0 }) })}
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                downloadResume(id, d.file_name).catch((e) => showSnackbar('error', formAlert(e) ?? t('error')))
              }
            >
              {t('documents.download', { name: d.file_name })}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
