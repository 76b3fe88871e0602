import { create } from 'zustand';

/** Whether the list of keyboard shortcuts is open (from `?` or the user menu). */
export const useShortcutsDialog = create<{ opened: boolean; open(): void; close(): void }>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
