import type {
  ChangePasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SessionResponse,
} from '@ponte/shared/auth.schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ponte/shared/locales';
import { permissionsOf } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import { VERIFICATION_CODE_LENGTH } from '@ponte/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthContext, AuthenticatedUser } from '../../http/request-context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { emailChangedMail, invitationMail, resetPasswordMail, verificationCodeMail } from '../../mail/templates.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../security/password.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import { hmac, randomDigits, randomToken, safeEqual, sha256 } from '../../security/tokens.ts';
import type { Tenant, TenantDirectory } from '../tenant/tenant.service.ts';
import * as repo from './auth.repository.ts';
import type { SessionCheckCache } from './session-check-cache.ts';

const MINUTE = 60_000;
const RESET_TOKEN_TTL = 30 * MINUTE;
/** An invitation waits for someone who may not read mail every day: a week, then an Admin resends it. */
export const INVITATION_TTL = 7 * 24 * 60 * MINUTE;
const CODE_TTL = 10 * MINUTE;
const CODE_MAX_ATTEMPTS = 5;
const WINDOW = 15 * MINUTE;
/** What a session cookie's value looks like (32 random bytes, base64url); anything else is no session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;
/** Writing last_seen_at on every request would turn each read into a write; a minute's precision is plenty. */
const TOUCH_EVERY = MINUTE;

export interface AuthServiceDeps {
  db: ScopedDatabase;
  tenants: TenantDirectory;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Pick<Config, 'session' | 'secret' | 'rateLimits'>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The embedded database's kept session answers (SessionCheckCache); none with PostgreSQL. */
  sessionCache?: SessionCheckCache;
}

/** A reset (or invitation) token for the user; issuing one kills every older one. */
async function issueResetToken(tx: Tx, tenantId: string, userId: number, token: string, now: Date, ttl: number) {
  await repo.invalidateResetTokens(tx, userId, now);
  await repo.insertResetToken(tx, {
    tenantId,
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + ttl),
  });
}

export class AuthService {
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async login(
    tenant: Tenant,
    input: LoginRequest,
    client: { ip: string; userAgent: string | undefined },
    /** The session cookie the browser already held, if any: it ends with this sign-in. */
    previousToken?: string,
  ): Promise<{ token: string; session: SessionResponse }> {
    const { limiter, config } = this.deps;
    // Every attempt from an address counts; against an account, only the failures of that address do,
    // so someone guessing a person's password locks only themselves out, never the owner (issue 15 §1).
    const fromAddress = {
      key: `login:ip:${client.ip}`,
      limit: { max: config.rateLimits.loginPerIp, windowMs: WINDOW },
    };
    const failures = {
      key: `login:failures:${tenant.id}:${input.email.toLowerCase()}:${client.ip}`,
      limit: { max: config.rateLimits.loginPerAccount, windowMs: WINDOW },
    };
    await limiter.check([failures]);
    await limiter.consume([fromAddress]);
    const user = await this.deps.db.inTenant(tenant.id, (tx) => repo.findUserByEmail(tx, input.email));
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDecoy(input.password);
    if (!user || !valid) {
      await limiter.hit([failures]);
      throw Errors.invalidCredentials();
    }
    if (user.status !== 'active') throw Errors.accountInactive();
    await limiter.reset(failures);

    // A fresh id at every sign-in: a session id planted before login is worthless after it.
    const token = randomToken();
    const now = this.now();
    await this.deps.db.inTenant(tenant.id, async (tx) => {
      // One browser, one session: the one it held (perhaps someone else's on a shared computer) ends here.
      if (previousToken && TOKEN_SHAPE.test(previousToken)) await repo.revokeSession(tx, sha256(previousToken), now);
      await repo.insertSession(tx, {
        idHash: sha256(token),
        tenantId: tenant.id,
        userId: user.id,
        expiresAt: new Date(now.getTime() + config.session.absoluteMs),
        userAgent: client.userAgent?.slice(0, 255) ?? null,
      });
      await repo.recordLogin(tx, user.id, now);
    });
    const authUser = toAuthenticatedUser(user);
    if (!authUser.emailVerified) await this.sendCodeIfNone(tenant, authUser);
    return { token, session: this.presentSession(tenant, authUser, user.photoKey) };
  }

