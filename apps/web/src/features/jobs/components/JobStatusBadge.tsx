import { Badge } from '@mantine/core';
import type { JobStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from './JobStatusBadge.module.css';

const COLORS: Record<JobStatus, string> = {
  draft: 'gray',
  on_hold: 'orange',
  live: 'teal',
  unlisted: 'blue',
  expired: 'dark',
  rejected: 'red',
};

/** A job's status as a dot badge: the text keeps the body colour (contrast), the dot carries the colour. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge variant="dot" color={COLORS[status]} radius="sm" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}
