import type { MentorshipRequest } from '@ponte/shared/mentoring.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, demoUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const { of: cookieOf, demo: demoCookie } = ctx.jar;

interface MentorSetup {
  areas?: number[];
  skills?: string[];
  capacity?: number;
  available?: boolean;
  firstName?: string;
  languages?: string[];
  state?: string;
  city?: string;
  shift?: string;
}

/** A mentor of the tenant with a profile that says what the linking dialog reads. */
async function makeMentor(tenant: TenantSlug, role: Role = 'Mentor', setup: MentorSetup = {}): Promise<TestUser> {
  const user = await createUser(ctx, tenant, role, { firstName: setup.firstName ?? 'Mentor' });
  await ownerRows(
    ctx,
    sql`insert into profiles (tenant_id, user_id, mentoring_availability, mentor_area_ids, soft_skills, hard_skills,
                              mentoring_capacity, state, city, shift)
        select tenant_id, id, ${setup.available === false ? 'N' : 'S'},
               ${`{${(setup.areas ?? [27]).join(',')}}`}::integer[], '{}'::varchar[],
               ${`{${(setup.skills ?? []).map((s) => `"${s}"`).join(',')}}`}::varchar[],
               ${setup.capacity ?? 3}, ${setup.state ?? null}, ${setup.city ?? null}, ${setup.shift ?? null}
        from users where id = ${user.id}`,
  );
  await addLanguages(user.id, setup.languages ?? []);
  return user;
}

/** Languages as the profile saves them ('LIBRAS:4' = Libras at level 4); the database copies the tokens. */
async function addLanguages(userId: number, levels: readonly string[]): Promise<void> {
  for (const token of levels) {
    const [, name, level] = /^(\w+):(\d+)$/.exec(token) ?? [];
    if (!name || !level) continue;
    await ownerRows(
      ctx,
      sql`insert into profile_languages (tenant_id, user_id, name_language, general_level, speaking_level)
          select tenant_id, id, ${name}, ${Number(level)}, ${Number(level)} from users where id = ${userId}`,
    );
  }
}

async function ask(
  tenant: TenantSlug,
  cookie: string,
  body: Record<string, unknown> = { areaOptions: 27, objective: 'Quero crescer na carreira.' },
) {
  return call(ctx.app, { method: 'POST', url: '/api/solicitacoes-mentorias', tenant, cookie, body });
}

