import { useDebouncedCallback } from '@mantine/hooks';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** How long typing pauses before a list searches by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * One search behaviour for every list: it runs as the person types (debounced) and at once on
 * Enter. `applied` is the search in the URL; back/forward changes it under the field, and the field
 * follows.
 */
export function useSearchInput(applied: string, apply: (value: string) => void) {
  const [value, setValue] = useState(applied);
  useEffect(() => setValue(applied), [applied]);
  const debounced = useDebouncedCallback((next: string) => {
    if (next.trim() !== applied) apply(next.trim());
  }, SEARCH_DEBOUNCE_MS);
  // A person who types and then follows a link has left: a search firing while the next screen's code
  // loads would navigate back to the list and cancel their click.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) debounced.cancel();
  }, [navigating, debounced]);
  return {
    value,
    onChange: (next: string) => {
      setValue(next);
      debounced(next);
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      debounced.cancel();
      apply(value.trim());
    },
  };
}
