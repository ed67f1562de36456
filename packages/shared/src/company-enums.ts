/**
 * Company sector and size (issue 4 "Companies"). The spec names the fields but not their codes, so the
 * codes are ours: short, stable, stored in companies.sector / companies.size (varchar(4)).
 * Size follows the Brazilian classification (Lei Complementar 123/2006 and the BNDES bands).
 */
import { options, schemaOf } from './enum-options.ts';

export const COMPANY_SECTORS = options([
  ['TEC', 'Tecnologia', 'Technology', 'Tecnología'],
  ['IND', 'Indústria', 'Manufacturing', 'Industria'],
  ['COM', 'Comércio', 'Retail and trade', 'Comercio'],
  ['SER', 'Serviços', 'Services', 'Servicios'],
  ['EDU', 'Educação', 'Education', 'Educación'],
  ['SAU', 'Saúde', 'Healthcare', 'Salud'],
  ['FIN', 'Serviços financeiros', 'Financial services', 'Servicios financieros'],
  ['AGR', 'Agronegócio', 'Agribusiness', 'Agronegocio'],
  ['TER', 'Terceiro setor', 'Non-profit', 'Tercer sector'],
  ['GOV', 'Governo', 'Government', 'Gobierno'],
  ['OUT', 'Outro', 'Other', 'Otro'],
] as const);
export type CompanySector = (typeof COMPANY_SECTORS)[number]['value'];
export const companySectorSchema = schemaOf(COMPANY_SECTORS);

export const COMPANY_SIZES = options([
  [
    'MEI',
    'MEI (microempreendedor individual)',
    'MEI (individual micro-entrepreneur)',
    'MEI (microemprendedor individual)',
  ],
  ['ME', 'ME (microempresa)', 'ME (micro company)', 'ME (microempresa)'],
  ['EPP', 'EPP (empresa de pequeno porte)', 'EPP (small company)', 'EPP (pequeña empresa)'],
  ['MED', 'Média empresa', 'Medium-sized company', 'Mediana empresa'],
  ['GRA', 'Grande empresa', 'Large company', 'Gran empresa'],
] as const);
export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];
export const companySizeSchema = schemaOf(COMPANY_SIZES);
