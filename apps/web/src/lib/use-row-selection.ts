import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';

/** The set with `id` ticked (on) or cleared; the same set when nothing changes. */
export function withRow(selected: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  if (selected.has(id) === on) return selected;
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  toggle: (id: string, on: boolean) => void;
  clear: () => void;
}

/**
 * The rows ticked in a list (for a bulk action). A selection belongs to the rows in view: when `listKey`
 * (the list's query, as text) changes — another filter or page — it starts empty again.
 */
export function useRowSelection(listKey: string): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the query's content
  useEffect(() => setSelected(new Set()), [listKey]);
  const toggle = useCallback((id: string, on: boolean) => setSelected((was) => withRow(was, id, on)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, setSelected, toggle, clear };
}
