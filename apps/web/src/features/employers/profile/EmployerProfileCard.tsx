import { Grid, Paper, Stack } from '@mantine/core';
import type { Employer, EmployerRegistration, FieldOptions } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionSection } from './DefinitionSection.js';
import { EmployerSummary } from './EmployerSummary.js';
import { RegistrationSection } from './RegistrationSection.js';
import { useProfileRows } from './useProfileRows.js';

export type EmployerProfileCardProps = {
  /** With `registration` when the detail answered it (the employer registered through a site form). */
  employer: Employer & { registration?: EmployerRegistration | null };
  /** The site's industries and sizes, to show their labels; undefined while loading (values shown). */
  fieldOptions: FieldOptions | undefined;
  /** Shown under the profile in the wide column (e.g. the staff page's tabs). */
  children?: ReactNode;
};

/** An employer's read-only profile: summary card beside the profile fields. */
export function EmployerProfileCard({ employer, fieldOptions, children }: EmployerProfileCardProps) {
  const { t } = useTranslation('employers');
  const { profile, contact, dates } = useProfileRows(employer, fieldOptions);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <EmployerSummary employer={employer} contact={contact} dates={dates} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <Paper className="portal-surface" withBorder radius="md" p="lg">
            <DefinitionSection title={t('detail.profile')} rows={profile} />
          </Paper>
          {employer.registration && <RegistrationSection registration={employer.registration} />}
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
