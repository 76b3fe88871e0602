import { AppShell } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** The signed-in layout (navigation, navbar, footer). */
export function MainLayout() {
  return (
    <AppShell padding="md">
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
