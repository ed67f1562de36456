import type { ReactNode } from 'react';
import type { CursorTrail } from '@/lib/use-list-params';
import { ListBody } from './list-body.tsx';
import { ListPager } from './list-pager.tsx';
import { ListSummary, type PageSizeProps } from './list-summary.tsx';

/**
 * A keyset-paged list from top to bottom: its total and page size, its states (loading, failed, empty)
 * or its rows, and the pager below. The parts stand side by side in the caller's stack.
 */
export function PagedList({
  list,
  isEmpty,
  totalText,
  paging,
  errorText,
  emptyText,
  trail,
  children,
}: {
  list: { isPending: boolean; isError: boolean; data?: { nextCursor: string | null } };
  isEmpty: boolean;
  totalText: string | null;
  paging?: PageSizeProps;
  errorText: string;
  emptyText: string;
  trail: CursorTrail;
  children: ReactNode;
}) {
  return (
    <>
      <ListSummary totalText={totalText} paging={paging} />
      <ListBody
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={isEmpty}
        errorText={errorText}
        emptyText={emptyText}
      >
        {children}
      </ListBody>
      {!list.isError ? <ListPager trail={trail} nextCursor={list.data?.nextCursor ?? null} /> : null}
    </>
  );
}
