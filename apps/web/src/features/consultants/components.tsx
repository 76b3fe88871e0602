import { Badge } from '@mantine/core';
import type { ConsultantStatus, FieldOption } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../shared/i18n/useOptionLabel.js';
import classes from '../jobs/components/JobStatusBadge.module.css';

export function ConsultantStatusBadge({ status }: { status: ConsultantStatus }) {
  const { t } = useTranslation('consultants');
  return (
    <Badge variant="dot" color={status === 'enabled' ? 'teal' : 'gray'} radius="sm" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A specialisation key as the site's classification label, in the UI language. */
export function useSpecialisationLabel(classifications: FieldOption[] | undefined) {
  const label = useOptionLabel(classifications);
  return (key: string) => label(key) ?? key;
}
