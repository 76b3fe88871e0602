import { Badge, Group } from '@mantine/core';
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

/** A consultant's specialisations, as badges. */
export function SpecialisationBadges({ keys, label }: { keys: string[]; label: (key: string) => string }) {
  return (
    <Group gap={4}>
      {keys.map((s) => (
        <Badge key={s} variant="light" radius="sm" tt="none">
          {label(s)}
        </Badge>
      ))}
    </Group>
  );
}