async function askAs(talent: TestUser, body?: Record<string, unknown>): Promise<MentorshipRequest> {
  const response = await ask(talent.tenant, await cookieOf(talent), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function link(tenant: TenantSlug, cookie: string, mentorId: number, solicitationId: number) {
  return call(ctx.app, {
    method: 'PUT',
    url: '/api/solicitacoes-mentorias/',
    tenant,
    cookie,
    body: { mentorId, solicitationId },
  });
}

async function end(
  tenant: TenantSlug,
  cookie: string,
  id: number,
  action: 'cancelar' | 'recusar' | 'concluir',
  body: Record<string, unknown> = { reason: 'Motivo', note: 'Nota de encerramento' },
) {
  return call(ctx.app, { method: 'POST', url: `/api/solicitacoes-mentorias/${id}/${action}`, tenant, cookie, body });
}

async function notificationsOf(user: TestUser): Promise<{ kind: string; params: Record<string, unknown> }[]> {
  return ownerRows(ctx, sql`select kind, params from notifications where user_id = ${user.id} order by id`);
}

let sandboxAdmin: string;
let sandboxRh: string;

beforeAll(async () => {
  sandboxAdmin = await demoCookie('sandbox', 'Admin');
  sandboxRh = await demoCookie('sandbox', 'Rh');
});

describe('asking for mentoring', () => {
  it('a talent of sandbox asks; the request waits, with its event, and Admin and Rh are told', async () => {
    const talent = await createUser(ctx, 'sandbox', 'Talento', { firstName: 'Íris' });
    const request = await askAs(talent);
    expect(request).toMatchObject({
      mentorId: null,
      mentor: null,
      status: 'AGUARDANDO',
      areaOptions: 27,
      objective: 'Quero crescer na carreira.',
      period: null,
      user: { publicId: talent.publicId, firstName: 'Íris' },
      actions: { link: false, cancel: true, decline: false, conclude: false },
    });
    const events = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/${request.id}/historico`,
      tenant: 'sandbox',
      cookie: await cookieOf(talent),
    });
    expect(events.json()).toMatchObject([{ kind: 'CREATED', fromStatus: null, toStatus: 'AGUARDANDO' }]);
    for (const role of ['Admin', 'Rh'] as const) {
      const staff = await demoUser(ctx, 'sandbox', role);
      expect(await notificationsOf(staff)).toContainEqual({
        kind: 'mentorshipRequested',
        params: { name: 'Íris Talento' },
      });
    }
  });

  it('one open request per person: a second is 409 with a clear message', async () => {
    const talent = await createUser(ctx, 'sandbox', 'Talento');
    await askAs(talent);
    const again = await ask('sandbox', await cookieOf(talent));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Já existe um pedido de mentoria em aberto para esta pessoa.');
  });

  it('checks the body: area, objective length, period only in asid', async () => {
    const talent = await createUser(ctx, 'sandbox', 'Talento');
    const cookie = await cookieOf(talent);
    const badArea = await ask('sandbox', cookie, { areaOptions: 10, objective: 'x' });
    expect(badArea.statusCode).toBe(400);
    expect(Object.keys(badArea.json().error.fields)).toEqual(['areaOptions']);
    const long = await ask('sandbox', cookie, { areaOptions: 27, objective: 'x'.repeat(701) });
    expect(long.json().error.fields).toEqual({ objective: 'Texto maior que o permitido' });
    const empty = await ask('sandbox', cookie, { areaOptions: 27, objective: '   ' });
    expect(empty.json().error.fields).toEqual({ objective: 'Campo obrigatório' });
    const period = await ask('sandbox', cookie, { areaOptions: 27, objective: 'x', period: 'M' });
    expect(period.json().error.fields).toEqual({ period: 'Valor inválido' });

    const asidTalent = await createUser(ctx, 'asid', 'Talento');
    const asidCookie = await cookieOf(asidTalent);
    const noPeriod = await ask('asid', asidCookie, { areaOptions: 27, objective: 'x' });
    expect(noPeriod.json().error.fields).toEqual({ period: 'Campo obrigatório' });
    const withPeriod = await ask('asid', asidCookie, { areaOptions: 28, objective: 'x', period: 'N' });
    expect(withPeriod.statusCode).toBe(201);
    expect(withPeriod.json().period).toBe('N');
  });

  it('only roles with the Mentoring screen ask for themselves: a trindtech talent gets 403', async () => {
    const talent = await createUser(ctx, 'trindtech', 'Talento');
    expect((await ask('trindtech', await cookieOf(talent))).statusCode).toBe(403);
    const colaborador = await createUser(ctx, 'trindtech', 'Colaborador');
    expect((await ask('trindtech', await cookieOf(colaborador))).statusCode).toBe(201);
  });

  it('Admin and Rh open a request on behalf of a person (mais-pra-ti talents have no Mentoring item)', async () => {
    const talent = await createUser(ctx, 'mais-pra-ti', 'Talento');
    expect((await ask('mais-pra-ti', await cookieOf(talent))).statusCode).toBe(403);
    const made = await ask('mais-pra-ti', await demoCookie('mais-pra-ti', 'Rh'), {
      areaOptions: 28,
      objective: 'Aprender React',
      userId: talent.publicId,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().user.publicId).toBe(talent.publicId);
    const mine = await call(ctx.app, {
      url: '/api/solicitacoes-mentorias/minhas',
      tenant: 'mais-pra-ti',
      cookie: await cookieOf(talent),
    });
    expect(mine.json()).toMatchObject({ canAsk: false, items: [{ id: made.json().id }] });
    const onBehalf = async (role: Role, person: TestUser) =>
      ask('mais-pra-ti', await demoCookie('mais-pra-ti', role), {
        areaOptions: 28,
        objective: 'x',
        userId: person.publicId,
      });
    const byColleague = await onBehalf('Mentor', await createUser(ctx, 'mais-pra-ti', 'Talento'));
    expect(byColleague.statusCode).toBe(403);
    const foreign = await onBehalf('Admin', await createUser(ctx, 'sandbox', 'Talento'));
    expect(foreign.statusCode).toBe(404);
  });
});

describe('whom a request may be opened for', () => {
  it('finds active people without an open request by name or email, in reading order; staff only', async () => {
    const tenant = 'mais-pra-ti';
    const tag = `Quixa${Math.random().toString(36).slice(2, 6)}`;
    const alvaro = await createUser(ctx, tenant, 'Talento', { firstName: `Álvaro ${tag}` });
    const bruna = await createUser(ctx, tenant, 'Talento', { firstName: `bruna ${tag}` });
    const asking = await createUser(ctx, tenant, 'Talento', { firstName: `Amanda ${tag}` });
    const rh = await demoCookie(tenant, 'Rh');
    const opened = await ask(tenant, rh, { areaOptions: 27, objective: 'Carreira', userId: asking.publicId });
    expect(opened.statusCode, opened.body).toBe(201);

    const found = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/pessoas?search=${tag.toLowerCase()}`,
      tenant,
      cookie: rh,
    });
    expect(found.statusCode, found.body).toBe(200);
    // Accents and case ignored in the order; the person with an open request is not offered.
    expect(found.json().map((p: { publicId: string }) => p.publicId)).toEqual([alvaro.publicId, bruna.publicId]);
    expect(Object.keys(found.json()[0]).sort()).toEqual(['email', 'firstName', 'lastName', 'publicId']);

    const tooShort = await call(ctx.app, { url: '/api/solicitacoes-mentorias/pessoas?search=a', tenant, cookie: rh });
    expect(tooShort.statusCode).toBe(400);
    const talent = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/pessoas?search=${tag}`,
      tenant,
      cookie: await cookieOf(bruna),
    });
    expect(talent.statusCode).toBe(403);
  });
});

describe('the waiting list', () => {
  it('answers Admin and Rh, oldest first, with a total, and refuses everyone else', async () => {
    const tenant: TenantSlug = 'trindtech';
    const people = await Promise.all(
      [1, 2, 3].map((n) => createUser(ctx, tenant, 'Colaborador', { firstName: `Fila${n}` })),
    );
    const made: MentorshipRequest[] = [];
    for (const p of people) made.push(await askAs(p, { areaOptions: 28, objective: `Objetivo ${p.email}` }));
    // Ages: the second is the oldest.
    await ownerRows(
      ctx,
      sql`update mentorship_requests set created_at = now() - interval '20 days' where id = ${made[1]!.id}`,
    );
    for (const role of ['Admin', 'Rh'] as const) {
      const list = await call(ctx.app, {
        url: '/api/solicitacoes-mentorias?status=espera&search=Fila',
        tenant,
        cookie: await demoCookie(tenant, role),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((i: MentorshipRequest) => i.id)).toEqual([made[1]!.id, made[0]!.id, made[2]!.id]);
      expect(list.json().total).toBe(3);
      expect(list.json().items[0].actions.link).toBe(true);
    }
    for (const role of ['Mentor', 'Talento', 'FuncionarioMentor', 'RhMentor', 'Colaborador'] as const) {
      const refused = await call(ctx.app, {
        url: '/api/solicitacoes-mentorias',
        tenant,
        cookie: await demoCookie(tenant, role),
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });

  it('pages by keyset and filters by area; a cursor that does not decode is a 400', async () => {
    const tenant: TenantSlug = 'asid';
    for (let i = 0; i < 5; i++) {
      const p = await createUser(ctx, tenant, 'Talento', { firstName: `Pagina${i}` });
      await askAs(p, { areaOptions: i % 2 === 0 ? 27 : 28, objective: 'x', period: 'M' });
    }
    const cookie = await demoCookie(tenant, 'Admin');
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await call(ctx.app, {
        url: `/api/solicitacoes-mentorias?search=Pagina&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        tenant,
        cookie,
      });
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((i: MentorshipRequest) => i.id));
      cursor = page.json().nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const technical = await call(ctx.app, { url: '/api/solicitacoes-mentorias?search=Pagina&area=28', tenant, cookie });
    expect(technical.json().total).toBe(2);
    for (const bad of ['nonsense', Buffer.from('{"k":[1]}').toString('base64url')]) {
      const refused = await call(ctx.app, { url: `/api/solicitacoes-mentorias?cursor=${bad}`, tenant, cookie });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('cursor');
    }
  });
});

