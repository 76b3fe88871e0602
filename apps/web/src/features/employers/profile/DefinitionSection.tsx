import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../employers.module.css';

export type DefinitionRow = [label: string, value: ReactNode];

/** A titled list of label / value pairs. */
export function DefinitionSection({ title, rows }: { title: string; rows: DefinitionRow[] }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {title}
      </Title>
      <dl className={classes.dl}>
        {rows.map(([label, v]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
