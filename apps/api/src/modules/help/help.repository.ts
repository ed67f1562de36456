import type { HelpCategory } from '@ponte/shared/help.schema';
import type { Locale } from '@ponte/shared/locales';
import type { Role } from '@ponte/shared/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';

/**
 * The help centre's reads and writes (ADR 0040). An article is read in the caller's language, else in
 * Portuguese; a tenant's article hides a product article of the same slug; one limited to roles the
 * caller lacks is never selected. Search is PostgreSQL full-text search over `search_vector` (the
 * normalised text, parsed with the language's configuration) with a prefix query.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The text search configuration of a language. */
export function searchConfig(locale: Locale): string {
  return locale === 'en-US' ? 'english' : locale === 'es-MX' ? 'spanish' : 'portuguese';
}

const CONFIG_OF_LOCALE = sql`(case t.locale when 'en-US' then 'english' when 'es-MX' then 'spanish' else 'portuguese' end)::regconfig`;

export interface ArticleRow {
  id: number;
  slug: string;
  category: HelpCategory;
  institution: boolean;
  locale: Locale;
  title: string;
  body_html: string;
  updated_at: string;
}

/** The articles the caller may read, one text each (their language, else pt-BR), the tenant's over the product's. */
function readable(locale: Locale, role: Role, where: SQL = sql`true`): SQL {
  return sql`
    with chosen as (
      select distinct on (a.id) a.id, a.slug, a.category, a.tenant_id, a.position, a.updated_at,
             t.locale, t.title, t.body_html, t.search_vector
      from help_articles a join help_article_texts t on t.article_id = a.id
      where (cardinality(a.roles) = 0 or ${role} = any(a.roles)) and ${where}
      order by a.id, (t.locale = ${locale}) desc, (t.locale = 'pt-BR') desc
    ), visible as (
      select distinct on (slug) * from chosen order by slug, (tenant_id is null)
    )`;
}

const ARTICLE_COLUMNS = sql`id, slug, category, tenant_id is not null as institution, locale, title, body_html,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

export async function listArticles(tx: Tx, locale: Locale, role: Role): Promise<ArticleRow[]> {
  return rowsOf<ArticleRow>(
    await tx.execute(
      sql`${readable(locale, role)} select ${ARTICLE_COLUMNS} from visible order by category, position, title`,
    ),
  );
}

/** `query`: words (letters and digits only) joined as a prefix conjunction, e.g. `certificacao:*`. */
export async function searchArticles(tx: Tx, locale: Locale, role: Role, query: string): Promise<ArticleRow[]> {
  return rowsOf<ArticleRow>(
    await tx.execute(sql`${readable(locale, role)}
      select ${ARTICLE_COLUMNS}, ts_rank(search_vector, q) as rank
      from visible t, lateral (select to_tsquery(${CONFIG_OF_LOCALE}, ${query}) as q) query
      where search_vector @@ q
      order by rank desc, position, title
      limit 50`),
  );
}

export async function contextArticles(tx: Tx, locale: Locale, role: Role, route: string): Promise<ArticleRow[]> {
  return rowsOf<ArticleRow>(
    await tx.execute(
      sql`${readable(locale, role, sql`${route} = any(a.routes)`)} select ${ARTICLE_COLUMNS} from visible order by (tenant_id is null), position, title limit 20`,
    ),
  );
}

export async function findArticle(tx: Tx, locale: Locale, role: Role, slug: string): Promise<ArticleRow | undefined> {
  const [row] = rowsOf<ArticleRow>(
    await tx.execute(sql`${readable(locale, role, sql`a.slug = ${slug}`)} select ${ARTICLE_COLUMNS} from visible`),
  );
  return row;
}

export async function recordView(tx: Tx, tenantId: string, articleId: number): Promise<void> {
  await tx.execute(sql`insert into help_views (tenant_id, article_id) values (${tenantId}, ${articleId})`);
}

export async function recordSearch(tx: Tx, tenantId: string, query: string, resultCount: number): Promise<void> {
  await tx.execute(
    sql`insert into help_searches (tenant_id, query, result_count) values (${tenantId}, ${query}, ${resultCount})`,
  );
}

export interface VoteRow {
  helpful: boolean;
  comment: string | null;
}

export async function findVote(tx: Tx, userId: number, articleId: number): Promise<VoteRow | undefined> {
  const [row] = rowsOf<VoteRow>(
    await tx.execute(
      sql`select helpful, comment from help_votes where user_id = ${userId} and article_id = ${articleId}`,
    ),
  );
  return row;
}

export async function upsertVote(
  tx: Tx,
  tenantId: string,
  userId: number,
  articleId: number,
  vote: VoteRow,
): Promise<VoteRow> {
  const [row] = rowsOf<VoteRow>(
    await tx.execute(sql`
      insert into help_votes (tenant_id, user_id, article_id, helpful, comment)
      values (${tenantId}, ${userId}, ${articleId}, ${vote.helpful}, ${vote.comment})
      on conflict (tenant_id, user_id, article_id)
      do update set helpful = excluded.helpful, comment = excluded.comment, updated_at = now()
      returning helpful, comment`),
  );
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Writing articles: product ones as the owner at start-up, the tenant's own through the app role.
// ---------------------------------------------------------------------------------------------

export interface ArticleText {
  locale: Locale;
  title: string;
  bodyHtml: string;
  /** Normalised (normaliseHelpText) title and keywords: weight A. */
  heading: string;
  /** Normalised body text: weight C. */
  body: string;
}

export interface ArticleWrite {
  slug: string;
  category: HelpCategory;
  roles: readonly Role[];
  routes: readonly string[];
  position: number;
  texts: readonly ArticleText[];
}

const varcharArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::varchar[]`;

