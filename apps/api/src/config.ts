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
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
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
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SEED_DEMO: bool(false).optional(),
    /** Talents generated per tenant on top of one demo person per role (0 to skip). */
    DEMO_TALENTS: z.coerce.number().int().min(0).max(100_000).default(200),
    WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
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
    if (env.JOB_RUNNER === 'pg-boss' && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['JOB_RUNNER'], message: 'pg-boss needs DATABASE_URL (PostgreSQL)' });
      return z.NEVER;
    }
    const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
    return {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir: resolve(LAUNCH_DIR, env.DATA_DIR),
      database: env.DATABASE_URL
        ? {
            driver: 'postgres' as const,
            url: env.DATABASE_URL,
            poolMax: env.DATABASE_POOL_MAX,
            connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          }
        : { driver: 'pglite' as const, dir: resolve(LAUNCH_DIR, env.DATA_DIR, 'pglite') },
      defaultTenant: env.DEFAULT_TENANT,
      baseDomain: env.BASE_DOMAIN,
      tenantDomains: env.TENANT_DOMAINS,
      publicUrl,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      secret: env.APP_SECRET ?? DEV_SECRET,
      session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 },
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      // Demo data never lands in production by accident: it must be asked for there.
      seedDemo: env.SEED_DEMO ?? !production,
      demoTalents: env.DEMO_TALENTS,
      webDist: existsSync(resolve(LAUNCH_DIR, env.WEB_DIST)) ? resolve(LAUNCH_DIR, env.WEB_DIST) : undefined,
      rateLimits: { loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP, loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT },
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
