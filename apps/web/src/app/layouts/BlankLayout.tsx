import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** Auth and error pages: no navigation, centred content. */
export function BlankLayout() {
  return (
    <Box component="main" mih="100dvh" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      <Outlet />
    </Box>
  );
}
