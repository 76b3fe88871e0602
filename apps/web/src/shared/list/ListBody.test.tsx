// @vitest-environment jsdom
import { IconBox } from '@tabler/icons-react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithMantine, stubMatchMedia } from '../ui/render-with-mantine.js';
import { ListBody, type ListQuery } from './ListBody.js';

const query = (data: ListQuery['data']): ListQuery => ({
  data,
  error: null,
  isError: false,
  isPending: false,
  isFetching: false,
  refetch: () => undefined,
});
const meta = { current_page: 1, per_page: 10, total: 30, last_page: 3 };
const empty = { icon: IconBox, title: 'Nothing yet' };

describe('ListBody', () => {
  afterEach(cleanup);
  beforeAll(() => {
    stubMatchMedia();
    // The page size select's dropdown measures itself; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('shows the rows of an unpaged list, and its empty state when it has none', () => {
    const { unmount } = renderWithMantine(
      <ListBody query={query(['a', 'b'])} empty={empty}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByText('Nothing yet')).toBeNull();
    unmount();
    renderWithMantine(
      <ListBody query={query([])} empty={empty}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('a list with a toolbar starts with "Skip to results", which puts focus on the rows', () => {
    // jsdom draws nothing to scroll to.
    Element.prototype.scrollIntoView ??= () => undefined;
    const { unmount } = renderWithMantine(
      <ListBody query={query(['a'])} empty={empty} toolbar={<input aria-label="Search" />}>
        <p>rows</p>
      </ListBody>,
    );
    // (No catalogue is loaded here: the link reads its key.)
    const skip = screen.getByRole('link', { name: 'list.skipToResults' });
    expect(document.body.querySelector('a, input')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement?.textContent).toBe('rows');
    unmount();
    // Without a toolbar there is nothing to skip; a page that shows the link itself names the results.
    renderWithMantine(
      <ListBody query={query(['a'])} empty={empty} resultsId="results-page">
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.getElementById('results-page')?.textContent).toBe('rows');
  });

  it('offers page sizes only when the list lets them change', () => {
    const page = query({ data: ['a'], meta });
    const { unmount } = renderWithMantine(
      <ListBody query={page} empty={empty} paging={{ onPage: () => undefined }}>
        <p>rows</p>
      </ListBody>,
    );
    expect(document.querySelector('.mantine-Pagination-root')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Transactions per page' })).toBeNull();
    unmount();
    renderWithMantine(
      <ListBody
        query={page}
        empty={empty}
        paging={{ onPage: () => undefined, onPerPage: () => undefined, perPageLabel: 'Transactions per page' }}
      >
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByRole('combobox', { name: 'Transactions per page' })).toBeTruthy();
  });
});