describe('linking a mentor (spec §7 PUT /api/solicitacoes-mentorias/)', () => {
  it('links with {mentorId, solicitationId}, tells the talent and the mentor, and relinks keeping the previous one', async () => {
    const talent = await createUser(ctx, 'sandbox', 'Talento', { firstName: 'Lia' });
    const request = await askAs(talent);
    const first = await makeMentor('sandbox', 'Mentor', { firstName: 'Primeiro' });
    const second = await makeMentor('sandbox', 'FuncionarioMentor', { firstName: 'Segundo' });
    const linked = await link('sandbox', sandboxAdmin, first.id, request.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      id: request.id,
      status: 'EM_ANDAMENTO',
      mentorId: first.id,
      mentor: { userId: first.id, publicId: first.publicId, firstName: 'Primeiro', attribution: 'M' },
    });
    expect(await notificationsOf(talent)).toContainEqual({
      kind: 'mentorLinkedToTalent',
      params: { mentor: 'Primeiro Mentor' },
    });
    expect(await notificationsOf(first)).toContainEqual({
      kind: 'mentorLinkedToMentor',
      params: { name: 'Lia Talento' },
    });

    const relinked = await link('sandbox', sandboxRh, second.id, request.id);
    expect(relinked.json()).toMatchObject({
      status: 'EM_ANDAMENTO',
      mentorId: second.id,
      mentor: { attribution: 'FM' },
    });
    const events = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/${request.id}/historico`,
      tenant: 'sandbox',
      cookie: sandboxAdmin,
    });
    expect(events.json().map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'LINKED', 'RELINKED']);
    expect(events.json()[2]).toMatchObject({
      mentorBefore: 'Primeiro Mentor',
      mentorAfter: 'Segundo FuncionarioMentor',
    });
    expect((await link('sandbox', sandboxAdmin, second.id, request.id)).statusCode).toBe(409);
  });

  it('refuses what is not a link: a talent caller, a non-mentor, another tenant, a concluded request, a bad body', async () => {
    const talent = await createUser(ctx, 'sandbox', 'Talento');
    const request = await askAs(talent);
    const mentor = await makeMentor('sandbox');
    expect((await link('sandbox', await cookieOf(talent), mentor.id, request.id)).statusCode).toBe(403);
    const colleague = await createUser(ctx, 'sandbox', 'Colaborador');
    const notMentor = await link('sandbox', sandboxAdmin, colleague.id, request.id);
    expect(notMentor.statusCode).toBe(400);
    expect(notMentor.json().error.fields).toEqual({ mentorId: 'Escolha um mentor ativo desta organização.' });
    const foreignMentor = await makeMentor('trindtech');
    expect((await link('sandbox', sandboxAdmin, foreignMentor.id, request.id)).statusCode).toBe(400);
    const foreignTalent = await createUser(ctx, 'trindtech', 'Colaborador');
    const foreignRequest = await askAs(foreignTalent);
    expect((await link('sandbox', sandboxAdmin, mentor.id, foreignRequest.id)).statusCode).toBe(404);
    expect((await link('sandbox', sandboxAdmin, mentor.id, 2_000_000_000)).statusCode).toBe(404);
    for (const body of [{}, { mentorId: 'x', solicitationId: request.id }, { mentorId: -1, solicitationId: 1 }]) {
      const bad = await call(ctx.app, {
        method: 'PUT',
        url: '/api/solicitacoes-mentorias/',
        tenant: 'sandbox',
        cookie: sandboxAdmin,
        body,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    }
    await link('sandbox', sandboxAdmin, mentor.id, request.id);
    const concluded = await end('sandbox', await cookieOf(mentor), request.id, 'concluir');
    expect(concluded.statusCode, concluded.body).toBe(200);
    const other = await makeMentor('sandbox');
    expect((await link('sandbox', sandboxAdmin, other.id, request.id)).statusCode).toBe(409);
  });

  it('records linking beyond capacity, and the tenant flag turns linking off (403, no link action)', async () => {
    const full = await makeMentor('trindtech', 'Mentor', { capacity: 1 });
    const a = await askAs(await createUser(ctx, 'trindtech', 'Colaborador'));
    const b = await askAs(await createUser(ctx, 'trindtech', 'Colaborador'));
    const admin = await demoCookie('trindtech', 'Admin');
    await link('trindtech', admin, full.id, a.id);
    await link('trindtech', admin, full.id, b.id);
    const [capacityEvents] = await ownerRows<{ over: boolean[] }>(
      ctx,
      sql`select array_agg(over_capacity order by request_id) as over from mentorship_events
          where kind = 'LINKED' and request_id in (${a.id}, ${b.id})`,
    );
    expect(capacityEvents!.over).toEqual([false, true]);

    const [tenantRow] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'trindtech'`);
    await ownerRows(ctx, sql`insert into tenant_settings (tenant_id, mentor_linking) values (${tenantRow!.id}, false)`);
    try {
      const c = await askAs(await createUser(ctx, 'trindtech', 'Colaborador'));
      const list = await call(ctx.app, { url: '/api/solicitacoes-mentorias', tenant: 'trindtech', cookie: admin });
      expect(list.json().items.every((i: MentorshipRequest) => i.actions.link === false)).toBe(true);
      expect((await link('trindtech', admin, full.id, c.id)).statusCode).toBe(403);
    } finally {
      await ownerRows(ctx, sql`delete from tenant_settings where tenant_id = ${tenantRow!.id}`);
    }
  });
});

