import { isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import { useQuery } from '@tanstack/react-query';

/**
 * One state's municipalities as select options (value = IBGE code as text), loaded on demand: a chunk
 * per state, off the main bundle, kept for the session since reference data never changes.
 */
export function useMunicipalities(uf: string | null | undefined) {
  return useQuery({
    queryKey: ['municipalities', uf],
    queryFn: async () => {
      if (!isBrazilianStateCode(uf)) return [];
      const list = await loadMunicipalities(uf);
      return list.map((m) => ({ value: String(m.value), label: m.label }));
    },
    enabled: isBrazilianStateCode(uf),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
