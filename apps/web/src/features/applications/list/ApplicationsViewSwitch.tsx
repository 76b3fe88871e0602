import { SegmentedControl } from '@mantine/core';
import { IconLayoutKanban, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../applications.module.css';

/** List or board: the same filters, two ways of showing what they find. */
export function ApplicationsViewSwitch({ board, onChange }: { board: boolean; onChange: (board: boolean) => void }) {
  const { t } = useTranslation('applications');
  return (
    <SegmentedControl
      aria-label={t('view.label')}
      value={board ? 'board' : 'list'}
      onChange={(v) => onChange(v === 'board')}
      data={[
        {
          value: 'list',
          label: (
            <span className={classes.viewOption}>
              <IconList size={14} aria-hidden /> {t('view.list')}
            </span>
          ),
        },
        {
          value: 'board',
          label: (
            <span className={classes.viewOption}>
              <IconLayoutKanban size={14} aria-hidden /> {t('view.board')}
            </span>
          ),
        },
      ]}
    />
  );
}
