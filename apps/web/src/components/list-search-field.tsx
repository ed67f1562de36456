import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { useSearchInput } from '@/lib/use-search-input';

interface ListSearchFieldProps {
  search: ReturnType<typeof useSearchInput>;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

/** A list's search box: it searches as the person types and at once on Enter (lib/use-search-input.ts). */
export function ListSearchField({ search, label, placeholder, maxLength = 100 }: ListSearchFieldProps) {
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
