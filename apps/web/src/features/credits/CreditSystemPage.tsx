import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { EmployerCreditsView } from './employer/EmployerCreditsView.js';

// Staff screens are a separate chunk: employer users never load them.
const StaffCreditsView = lazy(() =>
  import('./staff/StaffCreditsView.js').then((m) => ({ default: m.StaffCreditsView })),
);

/** `/{account}/{site}/credit-system`: an employer user's own credits, or the staff view of the site. */
export function CreditSystemPage() {
  const { t } = useTranslation('credits');
  const employerId = useSelectionStore((s) => s.employerId);
  if (employerId !== null) return <EmployerCreditsView />;
  return (
    <Suspense
      fallback={
        <Center py={80}>
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      }
    >
      <StaffCreditsView />
    </Suspense>
  );
}
