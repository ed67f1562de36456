/**
 * The bulk writes of `npm run seed:scale` (src/scale-seed.ts): multi-row `insert … select from
 * unnest($arrays)` statements, one round trip per table per batch, on one owner connection. The
 * talent search's copies on profiles are kept by the database's triggers (drizzle/0015), as for any
 * other write.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface ScaleUsers {
  first: string[];
  last: string[];
  email: string[];
  login: (string | null)[];
  sector: (number | null)[];
}

export interface ScaleProfiles {
  user: number[];
  soft: string[];
  hard: string[];
  state: string[];
  city: string[];
  cityCode: number[];
  gender: string[];
  race: string[];
  pcd: string[];
  phone: string[];
  birth: string[];
}

export interface ScaleLanguages {
  user: number[];
  name: string[];
  level: number[];
}

export interface ScaleEnrolments {
  user: number[];
  course: number[];
  classe: number[];
  status: string[];
}

export class ScaleSeedConnection {
  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<ScaleSeedConnection> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new ScaleSeedConnection(client);
  }

  close(): Promise<void> {
    return this.client.end();
  }

  async tenants(): Promise<{ id: string; slug: string }[]> {
    return (await this.client.query<{ id: string; slug: string }>('select id, slug from tenants order by slug')).rows;
  }

  /**
   * Drops the search indexes for the load and returns the statements that build them again: the last
   * CREATE INDEX of each name in the migration files (less those a later one drops), plus migration
   * 0010's per-tenant indexes, rebuilt by its function. Building a GIN index once is far cheaper than
   * maintaining it through a million inserts.
   */
  async dropSearchIndexes(migrationFiles: readonly string[]): Promise<string[]> {
    const indexByName = new Map<string, string>();
    for (const file of migrationFiles) {
      for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
        const text = statement.replace(/^--.*$/gm, '').trim();
        const created = /^CREATE INDEX IF NOT EXISTS "([^"]+)"/.exec(text)?.[1];
        const dropped = /^DROP INDEX IF EXISTS "([^"]+)"/.exec(text)?.[1];
        if (created) indexByName.set(created, text);
        if (dropped) indexByName.delete(dropped);
      }
    }
    const perTenant = await this.client.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename = 'profiles' and indexname like 'profiles\\_talent\\_search\\_%'`,
    );
    for (const name of [...indexByName.keys(), ...perTenant.rows.map((r) => r.name)]) {
      await this.client.query(`drop index if exists "${name}"`);
    }
    return [...indexByName.values()];
  }

  async rebuildSearchIndexes(statements: readonly string[]): Promise<void> {
    await this.client.query(`set maintenance_work_mem = '256MB'`);
    for (const statement of statements) await this.client.query(statement);
    await this.client.query('select create_talent_search_index(id) from tenants');
    // VACUUM sets the visibility map, without which every index-only scan still visits the heap.
    await this.client.query('vacuum analyze');
  }

  /** The tenant's classes by course, creating the demo courses and classes the first time. */
  async ensureCourses(
    tenantId: string,
    courseNames: readonly string[],
    classNames: readonly string[],
  ): Promise<Map<number, number[]>> {
    return this.inTenant(tenantId, async () => {
      const existing = await this.client.query<{ course_id: number; id: number }>(
        'select course_id, id from classes where tenant_id = $1 order by course_id, id',
        [tenantId],
      );
      if (existing.rows.length === 0) {
        for (const name of courseNames) {
          const course = await this.client.query<{ id: number }>(
            `insert into courses (tenant_id, name, status) values ($1, $2, 'published') returning id`,
            [tenantId, name],
          );
          for (const className of classNames) {
            const row = await this.client.query<{ course_id: number; id: number }>(
              'insert into classes (tenant_id, course_id, name) values ($1, $2, $3) returning course_id, id',
              [tenantId, course.rows[0]?.id, className],
            );
            existing.rows.push(...row.rows);
          }
        }
      }
      const map = new Map<number, number[]>();
      for (const row of existing.rows) map.set(row.course_id, [...(map.get(row.course_id) ?? []), row.id]);
      return map;
    });
  }

  /** One batch of talents in one transaction; returns their ids in the order of `u.email`. */
  async insertTalents(
    tenantId: string,
    passwordHash: string,
    u: ScaleUsers,
    profilesOf: (ids: number[]) => { profiles: ScaleProfiles; languages: ScaleLanguages; enrolments: ScaleEnrolments },
  ): Promise<void> {
    await this.inTenant(tenantId, async () => {
      const inserted = await this.client.query<{ id: number; email: string }>(
        `insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at, last_login_at, sector_id)
         select $1, f, l, e, 'Talento', $2, now(), ll, s
         from unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::int[]) as t(f, l, e, ll, s)
         returning id, email`,
        [tenantId, passwordHash, u.first, u.last, u.email, u.login, u.sector],
      );
      const idByEmail = new Map(inserted.rows.map((r) => [r.email, r.id]));
      const { profiles: p, languages: l, enrolments: e } = profilesOf(u.email.map((email) => idByEmail.get(email)!));
      // The users' insert already gave a profile row to everyone with a sector (the search's copy).
      await this.client.query(
        `insert into profiles (tenant_id, user_id, soft_skills, hard_skills, country, state, city, city_code, gender,
                               race_color, disability, phone_dial_code, phone, birth_date, nationality)
         select $1, u, s::varchar[], h::varchar[], 'Brasil', st, c, cc, g, r, d, '55', ph, b::date, 'B'
         from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[]) as t(u, s, h, st, c, cc, g, r, d, ph, b)
         on conflict (tenant_id, user_id) do update set
           soft_skills = excluded.soft_skills, hard_skills = excluded.hard_skills, country = excluded.country,
           state = excluded.state, city = excluded.city, city_code = excluded.city_code, gender = excluded.gender,
           race_color = excluded.race_color, disability = excluded.disability,
           phone_dial_code = excluded.phone_dial_code, phone = excluded.phone, birth_date = excluded.birth_date,
           nationality = excluded.nationality`,
        [tenantId, p.user, p.soft, p.hard, p.state, p.city, p.cityCode, p.gender, p.race, p.pcd, p.phone, p.birth],
      );
      await this.client.query(
        `insert into profile_languages (tenant_id, user_id, name_language, general_level, speaking_level)
         select $1, u, n, g, g from unnest($2::int[], $3::text[], $4::int[]) as t(u, n, g)`,
        [tenantId, l.user, l.name, l.level],
      );
      // Each enrolment with the event that created it (ADR 0038: history is read from the events).
      await this.client.query(
        `with e as (
           insert into enrolments (tenant_id, user_id, course_id, classe_id, status)
           select $1, u, c, k, s from unnest($2::int[], $3::int[], $4::int[], $5::text[]) as t(u, c, k, s)
           returning tenant_id, id, status, classe_id, created_at)
         insert into enrolment_events (tenant_id, enrolment_id, kind, to_status, classe_after, created_at)
         select tenant_id, id, 'CREATED', status, classe_id, created_at from e`,
        [tenantId, e.user, e.course, e.classe, e.status],
      );
    });
  }

  /**
   * Gerenciar Inscrições at scale (issue 13; `--enrolments`): one course with `courseEnrolments`
   * people (ten classes) and more courses until the tenant holds `tenantEnrolments` enrolments, each
   * with its history (CREATED, and the change to I, E or C for those not active). Statuses are half A,
   * a tenth I, 15% E, a quarter C; the last change is spread over two years. Written as whole-course
   * statements (`insert … select` over the tenant's talents), one transaction per course.
   */
  async loadEnrolments(
    tenantId: string,
    target: { courseEnrolments: number; tenantEnrolments: number },
    log: (message: string) => void,
  ): Promise<{ courseId: number; tenantEnrolments: number }> {
    const [{ n: people } = { n: 0 }] = (
      await this.client.query<{ n: number }>(
        `select count(*)::int as n from users where tenant_id = $1 and role = 'Talento'`,
        [tenantId],
      )
    ).rows;
    if (people < target.courseEnrolments) {
      throw new Error(
        `${people} talents in the tenant, fewer than --course-enrolments ${target.courseEnrolments}: load more --talents`,
      );
    }
    const count = async () =>
      (
        await this.client.query<{ n: number }>('select count(*)::int as n from enrolments where tenant_id = $1', [
          tenantId,
        ])
      ).rows[0]?.n ?? 0;
    const course = async (name: string, classes: number, size: number, rotate: number): Promise<number> =>
      this.inTenant(tenantId, async () => {
        const created = await this.client.query<{ id: number }>(
          `insert into courses (tenant_id, name, status, modality, workload_hours) values ($1, $2, 'published', 'online', 60)
           returning id`,
          [tenantId, name],
        );
        const courseId = created.rows[0]!.id;
        const classIds = (
          await this.client.query<{ id: number }>(
            `insert into classes (tenant_id, course_id, name, stage, start_date, end_date, shift)
             select $1, $2, 'Turma ' || g, 'in_progress', current_date - 200, current_date + 100, (array['M','T','N'])[1 + g % 3]
             from generate_series(1, $3::int) g returning id`,
            [tenantId, courseId, classes],
          )
        ).rows.map((r) => r.id);
        // Who: the tenant's talents from a different starting point per course (a rotation of the id order).
        await this.client.query(
          `with people as (
             select id, row_number() over (order by id) as rn from users where tenant_id = $1 and role = 'Talento'),
           chosen as (
             select id, rn from people order by (rn + $4::int) % (select count(*) from people) limit $3::int),
           rows as (
             select id as user_id, rn,
                    case when rn % 20 < 10 then 'A' when rn % 20 < 12 then 'I' when rn % 20 < 15 then 'E' else 'C' end as status,
                    now() - ((rn * 7919 + $4::int) % (730 * 86400000::bigint)) * interval '1 millisecond' as since
             from chosen)
           insert into enrolments (tenant_id, user_id, course_id, classe_id, status, reason_id, status_since, created_at, updated_at)
           select $1, user_id, $2, ($5::int[])[1 + (rn / 20) % array_length($5::int[], 1)], status,
                  case when status in ('I','E') then 50 + rn % 10 end, since,
                  since - case when status = 'A' then interval '0' else interval '30 days' end, since
           from rows`,
          [tenantId, courseId, size, rotate, classIds],
        );
        await this.client.query(
          `insert into enrolment_events (tenant_id, enrolment_id, kind, from_status, to_status, classe_after, created_at)
           select tenant_id, id, 'CREATED', null, 'A', classe_id, created_at from enrolments where course_id = $1`,
          [courseId],
        );
        await this.client.query(
          `insert into enrolment_events (tenant_id, enrolment_id, kind, from_status, to_status, classe_before, classe_after, reason_id, created_at)
           select tenant_id, id, 'STATUS', 'A', status, classe_id, classe_id, reason_id, status_since
           from enrolments where course_id = $1 and status <> 'A'`,
          [courseId],
        );
        return courseId;
      });
    const courseId = await course('Escala · Gestão de Inscrições', 10, target.courseEnrolments, 0);
    log(`course ${courseId}: ${target.courseEnrolments.toLocaleString('en')} enrolments`);
    for (let k = 1; ; k++) {
      const missing = target.tenantEnrolments - (await count());
      if (missing <= 0) break;
      await course(`Escala · Curso ${String(k).padStart(2, '0')}`, 4, Math.min(people, missing), k * 9973);
      log(
        `${(await count()).toLocaleString('en')} / ${target.tenantEnrolments.toLocaleString('en')} enrolments in the tenant`,
      );
    }
    await this.client.query('vacuum analyze enrolments');
    await this.client.query('vacuum analyze enrolment_events');
    return { courseId, tenantEnrolments: await count() };
  }

  /**
   * Analytics at scale (issue 16; `--mentorships`): 200 mentors and `count` requests from distinct
   * talents over the last year: 60% in progress, 25% concluded, 15% waiting; each linked one with its
   * LINKED event 0–40 days after the request.
   */
  async loadMentorships(tenantId: string, passwordHash: string, count: number): Promise<number> {
    const linked = await this.inTenant(tenantId, async () => {
      await this.client.query(
        `insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at)
         select $1, 'Mentora', 'Escala ' || g, 'mentora.' || g || '@mentoria.scale', 'Mentor', $2, now()
         from generate_series(1, 200) g on conflict do nothing`,
        [tenantId, passwordHash],
      );
      const made = await this.client.query(
        `with mentors as (
           select id, row_number() over (order by id) as rn from users
           where tenant_id = $1 and role = 'Mentor' and email like '%@mentoria.scale'),
         people as (
           select u.id, row_number() over (order by u.id) as rn from users u
           where u.tenant_id = $1 and u.role = 'Talento'
             and not exists (select 1 from mentorship_requests r where r.tenant_id = u.tenant_id and r.user_id = u.id)
           limit $2::int),
         rows as (
           select p.id as user_id, p.rn,
             case when p.rn % 20 < 12 then 'EM_ANDAMENTO' when p.rn % 20 < 17 then 'CONCLUIDA' else 'AGUARDANDO' end as status,
             now() - ((p.rn * 7919) % 365) * interval '1 day' as created_at,
             ((p.rn * 31) % 41) * interval '1 day' as wait,
             (select id from mentors m where m.rn = 1 + p.rn % 200) as mentor_id
           from people p),
         inserted as (
           insert into mentorship_requests (tenant_id, user_id, mentor_id, area_option_id, status, linked_at, ended_at, created_at)
           select $1, user_id, case when status = 'AGUARDANDO' then null else mentor_id end, 27 + (user_id % 2), status,
             case when status = 'AGUARDANDO' then null else least(now(), created_at + wait) end,
             case when status = 'CONCLUIDA' then now() end, created_at
           from rows returning id, status, mentor_id, linked_at)
         insert into mentorship_events (tenant_id, request_id, kind, from_status, to_status, mentor_after, created_at)
         select $1, id, 'LINKED', 'AGUARDANDO', 'EM_ANDAMENTO', mentor_id, linked_at from inserted where status <> 'AGUARDANDO'`,
        [tenantId, count],
      );
      return made.rowCount ?? 0;
    });
    await this.client.query('vacuum analyze mentorship_requests');
    await this.client.query('vacuum analyze mentorship_events');
    return linked;
  }

  private async inTenant<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    await this.client.query('begin');
    try {
      await this.client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
      const result = await work();
      await this.client.query('commit');
      return result;
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
  }
}
