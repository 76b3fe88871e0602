import { Badge } from '@mantine/core';
import type { SeekerStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from '../jobs/components/JobStatusBadge.module.css';

/** Enabled or disabled (final), as a dot badge. */
export function SeekerStatusBadge({ status }: { status: SeekerStatus }) {
  const { t } = useTranslation('seekers');
  return (
    <Badge variant="dot" color={status === 'enabled' ? 'teal' : 'gray'} radius="sm" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}
