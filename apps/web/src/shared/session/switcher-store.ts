import { create } from 'zustand';

/**
 * Whether the context switcher's menu is open. Held outside it so a page can open it where a choice
 * of company or site is the way on ("My company" with none selected), not only its own button.
 */
export const useSwitcherStore = create<{ opened: boolean; setOpened(opened: boolean): void }>()((set) => ({
  opened: false,
  setOpened: (opened) => set({ opened }),
}));

export const openSwitcher = () => useSwitcherStore.getState().setOpened(true);