async function writeTexts(tx: Tx, articleId: number, tenantId: string | null, texts: readonly ArticleText[]) {
  await tx.execute(sql`delete from help_article_texts where article_id = ${articleId}`);
  for (const text of texts) {
    const config = searchConfig(text.locale);
    await tx.execute(sql`
      insert into help_article_texts (article_id, tenant_id, locale, title, body_html, search_vector)
      values (${articleId}, ${tenantId}, ${text.locale}, ${text.title}, ${text.bodyHtml},
        setweight(to_tsvector(${config}::regconfig, ${text.heading}), 'A')
        || setweight(to_tsvector(${config}::regconfig, ${text.body}), 'C'))`);
  }
}

/** Brings the product articles to what the repository ships: upserts by slug, deletes the ones gone. */
export async function syncProductArticles(tx: Tx, articles: readonly ArticleWrite[]): Promise<void> {
  const slugs = articles.map((a) => a.slug);
  await tx.execute(sql`delete from help_articles where tenant_id is null and not (slug = any(${varcharArray(slugs)}))`);
  for (const article of articles) {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into help_articles (slug, category, roles, routes, position)
        values (${article.slug}, ${article.category}, ${varcharArray(article.roles)}, ${varcharArray(article.routes)}, ${article.position})
        on conflict (slug) where tenant_id is null
        do update set category = excluded.category, roles = excluded.roles, routes = excluded.routes,
          position = excluded.position, updated_at = now()
        returning id`),
    );
    await writeTexts(tx, row!.id, null, article.texts);
  }
}

export interface TenantArticleRow {
  id: number;
  slug: string;
  category: HelpCategory;
  roles: Role[];
  routes: string[];
  updated_at: string;
  texts: { locale: Locale; title: string; body_html: string }[];
}

export async function listTenantArticles(tx: Tx, tenantId: string, slug?: string): Promise<TenantArticleRow[]> {
  return rowsOf<TenantArticleRow>(
    await tx.execute(sql`
      select a.id, a.slug, a.category, a.roles, a.routes,
        to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        coalesce((select json_agg(json_build_object('locale', t.locale, 'title', t.title, 'body_html', t.body_html))
                  from help_article_texts t where t.article_id = a.id), '[]'::json) as texts
      from help_articles a
      where a.tenant_id = ${tenantId} ${slug === undefined ? sql`` : sql`and a.slug = ${slug}`}
      order by a.category, a.position, a.slug`),
  );
}

export async function insertTenantArticle(tx: Tx, tenantId: string, article: ArticleWrite): Promise<void> {
  const [row] = rowsOf<{ id: number }>(
    await guardWrite(
      tx.execute(sql`
        insert into help_articles (tenant_id, slug, category, roles, routes, position)
        values (${tenantId}, ${article.slug}, ${article.category}, ${varcharArray(article.roles)}, ${varcharArray(article.routes)}, ${article.position})
        returning id`),
    ),
  );
  await writeTexts(tx, row!.id, tenantId, article.texts);
}

/** False when the tenant has no article of that slug. */
export async function updateTenantArticle(
  tx: Tx,
  tenantId: string,
  slug: string,
  article: ArticleWrite,
): Promise<boolean> {
  const [row] = rowsOf<{ id: number }>(
    await guardWrite(
      tx.execute(sql`
        update help_articles set slug = ${article.slug}, category = ${article.category},
          roles = ${varcharArray(article.roles)}, routes = ${varcharArray(article.routes)}, updated_at = now()
        where tenant_id = ${tenantId} and slug = ${slug}
        returning id`),
    ),
  );
  if (!row) return false;
  await writeTexts(tx, row.id, tenantId, article.texts);
  return true;
}

export async function deleteTenantArticle(tx: Tx, tenantId: string, slug: string): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`delete from help_articles where tenant_id = ${tenantId} and slug = ${slug} returning id`),
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Support address and statistics.
// ---------------------------------------------------------------------------------------------

export async function supportEmail(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = rowsOf<{ support_email: string | null }>(
    await tx.execute(sql`select support_email from tenant_settings where tenant_id = ${tenantId}`),
  );
  return row?.support_email ?? null;
}

export async function saveSupportEmail(tx: Tx, tenantId: string, email: string | null): Promise<void> {
  await tx.execute(sql`
    insert into tenant_settings (tenant_id, support_email) values (${tenantId}, ${email})
    on conflict (tenant_id) do update set support_email = excluded.support_email, updated_at = now()`);
}

/** The tenant's active Admins, oldest first: where support mail goes when no address is set. */
export async function adminEmails(tx: Tx, tenantId: string): Promise<string[]> {
  return rowsOf<{ email: string }>(
    await tx.execute(sql`
      select email from users where tenant_id = ${tenantId} and role = 'Admin' and status = 'active'
      order by id limit 5`),
  ).map((r) => r.email);
}

export interface StatsRows {
  totals: { views: number; votes: number; helpful: number };
  articles: { slug: string; title: string; views: number; votes: number; helpful: number }[];
  topSearches: { query: string; count: number; results: number }[];
  zeroResultSearches: { query: string; count: number }[];
}

export async function stats(tx: Tx, tenantId: string, locale: Locale, since: Date): Promise<StatsRows> {
  const from = since.toISOString();
  const articles = rowsOf<StatsRows['articles'][number]>(
    await tx.execute(sql`
      with v as (select article_id, count(*)::int as n from help_views
                 where tenant_id = ${tenantId} and viewed_at >= ${from}::timestamptz group by article_id),
           h as (select article_id, count(*)::int as n, (count(*) filter (where helpful))::int as yes from help_votes
                 where tenant_id = ${tenantId} and updated_at >= ${from}::timestamptz group by article_id)
      select a.slug,
        (select t.title from help_article_texts t where t.article_id = a.id
         order by (t.locale = ${locale}) desc, (t.locale = 'pt-BR') desc limit 1) as title,
        coalesce(v.n, 0) as views, coalesce(h.n, 0) as votes, coalesce(h.yes, 0) as helpful
      from help_articles a left join v on v.article_id = a.id left join h on h.article_id = a.id
      where v.n is not null or h.n is not null
      order by coalesce(v.n, 0) desc, a.slug
      limit 50`),
  );
  const topSearches = rowsOf<StatsRows['topSearches'][number]>(
    await tx.execute(sql`
      select query, count(*)::int as count, max(result_count)::int as results from help_searches
      where tenant_id = ${tenantId} and searched_at >= ${from}::timestamptz
      group by query order by count(*) desc, query limit 20`),
  );
  const zeroResultSearches = rowsOf<StatsRows['zeroResultSearches'][number]>(
    await tx.execute(sql`
      select query, count(*)::int as count from help_searches
      where tenant_id = ${tenantId} and searched_at >= ${from}::timestamptz and result_count = 0
      group by query order by count(*) desc, query limit 20`),
  );
  const [totals] = rowsOf<StatsRows['totals']>(
    await tx.execute(sql`
      select (select count(*)::int from help_views where tenant_id = ${tenantId} and viewed_at >= ${from}::timestamptz) as views,
             count(*)::int as votes, (count(*) filter (where helpful))::int as helpful
      from help_votes where tenant_id = ${tenantId} and updated_at >= ${from}::timestamptz`),
  );
  return { totals: totals!, articles, topSearches, zeroResultSearches };
}
