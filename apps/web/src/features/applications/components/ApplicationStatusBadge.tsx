import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from '../../jobs/components/JobStatusBadge.module.css';

const COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  applied: 'cyan',
  registered: 'indigo',
  invited: 'violet',
  screening: 'yellow',
  shortlisted: 'teal',
  interviewed: 'grape',
  offered: 'green',
  unsuccessful: 'red',
  withdrawn: 'gray',
};

/** An application's status as a dot badge (the text keeps the body colour for contrast). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge variant="dot" color={COLORS[status]} radius="sm" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}
