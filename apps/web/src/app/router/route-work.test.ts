// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { entry } from '../../shared/routes/manifest.js';
import type { RouteLoaderArgs } from '../../shared/routes/route-loader.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { prefetchRoute, seedSelectionFromAddress } from './route-work.js';

const at = (pathname: string, search: Record<string, unknown> = {}) => ({ pathname, search }) as ParsedLocation;

describe('prefetchRoute', () => {
  const queryClient = new QueryClient();
  const spy = vi.fn((_: RouteLoaderArgs) => Promise.resolve());
  const jobs = entry('jobs');

  it('prefetches under the stored selection when the address names it, with the raw URL state', () => {
    spy.mockClear();
    useSelectionStore.setState({ accountId: 1, siteId: 10, employerId: 5 });
    prefetchRoute(jobs, queryClient, at('/1/10/jobs', { status: 'live' }), spy);
    expect(spy).toHaveBeenCalledWith({
      queryClient,
      search: { status: 'live' },
      selection: { accountId: 1, siteId: 10, employerId: 5 },
    });
  });

  it('sends nothing for another site or without a selection: its keys would not be the screen’s', () => {
    spy.mockClear();
    useSelectionStore.setState({ accountId: 1, siteId: 10, employerId: null });
    prefetchRoute(jobs, queryClient, at('/1/11/jobs'), spy);
    prefetchRoute(jobs, queryClient, at('/1/100/jobs'), spy);
    useSelectionStore.setState({ accountId: null, siteId: null, employerId: null });
    prefetchRoute(jobs, queryClient, at('/1/10/jobs'), spy);
    expect(spy).not.toHaveBeenCalled();
  });

  it('starts a first visit from the site its address names, and keeps a stored selection', () => {
    spy.mockClear();
    useSelectionStore.setState({ accountId: null, siteId: null, employerId: null });
    seedSelectionFromAddress('/1/10/jobs');
    prefetchRoute(jobs, queryClient, at('/1/10/jobs'), spy);
    expect(spy).toHaveBeenCalledWith({
      queryClient,
      search: {},
      selection: { accountId: 1, siteId: 10, employerId: null },
    });
    seedSelectionFromAddress('/2/20/jobs');
    seedSelectionFromAddress('/');
    expect(useSelectionStore.getState()).toMatchObject({ accountId: 1, siteId: 10, employerId: null });
  });

  it('takes nothing from an address that names no site', () => {
    useSelectionStore.setState({ accountId: null, siteId: null, employerId: null });
    for (const path of ['/', '/notifications', '/1/audit-log', '/x/1/jobs']) seedSelectionFromAddress(path);
    expect(useSelectionStore.getState().accountId).toBeNull();
  });
});
