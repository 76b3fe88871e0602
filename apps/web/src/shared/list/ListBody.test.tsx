// @vitest-environment jsdom
import { IconBox } from '@tabler/icons-react';
import { cleanup, screen } from '@testing-library/react';
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
