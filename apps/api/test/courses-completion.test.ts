/**
 * The seam the certificates part plugs into (ADR 0038): CoursesService.onCompleted listeners run in the
 * writing transaction whenever an enrolment becomes C — attached as C, A → C, a bulk change — with
 * what they need; their answer reaches the enrolment's answer; a listener that throws undoes the
 * change; a completion after a reopen says so.
 */
import { TENANTS } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import type { AuthenticatedUser } from '../src/http/request-context.ts';
import { type CompletionEvent, CoursesService } from '../src/modules/courses/courses.service.ts';
import type { NotificationsService } from '../src/modules/notifications/notifications.service.ts';
import type { Tenant } from '../src/modules/tenant/tenant.service.ts';
import { createUser, demoUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
let service: CoursesService;
let tenant: Tenant;
let admin: AuthenticatedUser;
let courseId: number;
let classeId: number;
const seen: Omit<CompletionEvent, 'tx' | 'tenant'>[] = [];
let failNext = false;

const notifications = { notify: async () => [], sendEmails: async () => {} } as unknown as NotificationsService;

beforeAll(async () => {
  const [row] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'trindtech'`);
  tenant = { id: row!.id, slug: 'trindtech', definition: TENANTS.trindtech };
  const demoAdmin = await demoUser(ctx, 'trindtech', 'Admin');
  admin = {
    id: demoAdmin.id,
    publicId: demoAdmin.publicId,
    role: 'Admin',
    email: demoAdmin.email,
    firstName: 'Admin',
    lastName: 'Demo',
    position: null,
    emailVerified: true,
    language: 'pt-BR',
  };
  service = new CoursesService(new ScopedDatabase(ctx.handle.db), notifications);
  service.onCompleted(async ({ tx: _tx, tenant: _tenant, ...event }) => {
    if (failNext) {
      failNext = false;
      throw new Error('the certificate could not be issued');
    }
    seen.push(event);
    return {
      certificate: { code: `CERT-${event.enrolmentId}`, verificationUrl: `/certificados/CERT-${event.enrolmentId}` },
    };
  });
  const course = await service.create(tenant, admin, {
    name: 'Com certificado',
    status: 'published',
    certificateOnCompletion: true,
    skills: ['SQL'],
  });
  courseId = course.id;
  classeId = (await service.createClass(tenant, admin, courseId, { name: 'T', stage: 'open' })).id;
});

describe('onCompleted', () => {
  it('runs when an enrolment becomes C and its answer reaches the enrolment', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    const active = await service.upsertEnrolment(tenant, admin, courseId, {
      userId: person.publicId,
      classeId,
      status: 'A',
    });
    expect(active.certificate).toBeUndefined();
    expect(seen).toHaveLength(0);
    const done = await service.upsertEnrolment(tenant, admin, courseId, {
      userId: person.publicId,
      classeId,
      status: 'C',
    });
    expect(done.certificate).toEqual({ code: `CERT-${done.id}`, verificationUrl: `/certificados/CERT-${done.id}` });
    expect(seen.at(-1)).toMatchObject({
      enrolmentId: done.id,
      person: { id: person.id, publicId: person.publicId },
      course: { id: courseId, name: 'Com certificado', certificateOnCompletion: true },
      classeId,
      actorId: admin.id,
      reopenedBefore: false,
    });
  });

  it('a listener that throws undoes the completion', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await service.upsertEnrolment(tenant, admin, courseId, { userId: person.publicId, classeId, status: 'A' });
    failNext = true;
    await expect(
      service.upsertEnrolment(tenant, admin, courseId, { userId: person.publicId, classeId, status: 'C' }),
    ).rejects.toThrow('the certificate could not be issued');
    const [row] = await ownerRows<{ status: string }>(
      ctx,
      sql`select status from enrolments where user_id = ${person.id}`,
    );
    expect(row!.status).toBe('A');
  });

  it('runs for a bulk completion and tells a completion after a reopen', async () => {
    const person = await createUser(ctx, 'trindtech', 'Talento');
    await service.upsertEnrolment(tenant, admin, courseId, { userId: person.publicId, classeId, status: 'I' });
    const before = seen.length;
    await service.bulk(tenant, admin, courseId, { userIds: [person.publicId], status: 'C' });
    expect(seen).toHaveLength(before + 1);
    await service.reopen(tenant, admin, courseId, person.publicId, 'Refazer o projeto');
    const again = await service.upsertEnrolment(tenant, admin, courseId, {
      userId: person.publicId,
      classeId,
      status: 'C',
    });
    expect(seen.at(-1)).toMatchObject({ enrolmentId: again.id, reopenedBefore: true });
  });
});
