import { useDebouncedCallback } from '@mantine/hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

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
  // Read when the pause ends, not when typing started: a person who typed and then followed a link
  // has left, and a search firing while the next screen's code loads would bring them back to the
  // list. A navigation within the list (a filter, a page) is not leaving.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const debounced = useDebouncedCallback((next: string) => {
    if (leaving.current) return;
    if (next.trim() !== applied) apply(next.trim());
  }, SEARCH_DEBOUNCE_MS);
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
