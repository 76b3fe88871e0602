import { Center, Loader } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { employerQuery, fieldOptionsQuery, useSaveEmployer } from '../api.js';
import { EmployerForm } from './EmployerForm.js';

/** `employers/create` and `employers/$id/edit`: staff save through `/v1/employers[/{id}]`. */
export function EmployerFormPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string };
  const id = params.id ? Number(params.id) : null;
  const existing = useQuery({ ...employerQuery(tenant, id ?? 0), enabled: id !== null });
  const options = useQuery({ ...fieldOptionsQuery(tenant), enabled: id === null || Boolean(existing.data) });
  const save = useSaveEmployer(tenant, id);
  const title = id === null ? t('form.createTitle') : t('form.editTitle');

  if (id !== null && !existing.data) {
    return (
      <>
        <PageHeader title={title} />
        {existing.isError ? (
          <EmptyState icon={IconBuilding} title={t('detail.notFound')} text={formAlert(existing.error) ?? undefined} />
        ) : (
          <Center py={80}>
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={existing.data ? t('form.editNamed', { name: existing.data.name }) : title} />
      <EmployerForm
        key={existing.data?.id ?? 'new'}
        employer={existing.data}
        fieldOptions={options.data}
        cancelTo={tenant.path(id === null ? 'employers' : `employers/${id}`)}
        showTrusted
        onSubmit={async (body) => {
          const saved = await save.mutateAsync(body);
          showSnackbar('success', t(id === null ? 'form.created' : 'form.saved', { name: saved.name }));
          void navigate({ to: tenant.path(`employers/${saved.id}`) });
        }}
      />
    </>
  );
}