describe('the mentor search (spec §7 GET /api/mentores)', () => {
  it('answers a JSON array of available mentors of the tenant, filtered by area, skills and name', async () => {
    const tenant: TenantSlug = 'mais-pra-ti';
    const tech = await makeMentor(tenant, 'Mentor', {
      firstName: 'Busca Técnica',
      areas: [28],
      skills: ['React', 'SQL'],
    });
    const career = await makeMentor(tenant, 'RhMentor', {
      firstName: 'Busca Carreira',
      areas: [27],
      skills: ['Liderança'],
    });
    const away = await makeMentor(tenant, 'Mentor', { firstName: 'Busca Ausente', areas: [28], available: false });
    const cookie = await demoCookie(tenant, 'Admin');
    const all = await call(ctx.app, { url: '/api/mentores?search=Busca', tenant, cookie });
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json().map((m: { userId: number }) => m.userId)).toEqual([career.id, tech.id]);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json()[1]).toMatchObject({
      userId: tech.id,
      publicId: tech.publicId,
      photo: null,
      firstName: 'Busca Técnica',
      attribution: 'M',
      mentorAreas: [28],
      skills: ['React', 'SQL'],
      load: 0,
      capacity: 3,
      available: true,
    });
    const technical = await call(ctx.app, { url: '/api/mentores?search=Busca&areaMentoring=28', tenant, cookie });
    expect(technical.json().map((m: { userId: number }) => m.userId)).toEqual([tech.id]);
    const skills = await call(ctx.app, { url: '/api/mentores?search=Busca&skills=React,SQL', tenant, cookie });
    expect(skills.json().map((m: { userId: number }) => m.userId)).toEqual([tech.id]);
    const everyone = await call(ctx.app, { url: '/api/mentores?search=Busca&includeUnavailable=true', tenant, cookie });
    expect(everyone.json().map((m: { userId: number }) => m.userId)).toEqual([away.id, career.id, tech.id]);
    for (const role of ['Talento', 'Mentor'] as const) {
      expect(
        (await call(ctx.app, { url: '/api/mentores', tenant, cookie: await demoCookie(tenant, role) })).statusCode,
      ).toBe(403);
    }
  });

  it('suggests the best five for a request, scored and explained, the same every time', async () => {
    const tenant: TenantSlug = 'asid';
    const talent = await createUser(ctx, tenant, 'Talento');
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, hard_skills, state, city)
          select tenant_id, id, '{React,SQL}'::varchar[], 'SP', 'Campinas'
          from users where id = ${talent.id}`,
    );
    await addLanguages(talent.id, ['LIBRAS:3']);
    const request = await askAs(talent, { areaOptions: 28, objective: 'Front-end', period: 'N' });
    const best = await makeMentor(tenant, 'FuncionarioMentor', {
      firstName: 'Sugerida',
      areas: [28],
      skills: ['React', 'SQL', 'Node'],
      languages: ['LIBRAS', 'LIBRAS:4'],
      state: 'SP',
      city: 'Campinas',
      shift: 'N',
    });
    await makeMentor(tenant, 'Mentor', { firstName: 'Outra', areas: [27], skills: ['Excel'] });
    const cookie = await demoCookie(tenant, 'Admin');
    const answer = await call(ctx.app, { url: `/api/solicitacoes-mentorias/${request.id}/sugestoes`, tenant, cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const [top] = answer.json();
    expect(top.mentor.userId).toBe(best.id);
    // area 30 + 2 skills 14 + Libras 15 + period 8 + state 4 + city 4 + free capacity 10
    expect(top.score).toBe(85);
    expect(top.reasons).toEqual([
      { kind: 'area', detail: [] },
      { kind: 'skills', detail: ['React', 'SQL'] },
      { kind: 'languages', detail: ['LIBRAS'] },
      { kind: 'period', detail: [] },
      { kind: 'city', detail: [] },
      { kind: 'capacity', detail: ['3'] },
    ]);
    expect(answer.json().length).toBeLessThanOrEqual(5);
    const again = await call(ctx.app, { url: `/api/solicitacoes-mentorias/${request.id}/sugestoes`, tenant, cookie });
    expect(again.json()).toEqual(answer.json());
  });
});

describe('declining, concluding and cancelling', () => {
  it('the linked mentor declines: the request returns to the top of the waiting list', async () => {
    const tenant: TenantSlug = 'sandbox';
    const older = await askAs(await createUser(ctx, tenant, 'Talento', { firstName: 'Topo' }));
    await ownerRows(
      ctx,
      sql`update mentorship_requests set created_at = now() - interval '300 days' where id = ${older.id}`,
    );
    const talent = await createUser(ctx, tenant, 'Talento', { firstName: 'Devolvida' });
    const request = await askAs(talent);
    const mentor = await makeMentor(tenant);
    await link(tenant, sandboxAdmin, mentor.id, request.id);
    const someoneElse = await makeMentor(tenant);
    expect((await end(tenant, await cookieOf(someoneElse), request.id, 'recusar')).statusCode).toBe(403);
    expect((await end(tenant, sandboxAdmin, request.id, 'recusar')).statusCode).toBe(403);
    expect((await end(tenant, await cookieOf(mentor), request.id, 'recusar', {})).statusCode).toBe(400);
    const declined = await end(tenant, await cookieOf(mentor), request.id, 'recusar', { reason: 'Sem agenda' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'AGUARDANDO', mentorId: null, mentor: null });
    const list = await call(ctx.app, {
      url: '/api/solicitacoes-mentorias?status=espera',
      tenant,
      cookie: sandboxAdmin,
    });
    expect(list.json().items[0].id).toBe(request.id);
    expect(await notificationsOf(talent)).toContainEqual({
      kind: 'mentorshipDeclined',
      params: { name: 'Devolvida Talento' },
    });
    // Declined, the mentor reads the profile no more.
    const profile = await call(ctx.app, {
      url: `/api/perfil/${talent.publicId}`,
      tenant,
      cookie: await cookieOf(mentor),
    });
    expect(profile.statusCode).toBe(403);
  });

  it('the mentor concludes with a closing note; it shows under Concluídas and the profile closes to them', async () => {
    const tenant: TenantSlug = 'sandbox';
    const talent = await createUser(ctx, tenant, 'Talento', { firstName: 'Concluída' });
    const request = await askAs(talent);
    const mentor = await makeMentor(tenant);
    await link(tenant, sandboxAdmin, mentor.id, request.id);
    const mentorCookie = await cookieOf(mentor);
    expect(
      (await call(ctx.app, { url: `/api/perfil/${talent.publicId}`, tenant, cookie: mentorCookie })).statusCode,
    ).toBe(200);
    const noNote = await end(tenant, mentorCookie, request.id, 'concluir', { reason: 'Objetivo alcançado' });
    expect(noNote.json().error.fields).toEqual({ note: 'Campo obrigatório' });
    const done = await end(tenant, mentorCookie, request.id, 'concluir', {
      reason: 'Objetivo alcançado',
      note: 'Preparou-se para três entrevistas.',
    });
    expect(done.json()).toMatchObject({
      status: 'CONCLUIDA',
      endReason: 'Objetivo alcançado',
      closingNote: 'Preparou-se para três entrevistas.',
      actions: { link: false, cancel: false, decline: false, conclude: false },
    });
    const concluded = await call(ctx.app, {
      url: '/api/solicitacoes-mentorias?status=concluidas',
      tenant,
      cookie: sandboxRh,
    });
    expect(concluded.json().items[0]).toMatchObject({ id: request.id, status: 'CONCLUIDA' });
    expect(
      (await call(ctx.app, { url: `/api/perfil/${talent.publicId}`, tenant, cookie: mentorCookie })).statusCode,
    ).toBe(403);
    expect(await notificationsOf(talent)).toContainEqual({
      kind: 'mentorshipConcluded',
      params: { name: 'Concluída Talento' },
    });
    // The former mentor still reads the mentorship's history; a stranger does not.
    const history = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/${request.id}/historico`,
      tenant,
      cookie: mentorCookie,
    });
    expect(history.json().map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'LINKED', 'CONCLUDED']);
    const stranger = await createUser(ctx, tenant, 'Talento');
    const hidden = await call(ctx.app, {
      url: `/api/solicitacoes-mentorias/${request.id}/historico`,
      tenant,
      cookie: await cookieOf(stranger),
    });
    expect(hidden.statusCode).toBe(403);
    expect((await end(tenant, mentorCookie, request.id, 'cancelar')).statusCode).toBe(403);
    expect((await end(tenant, sandboxAdmin, request.id, 'cancelar')).statusCode).toBe(409);
  });

  it('the person or staff cancel an open request with a reason; another talent may not', async () => {
    const tenant: TenantSlug = 'sandbox';
    const talent = await createUser(ctx, tenant, 'Talento');
    const request = await askAs(talent);
    const stranger = await createUser(ctx, tenant, 'Talento');
    expect((await end(tenant, await cookieOf(stranger), request.id, 'cancelar')).statusCode).toBe(403);
    const cancelled = await end(tenant, await cookieOf(talent), request.id, 'cancelar', { reason: 'Mudei de planos' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELADA', endReason: 'Mudei de planos' });
    // Once it has ended, the person may ask again.
    const mine = await call(ctx.app, {
      url: '/api/solicitacoes-mentorias/minhas',
      tenant,
      cookie: await cookieOf(talent),
    });
    expect(mine.json().canAsk).toBe(true);
    const second = await askAs(talent);
    const byRh = await end(tenant, sandboxRh, second.id, 'cancelar', { reason: 'Duplicado' });
    expect(byRh.json().status).toBe('CANCELADA');
  });

  it('every transition from every state: allowed ones move, refused ones are 409 (403 for a mentor no longer linked)', async () => {
    const tenant: TenantSlug = 'sandbox';
    const mentor = await makeMentor(tenant);
    const mentorCookie = await cookieOf(mentor);
    type Move = 'link' | 'recusar' | 'concluir' | 'cancelar';
    // Staff link, conclude and cancel; only the linked mentor declines, so a decline of an ended
    // mentorship comes from someone who is its mentor no more.
    const expected: Record<'AGUARDANDO' | 'EM_ANDAMENTO' | 'CONCLUIDA' | 'CANCELADA', Record<Move, number>> = {
      AGUARDANDO: { link: 200, recusar: 403, concluir: 409, cancelar: 200 },
      EM_ANDAMENTO: { link: 200, recusar: 200, concluir: 200, cancelar: 200 },
      CONCLUIDA: { link: 409, recusar: 403, concluir: 409, cancelar: 409 },
      CANCELADA: { link: 409, recusar: 403, concluir: 409, cancelar: 409 },
    };
    for (const [state, moves] of Object.entries(expected)) {
      for (const [move, status] of Object.entries(moves) as [Move, number][]) {
        const request = await askAs(await createUser(ctx, tenant, 'Talento'));
        if (state !== 'AGUARDANDO') await link(tenant, sandboxAdmin, mentor.id, request.id);
        if (state === 'CONCLUIDA') await end(tenant, mentorCookie, request.id, 'concluir');
        if (state === 'CANCELADA') await end(tenant, sandboxAdmin, request.id, 'cancelar');
        const response =
          move === 'link'
            ? await link(tenant, sandboxAdmin, (await makeMentor(tenant)).id, request.id)
            : await end(tenant, move === 'recusar' ? mentorCookie : sandboxAdmin, request.id, move);
        expect(response.statusCode, `${state} → ${move}: ${response.body}`).toBe(status);
      }
    }
  });
});

