import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { fieldOptionsQuery } from '../employers/api.js';
import { EmployerForm } from '../employers/form/EmployerForm.js';
import { ownEmployerQuery, useSaveOwnEmployer } from './api.js';
import { OwnEmployerState } from './OwnEmployerState.js';
import { useOwnScope } from './useOwnScope.js';

const NONE = { accountId: 0, siteId: 0, employerId: 0 };

/** `/{account}/{site}/employer/edit`: the same form staff use, saved through `/v1/employer`. */
export function OwnEmployerEditPage() {
  const { t } = useTranslation(['company', 'common']);
  const navigate = useNavigate();
  const scope = useOwnScope();
  const employer = useQuery({ ...ownEmployerQuery(scope ?? NONE), enabled: !!scope });
  const options = useQuery({ ...fieldOptionsQuery(scope ?? NONE), enabled: !!employer.data });
  const save = useSaveOwnEmployer(scope ?? NONE);
  const title = t('common:pages.ownEmployerEdit');

  return (
    <>
      <PageHeader title={title} />
      {scope && employer.data ? (
        <EmployerForm
          key={employer.data.id}
          employer={employer.data}
          fieldOptions={options.data}
          cancelTo={scope.path('employer')}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            showSnackbar('success', t('saved'));
            void navigate({ to: scope.path('employer') });
          }}
        />
      ) : (
        <OwnEmployerState loading={!!scope && employer.isPending} error={employer.error} />
      )}
    </>
  );
}
