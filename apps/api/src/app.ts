import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { DEFAULT_LOCALE, negotiateLocale } from '@ponte/shared/locales';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { ScopedDatabase } from './db/scope.ts';
import { assertSameOrigin } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { Errors } from './http/errors.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { loggerOptions, logRequests } from './http/logging.ts';
import { assertDocumented, openApiOptions } from './http/openapi.ts';
import { authorize, P, type RoutePermission } from './http/permissions.ts';
import './http/request-context.ts';
import { join } from 'node:path';
import { postgresStore } from './db/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { InProcessJobQueue } from './jobs/in-process-queue.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { PgBossJobQueue } from './jobs/pg-boss-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { queuedMailer } from './mail/queued-mailer.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { ANALYTICS_DIGEST_JOB, AnalyticsService } from './modules/analytics/analytics.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SessionCheckCache } from './modules/auth/session-check-cache.ts';
import { cepRoutes } from './modules/cep/cep.routes.ts';
import { CepService } from './modules/cep/cep.service.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { CertificatesService } from './modules/certificates/certificates.service.ts';
import { collaboratorsRoutes } from './modules/collaborators/collaborators.routes.ts';
import { CollaboratorsService } from './modules/collaborators/collaborators.service.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { CompaniesService } from './modules/companies/companies.service.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { CoursesService } from './modules/courses/courses.service.ts';
import { dataTransferRoutes } from './modules/data-transfer/data-transfer.routes.ts';
import { ListExportService } from './modules/data-transfer/list-export.service.ts';
import { UserImportService } from './modules/data-transfer/user-import.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { FilesService } from './modules/files/files.service.ts';
import { DatabaseFileStorage, type FileStorage, LocalDiskStorage } from './modules/files/storage.ts';
import { followUpRoutes } from './modules/follow-up/follow-up.routes.ts';
import { FollowUpService } from './modules/follow-up/follow-up.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { HelpService } from './modules/help/help.service.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { HomeService } from './modules/home/home.service.ts';
import { mentoringRoutes } from './modules/mentoring/mentoring.routes.ts';
import { MentoringService } from './modules/mentoring/mentoring.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { optionsRoutes } from './modules/options/options.routes.ts';
import { OptionsService } from './modules/options/options.service.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { PrivacyService } from './modules/privacy/privacy.service.ts';
import { createProfileServices, profileRoutes } from './modules/profile/profile.routes.ts';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes.ts';
import { QuizzesService } from './modules/quizzes/quizzes.service.ts';
import { talentsRoutes } from './modules/talents/talents.routes.ts';
import { TalentsService } from './modules/talents/talents.service.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { TenantDirectory } from './modules/tenant/tenant.service.ts';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes.ts';
import { UserSettingsService } from './modules/user-settings/user-settings.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { type LimiterStore, memoryStore, RateLimiter, redisStore } from './security/rate-limiter.ts';
import { webRoutes } from './web/web.routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The job runner, instead of the one the configuration picks (tests tune pg-boss's clocks). */
  jobs?: JobQueue;
}

export const MENTORING_REMINDERS_JOB = 'mentoring-reminders';
/** Follow-up actions due in three days and overdue, told to the person once each (ADR 0037). */
export const FOLLOW_UP_REMINDERS_JOB = 'follow-up-reminders';
/** Quizzes closing within 24 h, told once; attempts whose time ran out, submitted (ADR 0041). */
export const QUIZ_REMINDERS_JOB = 'quiz-reminders';
/** Expired sessions, tokens and codes, uploads never attached, passed rate-limit windows: hourly, once across instances. */
export const PURGE_JOB = 'purge-expired';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner (tests run scheduled jobs through it). */
    jobs: JobQueue;
  }
}

const DOCS_PREFIX = '/api/docs';

export interface RouteCatalogueEntry {
  method: string;
  url: string;
  permission: RoutePermission;
  /** The route's zod schemas as declared (params, querystring, body): the fuzz test builds requests from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the permission it declared, in registration order. */
    routeCatalogue: RouteCatalogueEntry[];
  }
}

/**
 * Builds the whole API as one Fastify instance, ready to `listen` (server.ts) or to `inject`
 * (tests). The database must already be migrated.
 */