describe('mentorships in progress', () => {
  it('a mentor sees their own; Admin sees everyone’s and picks one mentor’s', async () => {
    const tenant: TenantSlug = 'trindtech';
    const admin = await demoCookie(tenant, 'Admin');
    const m1 = await makeMentor(tenant, 'Mentor');
    const m2 = await makeMentor(tenant, 'FuncionarioMentor');
    const r1 = await askAs(await createUser(ctx, tenant, 'Colaborador'));
    const r2 = await askAs(await createUser(ctx, tenant, 'Colaborador'));
    await link(tenant, admin, m1.id, r1.id);
    await link(tenant, admin, m2.id, r2.id);
    const own = await call(ctx.app, { url: '/api/mentorias/em-andamento', tenant, cookie: await cookieOf(m1) });
    expect(own.json().items.map((i: MentorshipRequest) => i.id)).toEqual([r1.id]);
    expect(own.json().items[0].actions).toEqual({ link: false, cancel: false, decline: true, conclude: true });
    const all = await call(ctx.app, { url: '/api/mentorias/em-andamento?limit=100', tenant, cookie: admin });
    const ids = all.json().items.map((i: MentorshipRequest) => i.id);
    expect(ids).toEqual(expect.arrayContaining([r1.id, r2.id]));
    const one = await call(ctx.app, {
      url: `/api/mentorias/em-andamento?mentor=${m2.publicId}`,
      tenant,
      cookie: admin,
    });
    expect(one.json().items.map((i: MentorshipRequest) => i.id)).toEqual([r2.id]);
    const peeking = await call(ctx.app, {
      url: `/api/mentorias/em-andamento?mentor=${m2.publicId}`,
      tenant,
      cookie: await cookieOf(m1),
    });
    expect(peeking.statusCode).toBe(403);
    const talentCall = await call(ctx.app, {
      url: '/api/mentorias/em-andamento',
      tenant,
      cookie: await demoCookie(tenant, 'Talento'),
    });
    expect(talentCall.statusCode).toBe(403);
  });
});

