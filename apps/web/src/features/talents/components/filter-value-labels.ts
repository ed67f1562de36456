import { GENDERS, OFFERED_LANGUAGES, RACE_COLORS, YES_NO } from '@ponte/shared/profile-enums';
import { BRAZILIAN_STATES } from '@ponte/shared/reference/brazilian-states';
import type { TalentFilterKey, TalentFilterOptions } from '@ponte/shared/talents.schema';
import { useMemo } from 'react';
import { useEnumData } from '@/lib/use-enum-data';
import { optionText } from './talent-results.tsx';

/** `states`: for a city, the states it was found in (the city list follows the chosen state). */
export type FilterItem = { value: string; label: string; states?: string[] };

/** Labels of each filter's values: shared by the panel's selects and the active-filter chips. */
export function useFilterValueLabels(options: TalentFilterOptions | undefined) {
  const gender = useEnumData(GENDERS);
  const race = useEnumData(RACE_COLORS);
  const yesNo = useEnumData(YES_NO);
  const languages = useEnumData(OFFERED_LANGUAGES);
  return useMemo(() => {
    const classes: FilterItem[] = (options?.classes ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.courseName} · ${c.name}`,
    }));
    const areas: FilterItem[] = (options?.areas ?? []).map((a) => ({
      value: String(a.id),
      label: optionText(a) ?? '',
    }));
    const levels: FilterItem[] = (options?.fluencyLevels ?? []).map((l) => ({
      value: String(l.id),
      label: optionText(l) ?? '',
    }));
    const offered = options?.languages;
    const languageItems = offered ? languages.filter((l) => offered.includes(l.value)) : languages;
    const inUse = options?.states;
    const states: FilterItem[] = BRAZILIAN_STATES.filter(
      (s) => !inUse || inUse.length === 0 || inUse.includes(s.value),
    ).map((s) => ({ value: s.value, label: s.label }));
    // A city name can exist in several states; the filter matches the name, so it is offered once.
    const cityStates = new Map<string, string[]>();
    for (const { city, state } of options?.cities ?? []) {
      const list = cityStates.get(city) ?? [];
      if (state && !list.includes(state)) list.push(state);
      cityStates.set(city, list);
    }
    const cities: FilterItem[] = [...cityStates].map(([city, ufs]) => ({
      value: city,
      label: ufs.length > 0 ? `${city} (${ufs.join(', ')})` : city,
      states: ufs,
    }));
    const data: Partial<Record<TalentFilterKey, FilterItem[]>> = {
      classeId: classes,
      areaOfOperation: areas,
      generalLevel: levels,
      nameLanguage: languageItems,
      state: states,
      city: cities,
      gender,
      raceColor: race,
      pcd: yesNo,
      softSkills: (options?.softSkills ?? []).map((s) => ({ value: s, label: s })),
      hardSkills: (options?.hardSkills ?? []).map((s) => ({ value: s, label: s })),
    };
    const labelOf = (key: TalentFilterKey, value: string | number): string => {
      const found = data[key]?.find((item) => item.value === String(value));
      if (found) return found.label;
      // Languages and states have their labels here even before the options arrive.
      if (key === 'nameLanguage') return languages.find((l) => l.value === value)?.label ?? String(value);
      if (key === 'state') return BRAZILIAN_STATES.find((s) => s.value === value)?.label ?? String(value);
      return String(value);
    };
    return { data, labelOf };
  }, [options, gender, race, yesNo, languages]);
}
