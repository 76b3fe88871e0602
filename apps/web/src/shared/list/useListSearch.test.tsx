// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enumParam, pageParam, perPageParam, textParam } from './search-params.js';
import { type ListSearch, listControls, nextSearch, pagedSearch, useListSearch } from './useListSearch.js';

const schema = z.object({
  q: textParam(50),
  status: enumParam(['live', 'draft'] as const),
  sort: enumParam(['title', '-title'] as const),
  page: pageParam,
  per_page: perPageParam,
});
type Search = z.infer<typeof schema>;

describe('list search state', () => {
  // The router restores the scroll position, which jsdom does not implement.
  beforeAll(() => {
    window.scrollTo = () => {};
  });

  it('drives a state held outside the URL the same way (a panel whose page owns the URL)', () => {
    let state: Partial<Search> = { status: 'live', page: 2 };
    const write = (next: Partial<Search>) => {
      state = next;
    };
    listControls(state, write).set({ q: 'x' });
    expect(state).toEqual({ status: 'live', q: 'x' });
    listControls(state, write).onPage(3);
    expect(state).toEqual({ status: 'live', q: 'x', page: 3 });
    listControls(state, write).reset(['status']);
    expect(state).toEqual({ status: 'live' });
  });

  it('starts a changed filter at page 1, but keeps the page for sorting', () => {
    const search: Search = { q: 'a', status: 'live', sort: undefined, page: 3, per_page: 50 };
    expect(nextSearch(search, { status: 'draft' })).toEqual({ q: 'a', status: 'draft', per_page: 50 });
    expect(nextSearch(search, { sort: '-title' }, true)).toEqual({
      q: 'a',
      status: 'live',
      sort: '-title',
      page: 3,
      per_page: 50,
    });
    expect(nextSearch(search, { q: undefined })).toEqual({ status: 'live', per_page: 50 });
  });

  it('pages, and goes back to page 1 for another page size', () => {
    const search: Search = { q: 'a', status: undefined, sort: 'title', page: 3, per_page: undefined };
    expect(pagedSearch(search, { page: 4 })).toEqual({ q: 'a', sort: 'title', page: 4 });
    expect(pagedSearch(search, { page: 1 })).toEqual({ q: 'a', sort: 'title' });
    expect(pagedSearch(search, { per_page: 100 })).toEqual({ q: 'a', sort: 'title', per_page: 100 });
  });

  it('reads the URL through the schema and writes changes back to it', async () => {
    let list: ListSearch<Search> | null = null;
    function Probe() {
      list = useListSearch(schema);
      return null;
    }
    const root = createRootRoute({ component: Outlet });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/jobs',
      validateSearch: (s: Record<string, unknown>): Record<string, unknown> => s,
      component: Probe,
    });
    const history = createMemoryHistory({ initialEntries: ['/jobs?status=live&page=2&sort=nonsense'] });
    const router = createRouter({ routeTree: root.addChildren([page]), history });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(list).not.toBeNull());
    expect(list!.search).toEqual({ status: 'live', page: 2, q: undefined, sort: undefined, per_page: undefined });

    act(() => list!.set({ q: 'driver' }));
    await waitFor(() => expect(history.location.search).toBe('?status=live&q=driver'));
    expect(list!.search.page).toBeUndefined();

    act(() => list!.onPage(3));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'live', q: 'driver', page: 3 }));

    act(() => list!.reset(['status']));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'live' }));
  });
});
