import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTenantSlug, TENANT_SLUGS, type TenantSlug } from '@ponte/shared/tenants';
import { z } from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// `npm start -w` runs in apps/api; relative paths should mean what they meant where the person typed the command.
const LAUNCH_DIR = process.env.INIT_CWD ?? process.cwd();

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const tenantDomains = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map = new Map<string, TenantSlug>();
    for (const pair of (value ?? '').split(',').filter(Boolean)) {
      const [slug, domain] = pair.split('=').map((s) => s.trim().toLowerCase());
      if (!isTenantSlug(slug) || !domain) {
        ctx.addIssue({
          code: 'custom',
          message: `expected slug=domain pairs with slugs in ${TENANT_SLUGS.join(', ')}`,
        });
        return z.NEVER;
      }
      map.set(domain, slug);
    }
    return map;
  });

const DEV_SECRET = 'ponte-development-secret-not-for-production-use';

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto): `true` any (only when nothing but
 * the proxy can reach the API), a hop count ("1": the nearest proxy), or a comma-separated list of
 * proxy addresses or CIDR ranges. `false` (the default) trusts none.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === 'no') return false;
    if (v === 'true' || v === 'yes') return true;
    const hops = /^\d+$/.test(v) ? Number(v) : null;
    if (hops !== null && hops >= 1 && hops <= 10) return hops;
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (
      hops === null &&
      list.length > 0 &&
      list.every(
        (a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a) || a === 'loopback' || a === 'uniquelocal' || a === 'linklocal',
      )
    ) {
      return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'expected true, false, a hop count (1–10) or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

type RateLimitStore = { kind: 'memory' } | { kind: 'postgres' } | { kind: 'redis'; url: string };

function rateLimitStore(
  choice: 'auto' | RateLimitStore['kind'],
  redisUrl: string | undefined,
  databaseUrl: string | undefined,
): RateLimitStore {
  if (choice === 'redis' || (choice === 'auto' && redisUrl)) return { kind: 'redis', url: redisUrl! };
  if (choice === 'postgres' || (choice === 'auto' && databaseUrl)) return { kind: 'postgres' };
  return { kind: 'memory' };
}

/** Every setting the API reads, parsed once at start: a bad value stops the process with a clear message. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** The owner's connection, for migrations and start-up writes; requests use DATABASE_URL (ADR 0042). */
    MIGRATION_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
    DEFAULT_TENANT: z.enum(TENANT_SLUGS).default('sandbox'),
    BASE_DOMAIN: z.string().toLowerCase().optional(),
    TENANT_DOMAINS: tenantDomains,
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Ponte <nao-responda@ponte.local>'),
    APP_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SEED_DEMO: bool(false).optional(),
    /** Talents generated per tenant on top of one demo person per role (0 to skip). */
    DEMO_TALENTS: z.coerce.number().int().min(0).max(100_000).default(200),
    WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /**
     * Where rate-limit counters live (ADR 0046): `auto` is Redis with REDIS_URL, else PostgreSQL with
     * DATABASE_URL, else this process's memory (the embedded database serves one process).
     */
    RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'postgres', 'redis']).default('auto'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Where uploaded bytes live: `auto` is the database with DATABASE_URL, else DATA_DIR/files (ADR 0046). */
    FILE_STORAGE: z.enum(['auto', 'disk', 'database']).default('auto'),
    /** auto: pg-boss on PostgreSQL, in-process on the embedded database (ADR 0027). */
    JOB_RUNNER: z.enum(['auto', 'in-process', 'pg-boss']).default('auto'),
    /** How often the reminder job looks for waiting requests and stalled mentorships. */
    REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** A ViaCEP-compatible address lookup, `{cep}` standing for the eight digits; unset: no lookup (ADR 0033). */
    CEP_LOOKUP_URL: z
      .url()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .refine((url) => url.includes('{cep}'), 'must contain {cep} where the eight digits go')
      .optional(),
    CEP_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
      return z.NEVER;
    }
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MIGRATION_DATABASE_URL'],
        message: 'needs DATABASE_URL (the connection requests use)',
      });
      return z.NEVER;
    }
    if (env.RATE_LIMIT_STORE === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMIT_STORE'], message: 'redis needs REDIS_URL' });
      return z.NEVER;
    }
    if (env.RATE_LIMIT_STORE === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMIT_STORE'], message: 'postgres needs DATABASE_URL' });
      return z.NEVER;
    }
    if (env.JOB_RUNNER === 'pg-boss' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['JOB_RUNNER'], message: 'pg-boss needs DATABASE_URL (PostgreSQL)' });
      return z.NEVER;
    }
    const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    // Served over HTTPS in production: the browser is told to keep to it (HSTS) and the session
    // cookie takes the __Host- prefix (Secure, whole host, no Domain: no subdomain can set or read it).
    const strictTransport = production && publicUrl.protocol === 'https:';
    return {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir: resolve(LAUNCH_DIR, env.DATA_DIR),
      database: env.DATABASE_URL
        ? {
            driver: 'postgres' as const,
            url: env.DATABASE_URL,
            /** Without it, DATABASE_URL migrates too: fine for the tools, refused for serving (assertLeastPrivilege). */
            migrationUrl: env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL,
            poolMax: env.DATABASE_POOL_MAX,
            connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
            poolWaitMs: env.DATABASE_POOL_WAIT_MS,
          }
        : { driver: 'pglite' as const, dir: resolve(LAUNCH_DIR, env.DATA_DIR, 'pglite') },
      defaultTenant: env.DEFAULT_TENANT,
      baseDomain: env.BASE_DOMAIN,
      tenantDomains: env.TENANT_DOMAINS,
      publicUrl,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      secret: env.APP_SECRET ?? DEV_SECRET,
      /** The development secret is in the repository: a real database must not hold sessions signed with it. */
      secretGiven: env.APP_SECRET !== undefined,
      strictTransport,
      sessionCookie: strictTransport ? '__Host-ponte_session' : 'ponte_session',
      session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 },
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      // Demo people (one per role, with the published password) only on the embedded demo database,
      // never on a real one or in production unless asked for with SEED_DEMO=true.
      seedDemo: env.SEED_DEMO ?? (!production && !env.DATABASE_URL),
      demoTalents: env.DEMO_TALENTS,
      webDist: existsSync(resolve(LAUNCH_DIR, env.WEB_DIST)) ? resolve(LAUNCH_DIR, env.WEB_DIST) : undefined,
      rateLimits: {
        loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
        loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        store: rateLimitStore(env.RATE_LIMIT_STORE, env.REDIS_URL, env.DATABASE_URL),
      },
      fileStorage:
        env.FILE_STORAGE === 'auto' ? (env.DATABASE_URL ? ('database' as const) : ('disk' as const)) : env.FILE_STORAGE,
      jobs: {
        runner:
          env.JOB_RUNNER === 'auto'
            ? env.DATABASE_URL
              ? ('pg-boss' as const)
              : ('in-process' as const)
            : env.JOB_RUNNER,
        reminderIntervalMinutes: env.REMINDER_INTERVAL_MINUTES,
      },
      cepLookup: env.CEP_LOOKUP_URL ? { url: env.CEP_LOOKUP_URL, timeoutMs: env.CEP_LOOKUP_TIMEOUT_MS } : null,
    };
  });

export type Config = z.output<typeof configSchema>;
export type DatabaseConfig = Config['database'];

export class ConfigError extends Error {}

/**
 * What serving needs beyond a valid configuration: a real database only with a secret of its own
 * (the development one is published in the repository) and an owner's URL apart from the requests'
 * (the server then checks that the requests' login cannot escalate, server.ts). Tools (migrate, seed, the scale seed) do not
 * sign sessions and skip this.
 */
export function assertServable(config: Config): void {
  if (config.database.driver === 'postgres' && !config.secretGiven && config.env !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: is required with DATABASE_URL (at least 32 characters; the development secret is public)',
    );
  }
  // Requests sign in as DATABASE_URL's login, which can neither migrate nor own anything (ADR 0042).
  if (config.database.driver === 'postgres' && config.database.migrationUrl === config.database.url) {
    throw new ConfigError(
      'Invalid configuration:\n  MIGRATION_DATABASE_URL: is required with DATABASE_URL (the owner, for migrations; ' +
        'DATABASE_URL is the login requests use, which owns nothing and is no superuser)',
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
