import type { Notification } from '@ponte/shared/notifications.schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createUser, loginUser, ownerRows, type TestUser, waitForMail } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();

/** Makes the talent ask for mentoring, which notifies the tenant's Admin and Rh. */
async function askFor(talent: TestUser): Promise<void> {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/solicitacoes-mentorias',
    tenant: talent.tenant,
    cookie: await loginUser(ctx.app, talent),
    body: { areaOptions: 27, objective: 'Crescer' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the bell', () => {
  it('lists a person’s notifications newest first with the unread count, and marks them read', async () => {
    const admin = await createUser(ctx, 'sandbox', 'Admin');
    const cookie = await loginUser(ctx.app, admin);
    const first = await createUser(ctx, 'sandbox', 'Talento', { firstName: 'Primeira' });
    const second = await createUser(ctx, 'sandbox', 'Talento', { firstName: 'Segunda' });
    await askFor(first);
    await askFor(second);

    const list = await call(ctx.app, { url: '/api/notificacoes', tenant: 'sandbox', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().unread).toBe(2);
    expect(list.json().items.map((n: Notification) => n.params.name)).toEqual(['Segunda Talento', 'Primeira Talento']);
    expect(list.json().items[0]).toMatchObject({
      kind: 'mentorshipRequested',
      link: '/plataforma/solicitacao-de-mentorias',
      read: false,
    });
    const id = list.json().items[0].id as number;
    const marked = await call(ctx.app, {
      method: 'POST',
      url: `/api/notificacoes/${id}/lida`,
      tenant: 'sandbox',
      cookie,
    });
    expect(marked.statusCode).toBe(204);
    const unread = await call(ctx.app, { url: '/api/notificacoes/nao-lidas', tenant: 'sandbox', cookie });
    expect(unread.json()).toEqual({ unread: 1 });
    await call(ctx.app, { method: 'POST', url: '/api/notificacoes/lidas', tenant: 'sandbox', cookie });
    expect((await call(ctx.app, { url: '/api/notificacoes/nao-lidas', tenant: 'sandbox', cookie })).json()).toEqual({
      unread: 0,
    });

    // Paging by keyset, one at a time.
    const page = await call(ctx.app, { url: '/api/notificacoes?limit=1', tenant: 'sandbox', cookie });
    const next = await call(ctx.app, {
      url: `/api/notificacoes?limit=1&cursor=${page.json().nextCursor}`,
      tenant: 'sandbox',
      cookie,
    });
    expect(next.json().items[0].params.name).toBe('Primeira Talento');
    expect((await call(ctx.app, { url: '/api/notificacoes?cursor=xyz', tenant: 'sandbox', cookie })).statusCode).toBe(
      400,
    );
  });

  it('nobody reaches another person’s notification: 404', async () => {
    const admin = await createUser(ctx, 'trindtech', 'Admin');
    await askFor(await createUser(ctx, 'trindtech', 'Colaborador'));
    const [row] = await ownerRows<{ id: number }>(ctx, sql`select id from notifications where user_id = ${admin.id}`);
    const other = await createUser(ctx, 'trindtech', 'Rh');
    const response = await call(ctx.app, {
      method: 'POST',
      url: `/api/notificacoes/${row!.id}/lida`,
      tenant: 'trindtech',
      cookie: await loginUser(ctx.app, other),
    });
    expect(response.statusCode).toBe(404);
    expect((await call(ctx.app, { url: '/api/notificacoes' })).statusCode).toBe(401);
  });
});

describe('email', () => {
  it('goes out in the recipient’s language, unless they turned that kind off', async () => {
    const admin = await createUser(ctx, 'asid', 'Admin');
    const cookie = await loginUser(ctx.app, admin);
    await call(ctx.app, {
      method: 'POST',
      url: '/api/configuracoes-de-usuario',
      tenant: 'asid',
      cookie,
      body: { key: 'language', value: 'en-US', userId: admin.id },
    });
    const talent = await createUser(ctx, 'asid', 'Talento', { firstName: 'Rafa' });
    const asked = await call(ctx.app, {
      method: 'POST',
      url: '/api/solicitacoes-mentorias',
      tenant: 'asid',
      cookie: await loginUser(ctx.app, talent),
      body: { areaOptions: 27, objective: 'x', period: 'T' },
    });
    expect(asked.statusCode).toBe(201);
    const mail = await waitForMail(ctx, admin.email);
    expect(mail.subject).toBe('ASID: Rafa Talento asked for mentoring.');
    expect(mail.text).toContain('http://asid.localhost:3000/plataforma/solicitacao-de-mentorias');

    const preferences = await call(ctx.app, { url: '/api/notificacoes/preferencias', tenant: 'asid', cookie });
    expect(preferences.json().email.mentorshipRequested).toBe(true);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      tenant: 'asid',
      cookie,
      body: { email: { mentorshipRequested: false } },
    });
    expect(saved.json().email).toMatchObject({ mentorshipRequested: false, mentorLinkedToTalent: true });
    const another = await createUser(ctx, 'asid', 'Talento');
    await call(ctx.app, {
      method: 'POST',
      url: '/api/solicitacoes-mentorias',
      tenant: 'asid',
      cookie: await loginUser(ctx.app, another),
      body: { areaOptions: 27, objective: 'x', period: 'T' },
    });
    // The in-app notification is there; the email is not.
    const list = await call(ctx.app, { url: '/api/notificacoes', tenant: 'asid', cookie });
    expect(list.json().unread).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect((await ctx.outbox()).filter((m) => m.to === admin.email)).toHaveLength(1);
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      tenant: 'asid',
      cookie,
      body: { email: { nonsense: false } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
