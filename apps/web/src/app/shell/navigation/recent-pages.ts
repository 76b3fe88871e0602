import { create } from 'zustand';
import type { CommonKey } from '../../../shared/i18n/keys.js';

export type RecentPage = { href: string; title: CommonKey };

const MAX_RECENT = 6;

type RecentState = { pages: RecentPage[]; remember(page: RecentPage): void };

/**
 * Pages visited in this session, newest first, for the search. Kept in memory only: the
 * persisted preferences hold settings, not history.
 */
export const useRecentPages = create<RecentState>()((set) => ({
  pages: [],
  remember: (page) =>
    set((state) =>
      state.pages[0]?.href === page.href && state.pages[0].title === page.title
        ? state
        : { pages: [page, ...state.pages.filter((p) => p.href !== page.href)].slice(0, MAX_RECENT) },
    ),
}));
