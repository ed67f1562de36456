import { translate } from '@ponte/shared/i18n/catalogues';
import type { Locale } from '@ponte/shared/locales';
import { optionItemText } from '@ponte/shared/options.schema';
import type { TalentQuery } from '@ponte/shared/talents.schema';
import type { userListQuerySchema } from '@ponte/shared/users.schema';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { TalentsService } from '../talents/talents.service.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** A list as a file: its name, the header row in the reader's language and the rows as text. */
export interface ExportTable {
  name: string;
  header: string[];
  rows: string[][];
}

/** dd/mm/yyyy in Brazil's time, as every date in the product reads. */
const DAY = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });

/**
 * The user list and the talent base as tables for export (issue 16 §2, ADR 0047): what the lists find with
 * the same query (their services apply the view rules and the audit), with the lists' columns and words.
 */
export class ListExportService {
  constructor(
    private readonly usersService: UsersService,
    private readonly talentsService: TalentsService,
  ) {}

  async users(
    tenant: Tenant,
    actor: AuthenticatedUser,
    locale: Locale,
    query: z.output<typeof userListQuerySchema>,
  ): Promise<ExportTable> {
    const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
    const vocabulary: Record<string, string> = tenant.definition.vocabulary === 'aluno' ? { context: 'aluno' } : {};
    const items = await this.usersService.exportRows(tenant, actor, query, locale);
    return {
      name: 'usuarios',
      header: [
        'users.list.name',
        'users.list.email',
        'users.list.profile',
        'users.form.company',
        'users.form.position',
        'users.list.status',
      ].map((k) => t(k)),
      rows: items.map((u) => [
        u.name,
        u.email,
        t(`roles.${u.userType}`, vocabulary),
        u.company?.name ?? '',
        u.position ?? '',
        t(`users.status.${u.accountState}`),
      ]),
    };
  }

  async talents(tenant: Tenant, actor: AuthenticatedUser, locale: Locale, query: TalentQuery): Promise<ExportTable> {
    const t = (key: string) => translate(locale, key);
    const rows = await this.talentsService.exportRows(tenant, actor, query);
    return {
      name: tenant.definition.vocabulary === 'aluno' ? 'alunos' : 'talentos',
      header: [
        'talents.list.name',
        'users.list.email',
        'talents.filters.city',
        'talents.list.occupationArea',
        'talents.list.skills',
        'talents.list.courses',
        'talents.list.lastLogin',
      ].map(t),
      rows: rows.map((r) => [
        `${r.firstName} ${r.lastName}`.trim(),
        r.email,
        r.city ?? '',
        r.occupationArea ? optionItemText(r.occupationArea, locale) : '',
        [...r.softSkills, ...r.hardSkills].join('; '),
        r.courses.join('; '),
        r.lastLoginAt ? DAY.format(new Date(r.lastLoginAt)) : t('talents.list.never'),
      ]),
    };
  }
}
