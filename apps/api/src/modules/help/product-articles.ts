import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_CATEGORIES, HELP_SLUG_PATTERN, type HelpCategory } from '@ponte/shared/help.schema';
import { LOCALES, type Locale } from '@ponte/shared/locales';
import { ROLES, type Role } from '@ponte/shared/roles';
import { Marked } from 'marked';
import { sanitiseRichText } from '../follow-up/rich-text.ts';

/**
 * The product's own help articles (issue 14 §2; ADR 0040): `articles/<slug>.<locale>.md`, one file per
 * language, each with front matter (title, category, roles, routes, position, keywords). Rendered by
 * marked and passed through the rich-text sanitiser, so they obey the same allow-list as the tenants'.
 */
export interface ProductArticle {
  slug: string;
  category: HelpCategory;
  roles: Role[];
  routes: string[];
  position: number;
  texts: { locale: Locale; title: string; keywords: string; bodyHtml: string }[];
}

const ARTICLES_DIR = fileURLToPath(new URL('./articles', import.meta.url));
const markdown = new Marked({ gfm: true, breaks: false });

interface FrontMatter {
  title: string;
  category: string;
  roles: string[];
  routes: string[];
  position: number;
  keywords: string;
}

/** The small YAML subset the articles use: `key: value` and `key: [a, b]`. */
export function parseFrontMatter(source: string, file: string): { meta: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error(`${file}: no front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const list = (value = '') =>
    value
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const title = fields.get('title');
  if (!title) throw new Error(`${file}: no title`);
  return {
    meta: {
      title,
      category: fields.get('category') ?? '',
      roles: list(fields.get('roles')),
      routes: list(fields.get('routes')),
      position: Number(fields.get('position') ?? 0),
      keywords: fields.get('keywords') ?? '',
    },
    body: source.slice(match[0].length),
  };
}

export function renderMarkdown(body: string): string {
  return sanitiseRichText(markdown.parse(body, { async: false }));
}

/** Every product article, checked: a file with an unknown category, role or locale stops the start. */
export function loadProductArticles(dir = ARTICLES_DIR): ProductArticle[] {
  const bySlug = new Map<string, ProductArticle>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const [, slug, locale] = /^(.+)\.([a-z]{2}-[A-Z]{2})\.md$/.exec(file) ?? [];
    if (!slug || !HELP_SLUG_PATTERN.test(slug) || !(LOCALES as readonly string[]).includes(locale ?? '')) {
      throw new Error(`help article ${file}: expected <slug>.<locale>.md`);
    }
    const { meta, body } = parseFrontMatter(readFileSync(join(dir, file), 'utf8'), file);
    if (!(HELP_CATEGORIES as readonly string[]).includes(meta.category)) throw new Error(`${file}: unknown category`);
    const unknownRole = meta.roles.find((r) => !(ROLES as readonly string[]).includes(r));
    if (unknownRole) throw new Error(`${file}: unknown role ${unknownRole}`);
    const article = bySlug.get(slug) ?? {
      slug,
      category: meta.category as HelpCategory,
      roles: meta.roles as Role[],
      routes: meta.routes,
      position: meta.position,
      texts: [],
    };
    // The Portuguese file is the reference for what the languages share.
    if (locale === 'pt-BR') {
      Object.assign(article, {
        category: meta.category,
        roles: meta.roles,
        routes: meta.routes,
        position: meta.position,
      });
    }
    article.texts.push({
      locale: locale as Locale,
      title: meta.title,
      keywords: meta.keywords,
      bodyHtml: renderMarkdown(body),
    });
    bySlug.set(slug, article);
  }
  for (const article of bySlug.values()) {
    if (!article.texts.some((t) => t.locale === 'pt-BR')) throw new Error(`help article ${article.slug}: no pt-BR`);
  }
  return [...bySlug.values()];
}
