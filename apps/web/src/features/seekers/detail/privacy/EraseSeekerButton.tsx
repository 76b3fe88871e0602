import { Button } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../../shared/selection/useTenant.js';
import { showSnackbar } from '../../../../shared/ui/snackbar.js';
import { EraseSeekerModal } from './EraseSeekerModal.js';

/**
 * The candidate page's "Erase candidate" and its dialog. Once erased there is nothing left to show
 * about the person, so the user is taken back to the list, told whom they erased.
 */
export function EraseSeekerButton({ seekerId, name }: { seekerId: string; name: string }) {
  const { t } = useTranslation('seeker-privacy');
  const { accountId, siteId, path } = useTenant();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="red"
        c="var(--mantine-color-error)"
        variant="outline"
        leftSection={<IconEraser size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('erase.button')}
      </Button>
      <EraseSeekerModal
        opened={opened}
        scope={{ accountId, siteId }}
        seekerId={seekerId}
        name={name}
        onClose={() => setOpened(false)}
        onErased={(_, erased) => {
          setOpened(false);
          showSnackbar('success', t('erase.done', { name: erased }));
          void navigate({ to: path('seekers') });
        }}
      />
    </>
  );
}
