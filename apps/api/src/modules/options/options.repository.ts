import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { optionItems } from '../../db/schema.ts';
import type { DefaultOption } from './default-options.ts';

export async function listOptions(tx: Tx, type: OptionType): Promise<OptionItem[]> {
  const rows = await tx
    .select({
      id: optionItems.id,
      ptBr: optionItems.labelPtBr,
      enUs: optionItems.labelEnUs,
      esMx: optionItems.labelEsMx,
    })
    .from(optionItems)
    .where(and(eq(optionItems.type, type), eq(optionItems.active, true)))
    .orderBy(asc(optionItems.position), asc(optionItems.id));
  return rows.map((r) => ({ id: r.id, label: { ptBr: r.ptBr, enUs: r.enUs, esMx: r.esMx } }));
}

export async function countOptions(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(optionItems);
  return row?.n ?? 0;
}

export async function insertOptions(tx: Tx, tenantId: string, options: readonly DefaultOption[]): Promise<void> {
  await tx.insert(optionItems).values(
    options.map((option, position) => ({
      tenantId,
      id: option.id,
      type: option.type,
      labelPtBr: option.label.ptBr,
      labelEnUs: option.label.enUs,
      labelEsMx: option.label.esMx,
      position,
    })),
  );
}
