import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  type CertificateVerification,
  holderInitials,
  normaliseCertificateCode,
} from '@ponte/shared/certificates.schema';
import type { IssuedCertificate } from '@ponte/shared/courses.schema';
import type { Locale } from '@ponte/shared/locales';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { AppError, Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { CompletionEvent } from '../courses/courses.service.ts';
import { decideKnown } from '../policy/policy.service.ts';
import type { Tenant, TenantDirectory } from '../tenant/tenant.service.ts';
import { certificatePdf } from './certificate-pdf.ts';
import * as repo from './certificates.repository.ts';

/** Per client address and minute: the JSON is one indexed read, the PDF some drawing. */
export const VERIFY_LIMIT = { max: 120, windowMs: 60_000 };
export const PDF_LIMIT = { max: 30, windowMs: 60_000 };

/** 12 characters of Crockford's base32 from 60 random bits, grouped XXXX-XXXX-XXXX. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // 32 symbols: the low five bits of a random byte are uniform.
  const plain = [...bytes].map((b) => CERTIFICATE_CODE_ALPHABET[b & 31]).join('');
  return normaliseCertificateCode(plain)!;
}

/** A São Paulo day, YYYY-MM-DD. */
function dayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);
}

/**
 * Writes a new certificate with a fresh code (in the caller's transaction): the listener below and the
 * demo issue through it. 2^60 codes make a collision all but impossible; one costs another draw.
 */
export async function issueCertificate(
  tx: Tx,
  values: repo.CertificateSnapshot & {
    tenantId: string;
    enrolmentId: number;
    userId: number;
    courseId: number;
    issuedAt: Date;
  },
  newCode: () => string = newCertificateCode,
): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const id = await repo.insertCertificate(tx, { ...values, code });
    if (id !== null) return { id, code };
  }
  throw new Error('could not draw a free certificate code');
}

export interface CertificatesOptions {
  now?: () => Date;
  /** Draws a code; tests make collisions with it. */
  newCode?: () => string;
}

/**
 * Certificates issued by Ponte (issue 13 §3; ADR 0038 "Certificates"): issued by the courses'
 * completion seam, verified by anyone with the code (first name and surname initial only), printed
 * as a PDF, revoked by an Admin with a reason.
 */
export class CertificatesService {
  private readonly now: () => Date;
  private readonly newCode: () => string;

  constructor(
    private readonly deps: { db: ScopedDatabase; tenants: TenantDirectory; limiter: RateLimiter },
    options: CertificatesOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newCode = options.newCode ?? newCertificateCode;
  }

  verificationUrl(tenant: Tenant, code: string): string {
    return `${this.deps.tenants.publicOrigin(tenant.slug)}/certificados/${code}`;
  }

  /**
   * The completion listener (CoursesService.onCompleted): in the writing transaction, issues the
   * enrolment's certificate when the course gives one, or answers the one it already has (a reopened
   * enrolment completed again keeps its code, with the course as it is now). A new one is told to the
   * person (bell and e-mail, after the commit).
   */
  async onCompleted(event: CompletionEvent): Promise<{ certificate: IssuedCertificate } | undefined> {
    if (!event.course.certificateOnCompletion) return undefined;
    const { tx, tenant } = event;
    const dates = await repo.classDates(tx, event.classeId);
    const snapshot = {
      courseName: event.course.name,
      workloadHours: event.course.workloadHours,
      classStart: dates.start,
      classEnd: dates.end,
    };
    const existing = await repo.findByEnrolment(tx, event.enrolmentId);
    if (existing) {
      await repo.refreshSnapshot(tx, existing.id, snapshot);
      return { certificate: this.issued(tenant, existing.code, existing.revokedAt !== null) };
    }
    const { code } = await issueCertificate(
      tx,
      {
        tenantId: tenant.id,
        enrolmentId: event.enrolmentId,
        userId: event.person.id,
        courseId: event.course.id,
        issuedAt: event.at,
        ...snapshot,
      },
      this.newCode,
    );
    event.notify({
      userIds: [event.person.id],
      kind: 'certificateIssued',
      params: { course: event.course.name, code },
      link: `/certificados/${code}`,
    });
    return { certificate: this.issued(tenant, code, false) };
  }

