import {
  HELP_STATS_DAYS,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpContactRequest,
  type HelpSettings,
  type HelpStats,
  type HelpTenantArticle,
  type HelpTenantArticleRequest,
  type HelpVoteRequest,
  normaliseHelpText,
} from '@ponte/shared/help.schema';
import { translate } from '@ponte/shared/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@ponte/shared/locales';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sanitiseRichText } from '../follow-up/rich-text.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import {
  type ArticleRow,
  type ArticleText,
  adminEmails,
  contextArticles,
  deleteTenantArticle,
  findArticle,
  findVote,
  insertTenantArticle,
  listArticles,
  listTenantArticles,
  recordSearch,
  recordView,
  saveSupportEmail,
  searchArticles,
  stats,
  supportEmail,
  syncProductArticles,
  type TenantArticleRow,
  updateTenantArticle,
  upsertVote,
} from './help.repository.ts';
import type { ProductArticle } from './product-articles.ts';

type Caller = Pick<AuthenticatedUser, 'id' | 'role' | 'firstName' | 'lastName' | 'email'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Elements that break the text: a paragraph, a list item, a line break (an image stands for none). */
const BLOCK_TAG = /^(p|br|li|ul|ol|div|blockquote|pre|table|tr|td|th|hr|img)$/;
/** The end of a heading (a private-use character), marked until the text around it is known. */
const HEADING_END = '\uE000';

/**
 * The text of sanitised HTML, for the search vector and the excerpts, read as a sentence: a heading ends
 * with ". " (unless it ends with its own punctuation), other blocks with a space, and inline elements
 * (bold, a link) join their neighbours as they are, so "<strong>Idioma</strong>." reads "Idioma.", not
 * "Idioma .", and "<h2>Como entrar</h2><p>Abra…" reads "Como entrar. Abra…", not "Como entrar Abra…".
 */
