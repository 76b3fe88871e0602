import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The address the owner registers at the identity provider: read-only, with a copy button. */
export function RedirectUriField({ value }: { value: string }) {
  const { t } = useTranslation('account-security');
  return (
    <TextInput
      label={t('providers.redirectUri')}
      description={t('providers.redirectUriHelp')}
      value={value}
      readOnly
      dir="ltr"
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={44}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('providers.copied') : t('providers.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size={36}
                onClick={copy}
                aria-label={copied ? t('providers.copied') : t('providers.copy')}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