  private issued(tenant: Tenant, code: string, revoked: boolean): IssuedCertificate {
    return { code, verificationUrl: this.verificationUrl(tenant, code), revoked };
  }

  /** A person's certificates by enrolment id, for their courses (in the caller's transaction). */
  async byEnrolment(tx: Tx, tenant: Tenant, userId: number): Promise<Map<number, IssuedCertificate>> {
    const rows = await repo.listForUser(tx, userId);
    return new Map(rows.map((r) => [r.enrolmentId, this.issued(tenant, r.code, r.revokedAt !== null)]));
  }

  /** The person's valid certificates for the profile's list ("emitido pela plataforma"). */
  async forProfile(
    tx: Tx,
    tenant: Tenant,
    userId: number,
  ): Promise<{ id: number; courseName: string; issuedOn: string; url: string }[]> {
    const rows = await repo.listForUser(tx, userId);
    return rows
      .filter((r) => r.revokedAt === null)
      .map((r) => ({
        id: r.id,
        courseName: r.courseName,
        issuedOn: dayOf(r.issuedAt),
        url: this.verificationUrl(tenant, r.code),
      }));
  }

  /** The certificate a code names in this tenant; junk, unknown and another tenant's are all 404. */
  private async find(tenant: Tenant, raw: string): Promise<repo.CertificateWithHolder> {
    const code = normaliseCertificateCode(raw);
    if (!code) throw Errors.notFound();
    const found = await this.deps.db.inTenant(tenant.id, (tx) => repo.findByCode(tx, code));
    if (!found) throw Errors.notFound();
    return found;
  }

  /** GET /api/certificados/{code}: what anyone may know, nothing more (LGPD). */
  async verify(tenant: Tenant, raw: string, ip: string): Promise<CertificateVerification> {
    await this.deps.limiter.consume([{ key: `certificate:ip:${ip}`, limit: VERIFY_LIMIT }]);
    const c = await this.find(tenant, raw);
    return {
      holder: holderInitials(c.firstName, c.lastName),
      course: c.courseName,
      workloadHours: c.workloadHours,
      issuedOn: dayOf(c.issuedAt),
      issuer: tenant.definition.name,
      status: c.revokedAt === null ? 'valid' : 'revoked',
    };
  }

  /** GET /api/certificados/{code}.pdf: the printable certificate, in the reader's language. */
  async pdf(tenant: Tenant, raw: string, locale: Locale, ip: string): Promise<{ code: string; bytes: Uint8Array }> {
    await this.deps.limiter.consume([{ key: `certificate-pdf:ip:${ip}`, limit: PDF_LIMIT }]);
    const c = await this.find(tenant, raw);
    const bytes = await certificatePdf({
      locale,
      issuer: tenant.definition.name,
      colour: tenant.definition.primaryColor,
      holderName: `${c.firstName} ${c.lastName}`.trim(),
      course: c.courseName,
      workloadHours: c.workloadHours,
      classStart: c.classStart,
      classEnd: c.classEnd,
      issuedAt: c.issuedAt,
      code: c.code,
      verificationUrl: this.verificationUrl(tenant, c.code),
      revoked: c.revokedAt !== null,
    });
    return { code: c.code, bytes };
  }

  /** POST /api/certificados/{code}/revogar: Admin, with a reason; a second revoke is 409. */
  async revoke(tenant: Tenant, viewer: AuthenticatedUser, raw: string, reason: string): Promise<void> {
    const actor = { id: viewer.id, role: viewer.role };
    const { allowed } = decideKnown(tenant.slug, actor, new Set(['self'] as const), {}, ['enrolment.write']);
    if (!allowed['enrolment.write']) throw Errors.forbidden();
    const c = await this.find(tenant, raw);
    const done = await this.deps.db.inTenant(tenant.id, (tx) => repo.revoke(tx, c.id, reason, viewer.id, this.now()));
    if (!done) throw new AppError(409, 'CONFLICT', 'courses.certificate.alreadyRevoked');
  }
}
