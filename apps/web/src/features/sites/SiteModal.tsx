import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { meQuery } from '../session/me-query.js';
import { type Site, saveSite } from './api.js';

const FIELDS = ['name', 'domain'] as const;

/** Create a site (`site` undefined) or edit one. */
export function SiteModal({ site, opened, onClose }: { site?: Site; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sites');
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  useEffect(() => {
    if (!opened) return;
    setName(site?.name ?? '');
    setDomain(site?.domain ?? '');
  }, [opened, site]);
  const save = useMutation({
    mutationFn: () => saveSite(site?.id ?? null, { name, domain }),
    onSuccess: async (saved) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['accounts', saved.account_id, 'sites'] }),
        client.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
      showSnackbar('success', site ? t('saved', { name: saved.name }) : t('created', { name: saved.name }));
      onClose();
    },
  });
  const fieldError = (field: (typeof FIELDS)[number]) =>
    save.error instanceof ApiError ? save.error.errors[field]?.[0] : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={site ? t('editTitle', { name: site.name }) : t('createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formAlert(save.error, FIELDS)} />
          <TextInput
            label={t('fields.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={120}
            error={fieldError('name')}
            data-autofocus
          />
          <TextInput
            label={t('fields.domain')}
            description={t('fields.domainHint')}
            value={domain}
            onChange={(e) => setDomain(e.currentTarget.value)}
            error={fieldError('domain')}
            dir="ltr"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {site ? t('save') : t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