export async function buildApp({
  config,
  database,
  mailer,
  logStream,
  jobs: givenJobs,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, logStream),
    // A hop count trusts that many proxies nearest the API (proxy-addr's rule, written out for the types).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // A stalled client must not hold a connection (and a graceful shutdown) forever.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  logRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Requests run on the request connection, never the owner's (ADR 0042).
  const db = new ScopedDatabase(database.app);
  const tenants = new TenantDirectory(config);
  await tenants.load(db);
  const transport =
    mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') });
  const jobs: JobQueue =
    givenJobs ??
    (config.jobs.runner === 'pg-boss' && config.database.driver === 'postgres'
      ? // pg-boss keeps its own schema and creates a table per queue (DDL), so it signs in as the owner;
        // it runs only its own statements, and the jobs' work goes through `db` like a request's.
        new PgBossJobQueue(config.database.migrationUrl, app.log)
      : new InProcessJobQueue(app.log));
  app.decorate('jobs', jobs);
  // Every email leaves from a job, retried while the mail server refuses (issue 15 §2); the notification
  // emails are jobs of their own already and take the transport directly.
  const mail = queuedMailer(jobs, transport, config.secret);
  // One limiter for every route that limits, on the store the configuration names: with several
  // instances, a shared one (Redis or PostgreSQL) makes the limits hold across them (ADR 0046).
  const limiterStore: LimiterStore =
    config.rateLimits.store.kind === 'redis'
      ? redisStore(config.rateLimits.store.url, app.log)
      : config.rateLimits.store.kind === 'postgres'
        ? postgresStore(database.app)
        : memoryStore();
  const limiter = new RateLimiter(limiterStore, undefined, app.log);
  // One process owns an embedded database and hears its every write to sessions and people, so it can keep the
  // session check's answers; instances sharing PostgreSQL cannot (ADR 0048).
  const sessionCache = database.watchSessionRows ? new SessionCheckCache() : undefined;
  if (sessionCache && database.watchSessionRows) {
    const stopWatching = await database.watchSessionRows(() => sessionCache.forgetAll());
    // The database may be closed first (a test's teardown); an UNLISTEN then has nothing left to stop.
    app.addHook('onClose', async () => stopWatching().catch(() => undefined));
  }
  const auth = new AuthService({ db, tenants, mailer: mail, limiter, config, log: app.log, sessionCache });
  const settings = new UserSettingsService(db);
  const options = new OptionsService(db);
  // Certificates issued by Ponte (issue 13 §3): the courses' completion seam issues them (below).
  const certificates = new CertificatesService({ db, tenants, limiter });
  // On several instances the bytes must be where every instance can read them: the database (ADR 0046).
  const storage: FileStorage =
    config.fileStorage === 'database'
      ? new DatabaseFileStorage(db)
      : new LocalDiskStorage(join(config.dataDir, 'files'));
  // Each person's rights over their data (ADR 0044); the profile asks it whether sensitive answers may be kept.
  const privacy = new PrivacyService({ db, mailer: mail, storage, log: app.log });
  const profile = createProfileServices(db, { platformCertificates: certificates, consent: privacy });
  const notifications = new NotificationsService({ db, jobs, mailer: transport, tenants });
  const followUp = new FollowUpService(db, notifications, {
    storage,
    onDiscardError: (err, key) => app.log.error({ err, key }, 'could not delete file bytes'),
  });
  // Annotation images are served to whoever may read their annotation (ADR 0037).
  const files = new FilesService({ db, storage, tenants, log: app.log, annotations: followUp });

  const mentoring = new MentoringService(db, notifications);
  // Courses (issue 13): the certificates part registers with courses.onCompleted (ADR 0038).
  const courses = new CoursesService(db, notifications);
  courses.onCompleted((event) => certificates.onCompleted(event));
  courses.certificatesFrom((tx, tenant, userId) => certificates.byEnrolment(tx, tenant, userId));
  jobs.work(MENTORING_REMINDERS_JOB, async () => {
    for (const tenant of tenants.all()) await mentoring.remind(tenant);
  });
  jobs.every(MENTORING_REMINDERS_JOB, config.jobs.reminderIntervalMinutes);
  jobs.work(FOLLOW_UP_REMINDERS_JOB, async () => {
    for (const tenant of tenants.all()) await followUp.remind(tenant);
  });
  jobs.every(FOLLOW_UP_REMINDERS_JOB, config.jobs.reminderIntervalMinutes);
  const quizzes = new QuizzesService(db, notifications, courses);
  jobs.work(QUIZ_REMINDERS_JOB, async () => {
    for (const tenant of tenants.all()) if (tenant.definition.features.quiz) await quizzes.remind(tenant);
  });
  jobs.every(QUIZ_REMINDERS_JOB, config.jobs.reminderIntervalMinutes);
  // The analytics weekly digest: checked on the reminders' tick, sent once a week per tenant (issue 16 §1).
  const analytics = new AnalyticsService(db);
  jobs.work(ANALYTICS_DIGEST_JOB, async () => {
    for (const tenant of tenants.all()) {
      await analytics.sendDigest(tenant, {
        mailer: mail,
        origin: tenants.publicOrigin(tenant.slug),
        onError: (err) => app.log.error({ err }, 'could not send an analytics digest'),
      });
    }
  });
  jobs.every(ANALYTICS_DIGEST_JOB, config.jobs.reminderIntervalMinutes);

  // A job like the reminders, so that with pg-boss one instance runs it per tick, not each (ADR 0046).
  jobs.work(PURGE_JOB, async () => {
    const outcomes = await Promise.allSettled([auth.purgeExpired(), files.purgeUnattached(), limiter.purgeExpired()]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') app.log.error({ err: outcome.reason }, 'could not purge expired data');
    }
  });
  jobs.every(PURGE_JOB, 60);
  app.addHook('onReady', async () => {
    await jobs.start();
    // Once at start too (an embedded demo may never live an hour), yet once across instances started together.
    await jobs.send(PURGE_JOB, {}, { retryLimit: 0, singleton: { key: 'start', seconds: 600 } });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await limiter.close();
  });

  app.decorateRequest('tenant', null);
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', DEFAULT_LOCALE);

  // Every route states what it needs and what it is (summary, operationId: http/openapi.ts); a route
  // that does not cannot be registered.
  const routeCatalogue: RouteCatalogueEntry[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) {
      // The API's map is for developers; in production only a tenant's Admin (who manages its users) reads it.
      route.config = { ...route.config, permission: config.env === 'production' ? P.can('users') : P.anonymous };
    }
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission (config.permission)`);
    }
    assertDocumented(route);
    for (const method of [route.method].flat())
      routeCatalogue.push({ method, url: route.url, permission, schema: route.schema });
  });

  registerErrorHandler(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, { strictTransport: config.strictTransport });
  await app.register(fastifyCookie);

  // Callback form, with a promise only where a session is looked up: every request runs it, and the
  // session check is cheap enough for an async hook's promise to show (issue 15 §4).
  app.addHook('onRequest', (request, _reply, done) => {
    let permission: RoutePermission;
    let token: string | undefined;
    try {
      request.tenant = tenants.resolveHost(request.headers.host) ?? null;
      permission = request.routeOptions.config.permission ?? P.anonymous;
      assertSameOrigin(request);
      const needsSession = (permission.kind === 'session' || permission.kind === 'capability') && request.tenant;
      token = needsSession ? request.cookies[config.sessionCookie] : undefined;
      if (!token || !request.tenant) {
        request.locale = negotiateLocale(request.headers['accept-language']);
        authorize(request, permission);
        done();
        return;
      }
    } catch (error) {
      done(error as Error);
      return;
    }
    // The cookie is looked up only inside the host's tenant: another tenant's session is unknown here.
    auth.authenticate(request.tenant, token).then(
      (found) => {
        try {
          request.auth = found;
          request.locale = found ? found.user.language : negotiateLocale(request.headers['accept-language']);
          authorize(request, permission);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      (error: Error) => done(error),
    );
  });

  await app.register(fastifySwagger, openApiOptions(config));
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });

  await app.register(healthRoutes, { db });
  await app.register(tenantRoutes, { tenants });
  await app.register(authRoutes, {
    auth,
    sessionMaxAgeSeconds: Math.floor(config.session.absoluteMs / 1000),
    cookieName: config.sessionCookie,
  });
  await app.register(userSettingsRoutes, { settings });
  await app.register(optionsRoutes, { options });
  await app.register(profileRoutes, { profile });
  await app.register(filesRoutes, { files });
  const users = new UsersService({ db, inviter: auth, log: app.log });
  const talents = new TalentsService(db);
  await app.register(usersRoutes, { users });
  await app.register(talentsRoutes, { talents });
  // The people import and the list exports (issue 16 §2); the invitations go out as jobs.
  const userImport = new UserImportService({ db, jobs, tenants, inviter: auth, log: app.log });
  await app.register(dataTransferRoutes, { userImport, exports: new ListExportService(users, talents) });
  await app.register(companiesRoutes, { companies: new CompaniesService(db) });
  await app.register(collaboratorsRoutes, { collaborators: new CollaboratorsService(db) });
  await app.register(notificationsRoutes, { notifications });
  await app.register(mentoringRoutes, { mentoring });
  await app.register(followUpRoutes, { followUp });
  await app.register(cepRoutes, { cep: new CepService({ config: config.cepLookup, log: app.log, limiter }) });
  await app.register(coursesRoutes, { courses });
  await app.register(certificatesRoutes, { certificates });
  await app.register(quizzesRoutes, { quizzes });
  await app.register(analyticsRoutes, { analytics });
  await app.register(homeRoutes, { home: new HomeService(db, undefined, courses) });
  await app.register(helpRoutes, { help: new HelpService(db, mail) });
  await app.register(privacyRoutes, { privacy });

  if (config.webDist) {
    await app.register(webRoutes, { root: config.webDist });
  }
  app.setNotFoundHandler({}, async () => {
    throw Errors.notFound();
  });

  return app;
}
