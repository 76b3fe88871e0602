import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** Auth and error pages: no navigation, centred content. */
export function BlankFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100dvh" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      {children}
    </Box>
  );
}