export function textOf(html: string): string {
  return html
    .replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_, closing: string, tag: string) => {
      const name = tag.toLowerCase();
      if (/^h[1-6]$/.test(name)) return closing ? HEADING_END : ' ';
      return BLOCK_TAG.test(name) ? ' ' : '';
    })
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/(\S?)\s*\uE000/g, (_, last: string) => (last === '' || /[.!?:;…]/.test(last) ? `${last} ` : `${last}. `))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of an article's text, cut at a word and marked with an ellipsis when there is more. */
export function excerptOf(html: string, max = 160): string {
  const text = textOf(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Cut at a word; a sentence's full stop (or a comma) before the cut gives way to the ellipsis.
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : max).replace(/[.,;:]+$/, '')}…`;
}

/** The search words as a prefix conjunction (`certificacao:* & verificar:*`), or null when none is left. */
export function prefixQuery(normalised: string): string | null {
  const words = normalised.split(' ').filter(Boolean).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** An article's text in one language with its normalised search parts (product, tenant and demo articles). */
export function articleText(locale: Locale, title: string, keywords: string, bodyHtml: string): ArticleText {
  return {
    locale,
    title,
    bodyHtml,
    heading: normaliseHelpText(`${title} ${keywords}`),
    body: normaliseHelpText(textOf(bodyHtml)),
  };
}

function summary(row: ArticleRow): HelpArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    institution: row.institution,
    excerpt: excerptOf(row.body_html),
  };
}

function tenantArticleView(row: TenantArticleRow): HelpTenantArticle {
  const text = (locale: Locale) => {
    const found = row.texts.find((t) => t.locale === locale);
    return found ? { title: found.title, bodyHtml: found.body_html } : null;
  };
  return {
    slug: row.slug,
    category: row.category,
    roles: row.roles,
    routes: row.routes,
    texts: { 'pt-BR': text('pt-BR') ?? { title: '', bodyHtml: '' }, 'en-US': text('en-US'), 'es-MX': text('es-MX') },
    updatedAt: row.updated_at,
  };
}

/** The help centre (issue 14 §2; ADR 0040). */
export class HelpService {
  constructor(
    private readonly db: ScopedDatabase,
    private readonly mailer: Mailer,
    private readonly now: () => number = Date.now,
  ) {}

  /** At start-up, as the owner: the product articles become what the repository ships. */
  static async syncProductArticles(db: ScopedDatabase, articles: readonly ProductArticle[]): Promise<void> {
    await db.asOwner((tx) =>
      syncProductArticles(
        tx,
        articles.map((a) => ({
          ...a,
          texts: a.texts.map((t) => articleText(t.locale, t.title, t.keywords, t.bodyHtml)),
        })),
      ),
    );
  }

  /** With a query: best first, and the search is recorded (normalised, with its count, without the person). */
  search(tenant: Tenant, caller: Caller, locale: Locale, q: string | undefined): Promise<HelpArticleSummary[]> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const normalised = normaliseHelpText(q ?? '').slice(0, 200);
      const query = prefixQuery(normalised);
      if (!query) return (await listArticles(tx, locale, caller.role)).map(summary);
      const rows = await searchArticles(tx, locale, caller.role, query);
      await recordSearch(tx, tenant.id, normalised, rows.length);
      return rows.map(summary);
    });
  }

  /** The first segment of a path under /plataforma/ names the screen (`perfil`, `cursos-e-trilhas`). */
  context(tenant: Tenant, caller: Caller, locale: Locale, route: string): Promise<HelpArticleSummary[]> {
    const key = route
      .replace(/^\/?(plataforma\/)?/, '')
      .split(/[/?#]/)[0]!
      .toLowerCase();
    return this.db.inTenant(tenant.id, async (tx) =>
      key ? (await contextArticles(tx, locale, caller.role, key)).map(summary) : [],
    );
  }

  article(tenant: Tenant, caller: Caller, locale: Locale, slug: string): Promise<HelpArticle> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await this.readable(tx, caller, locale, slug);
      await recordView(tx, tenant.id, row.id);
      const vote = (await findVote(tx, caller.id, row.id)) ?? null;
      return {
        slug: row.slug,
        title: row.title,
        category: row.category,
        institution: row.institution,
        locale: row.locale,
        bodyHtml: row.body_html,
        vote,
        updatedAt: row.updated_at,
      };
    });
  }

  vote(tenant: Tenant, caller: Caller, slug: string, vote: HelpVoteRequest) {
    return this.db.inTenant(tenant.id, async (tx) => {
      const row = await this.readable(tx, caller, DEFAULT_LOCALE, slug);
      const comment = vote.comment?.trim() ? vote.comment.trim() : null;
      return upsertVote(tx, tenant.id, caller.id, row.id, { helpful: vote.helpful, comment });
    });
  }

  /** To the tenant's support address (its Admins when none is set), with article and screen filled in. */
  async contact(tenant: Tenant, caller: Caller, locale: Locale, request: HelpContactRequest): Promise<void> {
    const { to, articleTitle } = await this.db.inTenant(tenant.id, async (tx) => {
      const article = request.article ? await this.readable(tx, caller, locale, request.article) : null;
      const address = await supportEmail(tx, tenant.id);
      const recipients = address ? [address] : await adminEmails(tx, tenant.id);
      return { to: recipients, articleTitle: article ? `${article.title} (${article.slug})` : null };
    });
    if (to.length === 0) throw Errors.notFound();
    // The support team reads in the tenant's default language.
    const l = DEFAULT_LOCALE;
    const tenantName = tenant.definition.name;
    const none = translate(l, 'help.email.none');
    const lines = [
      translate(l, 'help.email.intro', { tenant: tenantName }),
      translate(l, 'help.email.from', {
        name: `${caller.firstName} ${caller.lastName}`.trim(),
        email: caller.email,
        role: caller.role,
      }),
      translate(l, 'help.email.article', { article: articleTitle ?? none }),
      translate(l, 'help.email.screen', { screen: request.screen?.trim() || none }),
      '',
      request.message,
    ];
    const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const subject = translate(l, 'help.email.subject', {
      subject: articleTitle ?? translate(l, 'help.email.noSubject'),
    });
    for (const address of to) {
      await this.mailer.send({
        to: address,
        subject,
        text: lines.join('\n'),
        html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n'),
      });
    }
  }

  private async readable(tx: Tx, caller: Caller, locale: Locale, slug: string): Promise<ArticleRow> {
    const row = await findArticle(tx, locale, caller.role, slug);
    if (!row) throw Errors.notFound();
    return row;
  }

  // ------------------------------------------------------------------------------------------
  // Admin
  // ------------------------------------------------------------------------------------------

  tenantArticles(tenant: Tenant): Promise<HelpTenantArticle[]> {
    return this.db.inTenant(tenant.id, async (tx) => (await listTenantArticles(tx, tenant.id)).map(tenantArticleView));
  }

  async saveTenantArticle(
    tenant: Tenant,
    request: HelpTenantArticleRequest,
    existingSlug?: string,
  ): Promise<HelpTenantArticle> {
    const texts: ArticleText[] = [];
    for (const locale of ['pt-BR', 'en-US', 'es-MX'] as const) {
      const text = request.texts[locale];
      if (!text) continue;
      const bodyHtml = sanitiseRichText(text.bodyHtml);
      if (!textOf(bodyHtml) && !/<img\s/.test(bodyHtml)) {
        throw Errors.invalidFields({ [`texts.${locale}.bodyHtml`]: 'validation.required' });
      }
      texts.push(articleText(locale, text.title, '', bodyHtml));
    }
    const write = {
      slug: request.slug,
      category: request.category,
      roles: request.roles,
      routes: request.routes
        .map((r) =>
          r
            .replace(/^\/?(plataforma\/)?/, '')
            .split('/')[0]!
            .toLowerCase(),
        )
        .filter(Boolean),
      position: 0,
      texts,
    };
    try {
      return await this.db.inTenant(tenant.id, async (tx) => {
        if (existingSlug === undefined) await insertTenantArticle(tx, tenant.id, write);
        else if (!(await updateTenantArticle(tx, tenant.id, existingSlug, write))) throw Errors.notFound();
        const [row] = await listTenantArticles(tx, tenant.id, write.slug);
        return tenantArticleView(row!);
      });
    } catch (error) {
      if (error instanceof ConflictError && error.kind === 'unique') {
        throw new AppError(409, 'CONFLICT', 'errors.conflict', {}, { slug: 'validation.invalid' });
      }
      throw error;
    }
  }

  removeTenantArticle(tenant: Tenant, slug: string): Promise<void> {
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await deleteTenantArticle(tx, tenant.id, slug))) throw Errors.notFound();
    });
  }

  settings(tenant: Tenant): Promise<HelpSettings> {
    return this.db.inTenant(tenant.id, async (tx) => ({ supportEmail: await supportEmail(tx, tenant.id) }));
  }

  saveSettings(tenant: Tenant, settings: HelpSettings): Promise<HelpSettings> {
    return this.db.inTenant(tenant.id, async (tx) => {
      await saveSupportEmail(tx, tenant.id, settings.supportEmail);
      return { supportEmail: settings.supportEmail };
    });
  }

  stats(tenant: Tenant, locale: Locale): Promise<HelpStats> {
    const since = new Date(this.now() - HELP_STATS_DAYS * DAY_MS);
    const percent = (yes: number, all: number) => (all === 0 ? null : Math.round((yes / all) * 1000) / 10);
    return this.db.inTenant(tenant.id, async (tx) => {
      const rows = await stats(tx, tenant.id, locale, since);
      return {
        days: HELP_STATS_DAYS,
        views: rows.totals.views,
        votes: rows.totals.votes,
        helpfulPercent: percent(rows.totals.helpful, rows.totals.votes),
        articles: rows.articles.map((a) => ({
          slug: a.slug,
          title: a.title,
          views: a.views,
          votes: a.votes,
          helpfulPercent: percent(a.helpful, a.votes),
        })),
        topSearches: rows.topSearches,
        zeroResultSearches: rows.zeroResultSearches,
      };
    });
  }
}
