import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../ui/snackbar.js';
import { errorText } from './error-text.js';

/**
 * "Export CSV": downloads the list as filtered (`download` fetches and saves it); a failure says why.
 * `label` names another file ("Download record of processing (CSV)").
 */
export function ExportButton({ download, label }: { download: () => Promise<void>; label?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
    } catch (e) {
      showSnackbar('error', errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={run} loading={busy}>
      {label ?? t('list.export')}
    </Button>
  );
}
