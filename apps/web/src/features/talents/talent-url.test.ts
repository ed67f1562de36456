import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  filtersOf,
  pageSearch,
  parseTalentUrl,
  searchWith,
  splitSkills,
  talentSearchString,
  withoutFilter,
} from './talent-url.ts';

const url = (s: string) => new URLSearchParams(s);

describe('parseTalentUrl', () => {
  it('reads lists in both URL forms, with defaults for sort and paging', () => {
    const { query, invalid } = parseTalentUrl(
      url('hardSkills=React,SQL&softSkills=Liderança&softSkills=Empatia&state=SP&phone=1199'),
      'base',
      false,
    );
    expect(invalid).toEqual([]);
    expect(query).toMatchObject({
      view: 'base',
      hardSkills: ['React', 'SQL'],
      softSkills: ['Liderança', 'Empatia'],
      state: 'SP',
      phone: '1199',
      sort: 'name',
      order: 'asc',
      limit: 20,
    });
  });

  it('drops and reports bad values instead of failing, keeping the good ones', () => {
    const { query, invalid } = parseTalentUrl(
      url('state=XX&phone=11-99&sort=age&city=Recife&generalLevel=abc'),
      'base',
      false,
    );
    expect(invalid.sort()).toEqual(['generalLevel', 'phone', 'sort', 'state']);
    expect(query).toMatchObject({ city: 'Recife', sort: 'name' });
    expect('state' in query && query.state).toBeFalsy();
  });

  it('refuses in the mentor view the filters that view must not carry, whatever the address says', () => {
    const { query, invalid } = parseTalentUrl(
      url('view=base&gender=F&state=SP&phone=11&raceColor=1&pcd=S&classeId=3&city=Natal'),
      'mentor',
      true,
    );
    expect(query.view).toBe('mentor');
    expect(query).toMatchObject({ city: 'Natal' });
    expect(invalid.sort()).toEqual(['classeId', 'gender', 'pcd', 'phone', 'raceColor', 'state']);
  });

  it('allows classeId only where the tenant has the class filter', () => {
    expect(parseTalentUrl(url('classeId=3'), 'base', true).query).toMatchObject({ classeId: 3 });
    expect(parseTalentUrl(url('classeId=3'), 'base', false).invalid).toEqual(['classeId']);
  });

  it('ignores parameters that are not filters at all', () => {
    expect(parseTalentUrl(url('utm_source=mail&city=Natal'), 'base', false)).toMatchObject({
      invalid: [],
      query: { city: 'Natal' },
    });
  });
});

describe('URL round trip', () => {
  it('writes the canonical form: defaults left out, lists comma-joined, stable through a parse', () => {
    const search = 'hardSkills=SQL&hardSkills=React&state=SP&sort=lastLogin&order=desc';
    const first = parseTalentUrl(url(search), 'base', false).query;
    const written = talentSearchString(first);
    expect(written).toBe('hardSkills=SQL%2CReact&state=SP&sort=lastLogin&order=desc');
    expect(parseTalentUrl(url(written), 'base', false).query).toEqual(first);
  });

  it('keeps the mentor view in the address (the API needs it) and the cursor for paging', () => {
    const query = parseTalentUrl(url('city=Natal'), 'mentor', false).query;
    expect(pageSearch(query, 'abc')).toBe('view=mentor&city=Natal&cursor=abc');
  });

  it('starts paging over when the search changes, keeping the sort', () => {
    const query = parseTalentUrl(url('city=Natal&sort=lastLogin&cursor=abc&name=Ana'), 'base', false).query;
    expect(searchWith(query, { filters: { state: 'RN' } })).toBe('state=RN&name=Ana&sort=lastLogin');
    expect(searchWith(query, { name: '  ' })).toBe('city=Natal&sort=lastLogin');
    expect(searchWith(query, { sort: 'name', order: 'desc' })).toBe('city=Natal&name=Ana&order=desc');
  });
});

describe('chips', () => {
  it('gives one chip per list value and removes exactly one', () => {
    const query = parseTalentUrl(url('hardSkills=React,SQL&state=SP&name=Ana&cursor=x'), 'base', false).query;
    const filters = filtersOf(query);
    expect(filters).toEqual({ hardSkills: ['React', 'SQL'], state: 'SP' });
    const chips = activeFilters(filters);
    expect(chips).toEqual([
      { key: 'hardSkills', value: 'React' },
      { key: 'hardSkills', value: 'SQL' },
      { key: 'state', value: 'SP' },
    ]);
    expect(withoutFilter(filters, { key: 'hardSkills', value: 'React' })).toEqual({ hardSkills: ['SQL'], state: 'SP' });
    expect(withoutFilter({ hardSkills: ['SQL'] }, { key: 'hardSkills', value: 'SQL' })).toEqual({});
    expect(withoutFilter(filters, { key: 'state', value: 'SP' })).toEqual({ hardSkills: ['React', 'SQL'] });
  });
});

describe('splitSkills', () => {
  it('shows three and counts the rest', () => {
    expect(splitSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: ['d', 'e'] });
    expect(splitSkills(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: [] });
    expect(splitSkills([])).toEqual({ shown: [], hidden: [] });
  });
});
