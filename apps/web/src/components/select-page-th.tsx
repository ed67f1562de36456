import { Checkbox, Table } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';

/**
 * The header cell that ticks or clears every row of the page shown; ticks on other pages stay. Half
 * ticked when only some of the page is.
 */
export function SelectPageTh({
  label,
  pageIds,
  selected,
  setSelected,
}: {
  label: string;
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
}) {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = pageIds.some((id) => selected.has(id));
  return (
    <Table.Th scope="col" w={40}>
      <Checkbox
        aria-label={label}
        checked={all}
        indeterminate={some && !all}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setSelected((was) => {
            const next = new Set(was);
            for (const id of pageIds) {
              if (on) next.add(id);
              else next.delete(id);
            }
            return next;
          });
        }}
      />
    </Table.Th>
  );
}
