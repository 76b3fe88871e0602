import { Alert, Button, Code, Group, SimpleGrid, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../shared/api/download.js';
import { CopyTextButton } from '../../shared/ui/CopyTextButton.js';

/** The ten recovery codes, shown this once (only their hashes are kept): copy, download, done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const text = `${t('twoFactor.codesFileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconKey size={18} aria-hidden />}
      title={t('twoFactor.codesTitle')}
      data-testid="recovery-codes"
    >
      <Text size="sm" mb="sm">
        {t('twoFactor.codesText')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        mb="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" dir="ltr">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyTextButton value={codes.join('\n')} copy={t('twoFactor.copy')} copied={t('twoFactor.copied')} />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {t('twoFactor.download')}
        </Button>
        <Button size="xs" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </Group>
    </Alert>
  );
}
