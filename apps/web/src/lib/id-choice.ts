/**
 * Selects hold their choices as text; the forms hold option items, companies and levels by their
 * numeric id. These convert between the two, an empty choice standing for `empty`.
 */
export function idToChoice(id: number | null | undefined): string | null {
  return id === null || id === undefined ? null : String(id);
}

export function choiceToId<E extends number | null>(choice: string | null, empty: E): number | E {
  return choice === null ? empty : Number(choice);
}

export const idsToChoices = (ids: readonly number[] | null | undefined): string[] => (ids ?? []).map(String);

export const choicesToIds = (choices: readonly string[]): number[] => choices.map(Number);
