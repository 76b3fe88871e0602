import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { employerQuery, fieldOptionsQuery } from '../api.js';
import { EmployerProfileCard } from '../profile/EmployerProfileCard.js';
import { EmployerActions } from './EmployerActions.js';
import { EmployerTabs } from './EmployerTabs.js';

/** `employers/$id`: the profile, its actions, and the tabs later features fill. */
export function EmployerDetailPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  const employer = useQuery(employerQuery(tenant, id));
  const options = useQuery({ ...fieldOptionsQuery(tenant), enabled: Boolean(employer.data) });

  if (!employer.data) {
    return (
      <>
        <PageHeader title={t('detail.title')} />
        {employer.isError ? (
          <Paper className="portal-surface" withBorder radius="md">
            <EmptyState
              icon={IconBuilding}
              title={t('detail.notFound')}
              text={formAlert(employer.error) ?? undefined}
              action={
                <Button component={Link} to={tenant.path('employers')} variant="default">
                  {t('detail.back')}
                </Button>
              }
            />
          </Paper>
        ) : (
          <Center py={80}>
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        )}
      </>
    );
  }
  const name = employer.data.name;
  return (
    <>
      <PageHeader title={name} crumb={name} actions={<EmployerActions employer={employer.data} />} />
      <EmployerProfileCard employer={employer.data} fieldOptions={options.data}>
        <EmployerTabs employer={employer.data} />
      </EmployerProfileCard>
    </>
  );
}
