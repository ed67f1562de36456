import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { useSearchInput } from '@/lib/use-search-input';

interface ListSearchFieldProps {
  search: ReturnType<typeof useSearchInput>;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

/** The list's search box: it searches as the person types and at once on Enter (lib/use-search-input.ts). */
function ListSearchField({ search, label, placeholder, maxLength = 100 }: ListSearchFieldProps) {
  return (
    <form onSubmit={search.onSubmit} style={{ flex: '1 1 240px' }}>
      <TextInput
        label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        maxLength={maxLength}
        type="search"
      />
    </form>
  );
}

/**
 * A list's filter row: the search box first, then the list's own filters (`children`), wrapping on a
 * narrow screen and lined up at the inputs' bottom edge, their labels above.
 */
export function ListFilterBar({ children, ...search }: ListSearchFieldProps & { children?: ReactNode }) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <ListSearchField {...search} />
      {children}
    </Group>
  );
}
