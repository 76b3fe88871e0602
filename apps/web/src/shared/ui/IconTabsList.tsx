import { type MantineSpacing, Tabs } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/** The tab strip of a page with tabs: each tab's icon before its name, in the order of `tabs`. */
export function IconTabsList<T extends string>({
  tabs,
  icons,
  label,
  mb,
}: {
  tabs: readonly T[];
  icons: Record<T, TablerIcon>;
  label: (tab: T) => string;
  mb: MantineSpacing;
}) {
  return (
    <Tabs.List mb={mb}>
      {tabs.map((tab) => {
        const Icon: TablerIcon = icons[tab];
        return (
          <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
            {label(tab)}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
