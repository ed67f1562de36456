import { PassThrough, type Readable } from 'node:stream';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ponte/shared/locales';
import {
  type Consent,
  type ConsentPurpose,
  type DeletionQueue,
  type DeletionQueueItem,
  type DeletionRequest,
  MY_DATA_COUNTS,
  type MyData,
  type MyDataSummary,
  type PrivacyStatus,
  SENSITIVE_CONSENT_VERSION,
} from '@ponte/shared/privacy.schema';
import type { Role } from '@ponte/shared/roles';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthContext, AuthenticatedUser } from '../../http/request-context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type PrivacyMailKind, privacyMail } from '../../mail/templates.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { lockActiveAdminIds } from '../users/user.repository.ts';
import * as repo from './privacy.repository.ts';

const SENSITIVE: ConsentPurpose = 'sensitiveData';
const lastAdmin = () => Errors.conflict('privacy.errors.lastAdmin');

export interface PrivacyServiceDeps {
  db: ScopedDatabase;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now?: () => Date;
}

interface Recipient {
  email: string;
  firstName: string;
  language: string | null;
}

function consentOf(row: repo.ConsentRow): Consent {
  return {
    purpose: row.purpose as ConsentPurpose,
    version: row.version,
    grantedAt: row.grantedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** A raw query's timestamps may come as text or as dates depending on the driver: one ISO form out. */
const iso = (value: Date | string) => new Date(value).toISOString();

function deletionOf(row: repo.DeletionRow): DeletionRequest {
  return {
    id: row.id,
    status: row.status as DeletionRequest['status'],
    requestedAt: iso(row.requestedAt),
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
  };
}

function queueItemOf(row: repo.QueueRow): DeletionQueueItem {
  return {
    ...deletionOf(row),
    person: row.anonymisedAt
      ? null
      : {
          publicId: row.publicId,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          role: row.role as Role,
        },
    decidedBy: row.decidedByName,
  };
}

/** A file's name inside the ZIP: its kind, when it was sent, and the extension its content type gives. */
function zipName(file: repo.PersonFile, index: number): string {
  const extension = file.contentType === 'application/pdf' ? 'pdf' : 'jpg';
  const day = file.createdAt.toISOString().slice(0, 10);
  return `arquivos/${String(index + 1).padStart(2, '0')}-${file.kind}-${day}.${extension}`;
}

/**
 * Each person's rights over their data (LGPD Art. 18; ADR 0044): seeing and taking a copy of it, the
 * sensitive-data consent, and deletion, which the person asks for and an Admin confirms. Every request
 * and its answer goes to the audit log, refusals too, and the person gets an e-mail.
 */
export class PrivacyService {
  private readonly now: () => Date;

  constructor(private readonly deps: PrivacyServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // --- See and take a copy ---------------------------------------------------------------------

  async myData(tenant: Tenant, auth: AuthContext, format: 'json' | 'zip' = 'json'): Promise<MyData> {
    const data = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const collected = await this.collect(tx, tenant, auth.user.id);
      await this.audit(tx, tenant, auth.user, 'privacy.export', { format, outcome: 'answered' });
      return collected;
    });
    await this.tell(
      tenant,
      { email: auth.user.email, firstName: auth.user.firstName, language: auth.user.language },
      'export',
    );
    return data;
  }

  /**
   * The copy as a ZIP: dados.json and the person's files, streamed as they are read (a file's bytes are
   * fetched only when the archive reaches it).
   */
  async myDataZip(tenant: Tenant, auth: AuthContext): Promise<Readable> {
    const data = await this.myData(tenant, auth, 'zip');
    const files = await this.deps.db.inTenant(tenant.id, (tx) => repo.listPersonFiles(tx, auth.user.id));
    const zip = new ZipFile();
    const output = new PassThrough();
    zip.outputStream.pipe(output);
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), 'dados.json');
    const addFiles = async () => {
      for (const [index, file] of files.entries()) {
        const bytes = await this.deps.storage.get(tenant.id, file.storageKey);
        // A row whose bytes are gone (a crash between commit and write) is listed in dados.json only.
        if (bytes) zip.addBuffer(bytes, zipName(file, index));
      }
      zip.end();
    };
    addFiles().catch((err: unknown) => {
      this.deps.log.error({ err }, 'could not build the data export');
      output.destroy(err instanceof Error ? err : new Error('export failed'));
    });
    return output;
  }

  private async collect(tx: Tx, tenant: Tenant, userId: number): Promise<MyData> {
    const account = await repo.findAccount(tx, userId);
    if (!account) throw Errors.notFound();
    const files = await repo.listPersonFiles(tx, userId);
    return {
      generatedAt: this.now().toISOString(),
      tenant: { slug: tenant.slug, name: tenant.definition.name },
      account,
      profile: await repo.findProfile(tx, userId),
      educations: await repo.listEducations(tx, userId),
      languages: await repo.listLanguages(tx, userId),
      certificates: await repo.listProfileCertificates(tx, userId),
      issuedCertificates: await repo.listIssuedCertificates(tx, userId),
      behaviouralTests: await repo.listBehaviouralTests(tx, userId),
      enrolments: await repo.listEnrolments(tx, userId),
      courseFavourites: await repo.listFavourites(tx, userId),
      mentorships: await repo.listMentorships(tx, userId),
      feedbacks: await repo.listFeedbacks(tx, userId),
      notesAboutMe: (await repo.listNotesAboutPerson(tx, userId)).map((n) => ({
        ...n,
        authorRole: n.authorRole as Role,
      })),
      quizAttempts: await repo.listQuizAttempts(tx, userId),
      quizAccommodation: await repo.findQuizAccommodation(tx, userId),
      settings: await repo.listSettings(tx, userId),
      notificationPreferences: await repo.listNotificationPreferences(tx, userId),
      notifications: await repo.listNotifications(tx, userId),
      consents: (await repo.listConsents(tx, userId)).map(consentOf),
      deletionRequests: (await repo.listDeletionRequestsOf(tx, userId)).map(deletionOf),
      sessions: await repo.listSessions(tx, userId),
      files: files.map((file, index) => ({
        kind: file.kind,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        originalName: file.originalName,
        createdAt: file.createdAt,
        inZip: zipName(file, index),
      })),
      helpVotes: await repo.listHelpVotes(tx, userId),
    };
  }

  // --- Status and consent ------------------------------------------------------------------------

  /** What "Meus dados" shows: reading it is not a copy taken, so it is neither audited nor mailed. */
  async summary(tenant: Tenant, auth: AuthContext): Promise<MyDataSummary> {
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const data = await this.collect(tx, tenant, auth.user.id);
      return {
        ...(await this.statusIn(tx, auth.user)),
        hasProfile: data.profile !== null,
        counts: Object.fromEntries(MY_DATA_COUNTS.map((key) => [key, data[key].length])) as MyDataSummary['counts'],
        notesAboutMe: data.notesAboutMe,
      };
    });
  }

  private async statusIn(tx: Tx, user: AuthenticatedUser): Promise<PrivacyStatus> {
    const consent = await repo.findLiveConsent(tx, user.id, SENSITIVE);
    const pending = await repo.findPendingDeletion(tx, user.id);
    return {
      sensitiveConsent: consent ? consentOf(consent) : null,
      currentConsentVersion: SENSITIVE_CONSENT_VERSION,
      deletionRequest: pending ? deletionOf(pending) : null,
      lastAdmin: user.role === 'Admin' && (await repo.isLastActiveAdmin(tx, user.id)),
    };
  }

  /** Whether the person has a live sensitive-data consent: the profile saves those answers only then. */
  async hasSensitiveConsent(tx: Tx, userId: number): Promise<boolean> {
    return (await repo.findLiveConsent(tx, userId, SENSITIVE)) !== null;
  }

  /** Records the consent to the current text; giving it again while it is live changes nothing. */
  async grantConsent(tenant: Tenant, auth: AuthContext, version: string): Promise<PrivacyStatus> {
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const live = await repo.findLiveConsent(tx, auth.user.id, SENSITIVE);
      if (!live) {
        try {
          await repo.insertConsent(tx, {
            tenantId: tenant.id,
            userId: auth.user.id,
            purpose: SENSITIVE,
            version,
            at: this.now(),
          });
        } catch (error) {
          // Two tabs giving it at once: the other one recorded it.
          if (!(error instanceof ConflictError)) throw error;
        }
        await this.audit(tx, tenant, auth.user, 'privacy.consent.grant', { purpose: SENSITIVE, version });
      }
      return this.statusIn(tx, auth.user);
    });
  }

  /** Withdraws it and, in the same transaction, clears the answers it covered. */
  async withdrawConsent(tenant: Tenant, auth: AuthContext): Promise<PrivacyStatus> {
    const { status, withdrew } = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const at = this.now();
      const ended = await repo.withdrawConsent(tx, auth.user.id, SENSITIVE, at);
      if (ended) {
        await repo.clearConsentedAnswers(tx, auth.user.id, at);
        await this.audit(tx, tenant, auth.user, 'privacy.consent.withdraw', {
          purpose: SENSITIVE,
          outcome: 'answersCleared',
        });
      }
      return { status: await this.statusIn(tx, auth.user), withdrew: ended };
    });
    if (withdrew) await this.tell(tenant, recipientOf(auth.user), 'consentWithdrawn');
    return status;
  }

  // --- Deletion ----------------------------------------------------------------------------------

  /** The person asks; asking again while a request waits answers that one. The last Admin cannot ask. */
  async requestDeletion(tenant: Tenant, auth: AuthContext): Promise<DeletionRequest> {
    const outcome = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const admins = await lockActiveAdminIds(tx);
      if (admins.length === 1 && admins[0] === auth.user.id) return { refused: true as const };
      const pending = await repo.findPendingDeletion(tx, auth.user.id);
      if (pending) return { refused: false as const, request: pending, created: false };
      const request = await repo.insertDeletionRequest(tx, {
        tenantId: tenant.id,
        userId: auth.user.id,
        at: this.now(),
      });
      await this.audit(tx, tenant, auth.user, 'privacy.deletion.request', { request: request.id, outcome: 'pending' });
      return { refused: false as const, request, created: true };
    });
    if (outcome.refused) {
      await this.deps.db.inTenant(tenant.id, (tx) =>
        this.audit(tx, tenant, auth.user, 'privacy.deletion.request', { outcome: 'refused', reason: 'lastAdmin' }),
      );
      throw lastAdmin();
    }
    if (outcome.created) await this.tell(tenant, recipientOf(auth.user), 'deletionRequested');
    return deletionOf(outcome.request);
  }

  async cancelDeletion(tenant: Tenant, auth: AuthContext): Promise<PrivacyStatus> {
    const { status, cancelled } = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const pending = await repo.findPendingDeletion(tx, auth.user.id);
      const locked = pending ? await repo.lockPendingDeletion(tx, pending.id) : null;
      if (locked) {
        await repo.decideDeletion(tx, locked.id, { status: 'cancelled', at: this.now(), by: null });
        await this.audit(tx, tenant, auth.user, 'privacy.deletion.cancel', {
          request: locked.id,
          outcome: 'cancelled',
        });
      }
      return { status: await this.statusIn(tx, auth.user), cancelled: locked !== null };
    });
    if (cancelled) await this.tell(tenant, recipientOf(auth.user), 'deletionCancelled');
    return status;
  }

  async queue(tenant: Tenant): Promise<DeletionQueue> {
    return this.deps.db.inTenant(tenant.id, async (tx) => ({
      pending: (await repo.listQueue(tx, 'pending', 500)).map(queueItemOf),
      decided: (await repo.listQueue(tx, 'decided', 50)).map(queueItemOf),
    }));
  }

  /**
   * An Admin confirms: the account is anonymised and its sessions end in one transaction, the audit log
   * records it under the Admin, and the person is told at the address they had. 404 for a request that is
   * not pending here (another tenant's is not found); 409 when it would remove the tenant's last Admin.
   */
  async confirmDeletion(tenant: Tenant, actor: AuthenticatedUser, id: number): Promise<DeletionRequest> {
    const outcome = await this.deps.db.inTenant(tenant.id, async (tx) => {
      // Admins first, then the request: the users module's order, so the two never deadlock.
      const admins = await lockActiveAdminIds(tx);
      const request = await repo.lockPendingDeletion(tx, id);
      if (!request) throw Errors.notFound();
      const person = await repo.findPerson(tx, request.userId);
      if (!person) throw Errors.notFound();
      if (admins.includes(person.id) && admins.length <= 1) return { refused: true as const, request };
      const at = this.now();
      const keys = await repo.anonymise(tx, person.id, person.publicId, at);
      const decided = await repo.decideDeletion(tx, request.id, { status: 'completed', at, by: actor.id });
      await this.audit(tx, tenant, actor, 'privacy.deletion.confirm', {
        request: request.id,
        user: person.publicId,
        outcome: 'anonymised',
        files: keys.length,
      });
      return { refused: false as const, decided, keys, person };
    });
    if (outcome.refused) {
      await this.deps.db.inTenant(tenant.id, (tx) =>
        this.audit(tx, tenant, actor, 'privacy.deletion.confirm', {
          request: outcome.request.id,
          outcome: 'refused',
          reason: 'lastAdmin',
        }),
      );
      throw lastAdmin();
    }
    // The bytes go after the commit: a rollback must not leave rows pointing at deleted files.
    for (const key of outcome.keys) {
      await this.deps.storage
        .delete(tenant.id, key)
        .catch((err: unknown) => this.deps.log.error({ err }, 'could not delete an anonymised file'));
    }
    await this.tell(tenant, outcome.person, 'deletionCompleted');
    return deletionOf(outcome.decided);
  }

  // --- Helpers -----------------------------------------------------------------------------------

  private audit(tx: Tx, tenant: Tenant, actor: AuthenticatedUser, action: string, detail: Record<string, unknown>) {
    return insertAuditEntry(tx, { tenantId: tenant.id, userId: actor.id, action, detail });
  }

  /** The request stands whatever the mail server says: a failed send is logged, not thrown. */
  private async tell(tenant: Tenant, to: Recipient, kind: PrivacyMailKind): Promise<void> {
    const locale: Locale = isLocale(to.language) ? to.language : DEFAULT_LOCALE;
    try {
      await this.deps.mailer.send(
        privacyMail(kind, { locale, to: to.email, firstName: to.firstName, tenantName: tenant.definition.name }),
      );
    } catch (err) {
      this.deps.log.error({ err }, 'could not send a privacy e-mail');
    }
  }
}

function recipientOf(user: AuthenticatedUser): Recipient {
  return { email: user.email, firstName: user.firstName, language: user.language };
}