  /** The session behind a cookie value, if it is live: not revoked, within idle and absolute expiry. */
  async authenticate(tenant: Tenant, token: string): Promise<AuthContext | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const idHash = sha256(token);
    const now = this.now();
    const at = {
      now,
      idleCutoff: new Date(now.getTime() - this.deps.config.session.idleMs),
      touchBefore: new Date(now.getTime() - TOUCH_EVERY),
    };
    const cache = this.deps.sessionCache;
    const key = `${tenant.id}:${idHash}`;
    let found = cache?.get(key, at);
    if (!found) {
      const generation = cache?.generation ?? 0;
      found = await repo.findLiveSession(this.deps.db, tenant.id, { idHash, ...at });
      if (found) cache?.keep(key, generation, found);
    }
    return found ? { sessionIdHash: idHash, user: toAuthenticatedUser(found.user), photoKey: found.photoKey } : null;
  }

  /**
   * PUT /api/auth/senha: the current password proves it is the person (not someone at an unlocked
   * screen); the new one takes effect at once and every other session of theirs ends, this one stays.
   */
  async changePassword(tenant: Tenant, auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
    const failures = {
      key: `password:failures:${tenant.id}:${auth.user.id}`,
      limit: { max: this.deps.config.rateLimits.loginPerAccount, windowMs: WINDOW },
    };
    await this.deps.limiter.check([failures]);
    const user = await this.deps.db.inTenant(tenant.id, (tx) => repo.findUserByEmail(tx, auth.user.email));
    if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.deps.limiter.hit([failures]);
      throw Errors.invalidFields({ currentPassword: 'auth.changePassword.currentWrong' });
    }
    if (input.password === input.currentPassword) {
      throw Errors.invalidFields({ password: 'auth.changePassword.samePassword' });
    }
    await this.deps.limiter.reset(failures);
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    await this.deps.db.inTenant(tenant.id, async (tx) => {
      await repo.setPassword(tx, user.id, passwordHash);
      await repo.revokeOtherSessions(tx, user.id, auth.sessionIdHash, now);
      // A reset link mailed earlier must not undo the change.
      await repo.invalidateResetTokens(tx, user.id, now);
    });
  }

  async logout(tenant: Tenant, auth: AuthContext): Promise<void> {
    await this.deps.db.inTenant(tenant.id, (tx) => repo.revokeSession(tx, auth.sessionIdHash, this.now()));
  }

  presentSession(tenant: Tenant, user: AuthenticatedUser, photo: string | null): SessionResponse {
    return {
      userId: user.id,
      publicId: user.publicId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      position: user.position,
      role: user.role,
      tenant: tenant.slug,
      language: user.language,
      emailVerified: user.emailVerified,
      photo,
      permissions: permissionsOf(tenant.slug, user.role),
    };
  }

  /** Same answer, same work, whether or not the email has an account. */
  async forgotPassword(tenant: Tenant, email: string, ip: string): Promise<void> {
    await this.deps.limiter.consume([
      { key: `forgot:ip:${ip}`, limit: { max: 20, windowMs: WINDOW } },
      { key: `forgot:account:${tenant.id}:${email}`, limit: { max: 5, windowMs: WINDOW } },
    ]);
    const token = randomToken();
    const user = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const found = await repo.findUserByEmail(tx, email);
      if (found?.status !== 'active') return undefined;
      await issueResetToken(tx, tenant.id, found.id, token, this.now(), RESET_TOKEN_TTL);
      return found;
    });
    if (!user) return;
    const link = this.resetLink(tenant, token);
    const mail = resetPasswordMail({
      locale: localeOf(user.language),
      to: user.email,
      firstName: user.firstName,
      tenantName: tenant.definition.name,
      link,
    });
    // Not awaited: a slow mail server must not make "account exists" measurably slower than "no account".
    this.deps.mailer.send(mail).catch((err) => this.deps.log.error({ err }, 'could not send reset email'));
  }

  async resetPassword(tenant: Tenant, input: ResetPasswordRequest, ip: string): Promise<void> {
    await this.deps.limiter.consume([{ key: `reset:ip:${ip}`, limit: { max: 30, windowMs: WINDOW } }]);
    const tokenHash = sha256(input.token);
    // Check first so a dead token costs no argon2 work; the consume below is what makes it single-use.
    const live = await this.deps.db.inTenant(tenant.id, (tx) => repo.findLiveResetToken(tx, tokenHash, this.now()));
    if (!live) throw Errors.invalidToken();
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const changed = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const userId = await repo.consumeResetToken(tx, tokenHash, now);
      if (userId === undefined) return false;
      await repo.setPassword(tx, userId, passwordHash);
      await repo.markEmailVerifiedIfUnset(tx, userId, now);
      await repo.revokeUserSessions(tx, userId, now);
      await repo.invalidateResetTokens(tx, userId, now);
      return true;
    });
    if (!changed) throw Errors.invalidToken();
  }

  /**
   * Mails a new account's set-password link: a reset token that lives INVITATION_TTL, on the reset
   * page (convite=1 switches its wording). Setting the password there also confirms the email.
   */
  async invite(tenant: Tenant, user: { id: number; email: string; firstName: string }, locale: Locale): Promise<void> {
    const token = randomToken();
    await this.deps.db.inTenant(tenant.id, (tx) =>
      issueResetToken(tx, tenant.id, user.id, token, this.now(), INVITATION_TTL),
    );
    const link = `${this.resetLink(tenant, token)}&convite=1`;
    await this.deps.mailer.send(
      invitationMail({ locale, to: user.email, firstName: user.firstName, tenantName: tenant.definition.name, link }),
    );
  }

  private resetLink(tenant: Tenant, token: string): string {
    return `${this.deps.tenants.publicOrigin(tenant.slug)}/acesso/redefinir-senha?token=${encodeURIComponent(token)}`;
  }

  /** Tells a person's former address that an Admin moved their account to another one. */
  async tellEmailChanged(
    tenant: Tenant,
    user: { formerEmail: string; email: string; firstName: string },
    locale: Locale,
  ): Promise<void> {
    await this.deps.mailer.send(
      emailChangedMail({
        locale,
        to: user.formerEmail,
        firstName: user.firstName,
        tenantName: tenant.definition.name,
        newEmail: user.email,
      }),
    );
  }

  async verifyEmail(tenant: Tenant, auth: AuthContext, code: string, ip: string): Promise<void> {
    await this.deps.limiter.consume([
      { key: `code:ip:${ip}`, limit: { max: 50, windowMs: WINDOW } },
      { key: `code:account:${tenant.id}:${auth.user.id}`, limit: { max: 15, windowMs: WINDOW } },
    ]);
    if (auth.user.emailVerified) return;
    const now = this.now();
    const outcome = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const live = await repo.findLiveCode(tx, auth.user.id, now);
      if (!live) return 'invalid' as const;
      if (live.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted' as const;
      if (!safeEqual(live.codeHash, this.codeHash(auth.user.id, code))) {
        // Committed even though the request fails: the try counts.
        await repo.recordCodeAttempt(tx, live.id);
        return live.attempts + 1 >= CODE_MAX_ATTEMPTS ? ('exhausted' as const) : ('invalid' as const);
      }
      await repo.markCodeUsed(tx, live.id, now);
      await repo.markEmailVerified(tx, auth.user.id, now);
      return 'ok' as const;
    });
    if (outcome === 'exhausted') throw Errors.invalidCode('errors.tooManyCodeAttempts');
    if (outcome === 'invalid') throw Errors.invalidCode();
  }

  async resendCode(tenant: Tenant, auth: AuthContext, ip: string): Promise<void> {
    await this.deps.limiter.consume([
      { key: `resend:ip:${ip}`, limit: { max: 20, windowMs: WINDOW } },
      { key: `resend:account:${tenant.id}:${auth.user.id}`, limit: { max: 5, windowMs: WINDOW } },
    ]);
    if (auth.user.emailVerified) return;
    await this.issueCode(tenant, auth.user);
  }

  /** Deletes sessions, reset tokens and codes that expired over a day ago, tenant by tenant (RLS applies here too). */
  async purgeExpired(): Promise<void> {
    const before = new Date(this.now().getTime() - 24 * 60 * MINUTE);
    for (const tenant of this.deps.tenants.all()) {
      await this.deps.db.inTenant(tenant.id, (tx) => repo.purgeExpired(tx, before));
    }
  }

  private async sendCodeIfNone(tenant: Tenant, user: AuthenticatedUser): Promise<void> {
    const live = await this.deps.db.inTenant(tenant.id, (tx) => repo.findLiveCode(tx, user.id, this.now()));
    if (!live) await this.issueCode(tenant, user);
  }

  private async issueCode(tenant: Tenant, user: AuthenticatedUser): Promise<void> {
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const now = this.now();
    await this.deps.db.inTenant(tenant.id, async (tx) => {
      await repo.invalidateCodes(tx, user.id, now);
      await repo.insertCode(tx, {
        tenantId: tenant.id,
        userId: user.id,
        codeHash: this.codeHash(user.id, code),
        expiresAt: new Date(now.getTime() + CODE_TTL),
      });
    });
    await this.deps.mailer.send(
      verificationCodeMail({
        locale: user.language,
        to: user.email,
        firstName: user.firstName,
        tenantName: tenant.definition.name,
        code,
      }),
    );
  }

  private codeHash(userId: number, code: string): string {
    return hmac(this.deps.config.secret, `email-code:${userId}:${code}`);
  }
}

function localeOf(value: string | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function toAuthenticatedUser(row: repo.UserRecord): AuthenticatedUser {
  if (!(ROLES as readonly string[]).includes(row.role)) throw new Error(`unknown role ${row.role}`);
  return {
    id: row.id,
    publicId: row.publicId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    position: row.position,
    role: row.role as Role,
    emailVerified: row.emailVerifiedAt !== null,
    language: localeOf(row.language),
  };
}
