import { Paper, Tabs } from '@mantine/core';
import { IconBriefcase, IconCoins, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './components.js';

const TABS = [
  { value: 'jobs', icon: IconBriefcase },
  { value: 'users', icon: IconUsers },
  { value: 'credits', icon: IconCoins },
] as const;

/** The employer's jobs, users and credits; placeholders until those features arrive. */
export function EmployerTabs() {
  const { t } = useTranslation('employers');
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Tabs defaultValue="jobs" keepMounted={false}>
        <Tabs.List px="md" pt="xs">
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, icon }) => (
          <Tabs.Panel key={value} value={value}>
            <EmptyState
              icon={icon}
              title={t(`tabs.${value}Empty`)}
              text={t('tabs.arrives', { feature: t(`tabs.${value}Feature`) })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
