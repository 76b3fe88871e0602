import { Button, Drawer, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ListToolbar.module.css';

/** Narrow screens: the filters one under the other in a drawer from the bottom, and "Show results". */
export function FiltersDrawer({
  opened,
  onClose,
  filters,
  reset,
}: {
  opened: boolean;
  onClose: () => void;
  filters: ReactNode;
  reset: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('list.filters')}
      position="bottom"
      size="auto"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <div className={classes.stacked}>
        {filters}
        <Group justify="space-between">
          {reset || <span />}
          <Button onClick={onClose}>{t('list.showResults')}</Button>
        </Group>
      </div>
    </Drawer>
  );
}