describe('reminders', () => {
  it('a request waiting past 7 days and a mentorship stalled past 21 are reported once, however often the job runs', async () => {
    const tenant: TenantSlug = 'mais-pra-ti';
    const admin = await demoUser(ctx, tenant, 'Admin');
    const rh = await demoUser(ctx, tenant, 'Rh');
    const talent = await createUser(ctx, tenant, 'Talento', { firstName: 'Esperando' });
    const waiting = await ask(tenant, await demoCookie(tenant, 'Admin'), {
      areaOptions: 27,
      objective: 'x',
      userId: talent.publicId,
    });
    await ownerRows(
      ctx,
      sql`update mentorship_requests set created_at = now() - interval '10 days' where id = ${waiting.json().id}`,
    );
    const stalledTalent = await createUser(ctx, tenant, 'Talento', { firstName: 'Parada' });
    const stalled = await ask(tenant, await demoCookie(tenant, 'Admin'), {
      areaOptions: 27,
      objective: 'x',
      userId: stalledTalent.publicId,
    });
    const mentor = await makeMentor(tenant);
    await link(tenant, await demoCookie(tenant, 'Admin'), mentor.id, stalled.json().id);
    await ownerRows(
      ctx,
      sql`update mentorship_requests set linked_at = now() - interval '30 days' where id = ${stalled.json().id}`,
    );

    // The scheduled job, twice: each reminder is written once.
    await ctx.app.jobs.run('mentoring-reminders', {});
    await ctx.app.jobs.run('mentoring-reminders', {});

    const count = async (user: TestUser, kind: string) =>
      (await notificationsOf(user)).filter((n) => n.kind === kind).length;
    expect(await count(admin, 'requestWaiting')).toBe(1);
    expect(await count(rh, 'requestWaiting')).toBe(1);
    expect((await notificationsOf(admin)).find((n) => n.kind === 'requestWaiting')?.params).toEqual({
      name: 'Esperando Talento',
      days: 10,
    });
    expect(await count(mentor, 'mentorshipStalled')).toBe(1);
    expect(await count(admin, 'mentorshipStalled')).toBe(1);
    expect(await count(rh, 'mentorshipStalled')).toBe(0);
  });
});
