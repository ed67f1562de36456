import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { optionItems } from '../../db/schema.ts';
import type { DefaultOption } from './default-options.ts';

/** An option row's id and labels, as the API presents them; the talent search reads the same columns. */
export function optionItemOf(row: { id: number; ptBr: string; enUs: string; esMx: string }): OptionItem {
  return { id: row.id, label: { ptBr: row.ptBr, enUs: row.enUs, esMx: row.esMx } };
}

/**
 * Joins a person (users, or an alias of it) to their sector's option (optionItems, or an alias): the
 * EMPLOYEE_SECTOR item of the person's tenant that sector_id names, as a person card shows it.
 */
export function employeeSectorJoin(
  sector: { tenantId: AnyPgColumn; id: AnyPgColumn; type: AnyPgColumn },
  person: { tenantId: AnyPgColumn; sectorId: AnyPgColumn },
) {
  return and(eq(sector.tenantId, person.tenantId), eq(sector.id, person.sectorId), eq(sector.type, 'EMPLOYEE_SECTOR'));
}

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
  return rows.map(optionItemOf);
}

/** The option types the tenant has at least one item of (active or not). */
export async function typesPresent(tx: Tx): Promise<OptionType[]> {
  const rows = await tx.selectDistinct({ type: optionItems.type }).from(optionItems);
  return rows.map((r) => r.type as OptionType);
}

/** Whether an active option of this type has this id (a stored reference must name a real choice). */
export async function optionExists(tx: Tx, type: OptionType, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.type, type), eq(optionItems.id, id), eq(optionItems.active, true)))
    .limit(1);
  return row !== undefined;
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
