import { Button } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { fieldOptionsQuery } from '../employers/api.js';
import { EmployerProfileCard } from '../employers/profile/EmployerProfileCard.js';
import { ownEmployerQuery } from './api.js';
import { OwnEmployerState } from './OwnEmployerState.js';
import { useOwnScope } from './useOwnScope.js';

/** `/{account}/{site}/employer`: the profile of the company the user works for, as staff see it. */
export function OwnEmployerPage() {
  const { t } = useTranslation(['company', 'common']);
  const scope = useOwnScope();
  const ability = useAbility();
  const employer = useQuery({
    ...ownEmployerQuery(scope ?? { accountId: 0, siteId: 0, employerId: 0 }),
    enabled: !!scope,
  });
  const options = useQuery({ ...fieldOptionsQuery(scope ?? { accountId: 0, siteId: 0 }), enabled: !!employer.data });
  const title = employer.data?.name ?? t('common:nav.ownEmployer');

  return (
    <>
      <PageHeader
        title={title}
        actions={
          scope &&
          employer.data && (
            <>
              {checkAccess(ability, 'read', 'employer_users') && (
                <Button
                  component={Link}
                  to={scope.path('employer/users')}
                  variant="default"
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  {t('team')}
                </Button>
              )}
              {checkAccess(ability, 'update', 'employer_profile') && (
                <Button
                  component={Link}
                  to={scope.path('employer/edit')}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('edit')}
                </Button>
              )}
            </>
          )
        }
      />
      {employer.data ? (
        <EmployerProfileCard employer={employer.data} fieldOptions={options.data} />
      ) : (
        <OwnEmployerState loading={!!scope && employer.isPending} error={employer.error} />
      )}
    </>
  );
}
