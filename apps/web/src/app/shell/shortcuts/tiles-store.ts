import { create } from 'zustand';

/**
 * Where the tiles are open: the header's popover on a wide screen, a dialog opened from the user
 * menu on a phone (the bar has no room), and the dialog that customises them.
 */
type TilesPanel = {
  popover: boolean;
  phone: boolean;
  customising: boolean;
  set(next: Partial<Pick<TilesPanel, 'popover' | 'phone' | 'customising'>>): void;
};

export const useTilesPanel = create<TilesPanel>()((set) => ({
  popover: false,
  phone: false,
  customising: false,
  set: (next) => set(next),
}));
