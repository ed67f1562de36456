import { useState } from 'react';

let counter = 0;
const nextKey = () => {
  counter += 1;
  return counter;
};

/**
 * The rows of a list field (a question's options, a quiz's score bands) with a stable React key each.
 * react-hook-form's useFieldArray would do it, but no other form uses it, and it would join the shared
 * form chunk the sign-in page downloads (ADR 0032): `get` and `set` are the form's own getValues/setValue.
 */
export function useRows<T>(get: () => T[], set: (rows: T[]) => void) {
  const [keys, setKeys] = useState<number[]>(() => get().map(nextKey));
  return {
    keys,
    append(row: T) {
      set([...get(), row]);
      setKeys((was) => [...was, nextKey()]);
    },
    remove(index: number) {
      set(get().filter((_, i) => i !== index));
      setKeys((was) => was.filter((_, i) => i !== index));
    },
  };
}
