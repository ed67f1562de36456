import { type ImportPreview, type ImportResult, neutraliseFormula } from '@ponte/shared/data-transfer.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeTable } from '../src/modules/data-transfer/tabular.ts';
import { call, login, multipart, ownerRows, waitForMail } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 3 });
const cookies = new Map<string, string>();
let company: string;
let sector: string;

async function cookieOf(role: Role, tenant: TenantSlug = 'trindtech'): Promise<string> {
  const key = `${tenant}:${role}`;
  if (!cookies.has(key)) cookies.set(key, (await login(ctx.app, tenant, role)).cookie);
  return cookies.get(key)!;
}

const HEADER = 'Nome,Sobrenome,E-mail,Perfil,Empresa,Setor,Cargo,CPF,Data de nascimento,Telefone';

function send(url: string, bytes: Buffer, role: Role = 'Admin', fileName = 'pessoas.csv') {
  return cookieOf(role).then((cookie) => call(ctx.app, { url, cookie, ...multipart(bytes, fileName, 'text/csv') }));
}
const preview = (bytes: Buffer, role?: Role) => send('/api/importacao/usuarios/previa', bytes, role);
const importFile = (bytes: Buffer) => send('/api/importacao/usuarios', bytes);

beforeAll(async () => {
  const [row] = await ownerRows<{ name: string }>(
    ctx,
    sql`select c.trade_name as name from companies c join tenants t on t.id = c.tenant_id
        where t.slug = 'trindtech' and c.status = 'active' order by c.id limit 1`,
  );
  company = row!.name;
  const [option] = await ownerRows<{ label: string }>(
    ctx,
    sql`select o.label_pt_br as label from option_items o join tenants t on t.id = o.tenant_id
        where t.slug = 'trindtech' and o.type = 'EMPLOYEE_SECTOR' and o.active order by o.id limit 1`,
  );
  sector = option!.label;
});

describe('people import (issue 16 §2)', () => {
  it('the template carries the headers in the caller’s language, as CSV and XLSX', async () => {
    const csv = await call(ctx.app, { url: '/api/importacao/usuarios/modelo/csv', cookie: await cookieOf('Admin') });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('modelo-importacao.csv');
    expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);

    const xlsx = await call(ctx.app, {
      url: '/api/importacao/usuarios/modelo/xlsx',
      cookie: await cookieOf('Admin'),
      headers: { 'accept-language': 'en-US' },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await readSheet(xlsx.rawPayload);
    // The Admin's own language (pt-BR, from their settings) wins over the browser's.
    expect(rows[0]?.[0]).toBe('Nome');
    expect(rows).toHaveLength(2);

    const forbidden = await call(ctx.app, { url: '/api/importacao/usuarios/modelo/csv', cookie: await cookieOf('Rh') });
    expect(forbidden.statusCode).toBe(403);
  });

  it('the preview gives each row its status and the form’s own errors, and saves nothing', async () => {
    const before = await ownerRows<{ n: number }>(ctx, sql`select count(*)::int as n from users`);
    const file = Buffer.from(
      [
        HEADER,
        'Ana,Souza,ana.import@trindtech.test,Talento,,,,529.982.247-25,15/03/2001,(11) 98765-4321',
        `Bruno,Lima,bruno.import@trindtech.test,Funcionário,${company},${sector},Analista,,,`,
        'Caio,Reis,caio.import@trindtech.test,funcionario e mentor,,,,,,',
        'Dora,,dora@@trindtech.test,Talento,,,,111.222.333-44,01/01/2999,123',
        'Eva,Melo,eva.import@trindtech.test,Astronauta,Empresa Que Não Existe,,,,,',
        'Fábio,Nunes,ana.import@trindtech.test,Talento,,,,,,',
        `Gil,Costa,${'admin@trindtech.demo'},Admin,,,,,,`,
        `Hugo,Alves,hugo.import@trindtech.test,Funcionario,${company},,,,,`,
        'Iara,Dias,iara.import@trindtech.test,Mentor,,,,529.982.247-25,,',
      ].join('\n'),
    );
    const response = await preview(file);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ImportPreview;
    const byLine = new Map(result.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ status: 'valid', errors: {} });
    expect(byLine.get(3)).toMatchObject({ status: 'valid', errors: {} });
    expect(byLine.get(4)).toMatchObject({ status: 'valid' });
    expect(byLine.get(5)).toMatchObject({
      status: 'invalid',
      errors: {
        lastName: 'validation.required',
        email: 'validation.email',
        cpf: 'validation.cpf',
        birthDate: 'validation.futureDate',
        phone: 'validation.phone',
      },
    });
    expect(byLine.get(6)?.errors).toEqual({
      role: 'dataTransfer.errors.unknownRole',
      company: 'dataTransfer.errors.unknownCompany',
    });
    expect(byLine.get(7)?.errors).toEqual({ email: 'dataTransfer.errors.duplicateInFile' });
    expect(byLine.get(8)).toMatchObject({ status: 'existing', errors: {} });
    // A company asks for the sector and position, as the form does.
    expect(byLine.get(9)?.errors).toEqual({ sector: 'validation.required', position: 'validation.required' });
    expect(byLine.get(10)?.errors).toEqual({ cpf: 'dataTransfer.errors.talentOnly' });
    expect(result.counts).toEqual({ valid: 3, invalid: 5, existing: 1 });
    const after = await ownerRows<{ n: number }>(ctx, sql`select count(*)::int as n from users`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('imports the valid rows in one go, invites them, and the same file again changes nothing', async () => {
    const file = Buffer.from(
      [
        // A semicolon-separated CSV with a BOM, as Excel writes it in Brazil; headers in Spanish.
        '\uFEFFNombre;Apellido;Correo;Perfil;Empresa;Sector;Cargo;CPF;Fecha de nacimiento;Teléfono',
        'Júlia;Prado;julia.import@trindtech.test;Talento;;;;529.982.247-25;15/03/2001;(11) 98765-4321',
        `Kleber;Matos;kleber.import@trindtech.test;Funcionário e mentor;${company};${sector};Engenheiro;;;`,
        'Lia;;lia.import@trindtech.test;Talento;;;;;;',
      ].join('\r\n'),
    );
    const first = await importFile(file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, existing: 0, invalid: 1 } satisfies ImportResult);

    const people = await ownerRows<{ email: string; role: string; cpf: string | null; birth: string | null }>(
      ctx,
      sql`select u.email, u.role, p.cpf, p.birth_date::text as birth from users u
          left join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
          where u.email in ('julia.import@trindtech.test', 'kleber.import@trindtech.test', 'lia.import@trindtech.test')
          order by u.email`,
    );
    expect(people).toEqual([
      { email: 'julia.import@trindtech.test', role: 'Talento', cpf: '52998224725', birth: '2001-03-15' },
      { email: 'kleber.import@trindtech.test', role: 'FuncionarioMentor', cpf: null, birth: null },
    ]);
    const invitation = await waitForMail(ctx, 'julia.import@trindtech.test');
    expect(invitation.text).toContain('convite=1');
    const audit = await ownerRows<{ action: string; n: number }>(
      ctx,
      sql`select action, count(*)::int as n from audit_log where action in ('users.import', 'users.create')
          and (action = 'users.import' or detail->>'imported' = 'true') group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'users.create', n: 2 },
      { action: 'users.import', n: 1 },
    ]);

    const again = await importFile(file);
    expect(again.json()).toEqual({ created: 0, existing: 2, invalid: 1 } satisfies ImportResult);
    const count = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from users where email like '%.import@trindtech.test' and email like 'julia%'`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('reads an XLSX the same way, with a CPF a spreadsheet turned into a number', async () => {
    // 012.345.678-90 typed as a number loses its leading zero.
    const bytes = await writeTable('xlsx', HEADER.split(','), [
      ['Marta', 'Gomes', 'marta.import@trindtech.test', 'Talento', '', '', '', '1234567890', '', ''],
    ]);
    const response = await send('/api/importacao/usuarios', bytes, 'Admin', 'pessoas.xlsx');
    expect(response.json()).toEqual({ created: 1, existing: 0, invalid: 0 });
    const [row] = await ownerRows<{ cpf: string }>(
      ctx,
      sql`select p.cpf from profiles p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
          where u.email = 'marta.import@trindtech.test'`,
    );
    expect(row?.cpf).toBe('01234567890');
  });

  it('refuses what is not a people file with a clear 400, never a 500', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('Nome,E-mail\nAna,ana@x.test\n'), 'Faltam colunas obrigatórias na planilha: Sobrenome, Perfil.'],
      [Buffer.from(`${HEADER}\n`), 'A planilha não tem nenhuma linha preenchida.'],
      [
        Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]),
        'Não foi possível ler a planilha. Envie um arquivo CSV (UTF-8) ou XLSX.',
      ],
      [
        Buffer.from('PK\u0003\u0004 not really a zip'),
        'Não foi possível ler a planilha. Envie um arquivo CSV (UTF-8) ou XLSX.',
      ],
      [
        Buffer.from([HEADER, ...Array.from({ length: 5001 }, (_, i) => `A,B,p${i}@x.test,Talento,,,,,,`)].join('\n')),
        'A planilha tem mais de 5000 linhas. Divida-a em partes.',
      ],
    ];
    for (const [bytes, message] of cases) {
      const response = await preview(bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const noFile = await call(ctx.app, {
      url: '/api/importacao/usuarios/previa',
      cookie: await cookieOf('Admin'),
      body: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect((await preview(Buffer.from(`${HEADER}\nA,B,c@d.test,Talento,,,,,,`), 'Rh')).statusCode).toBe(403);
  });
});

describe('exports (issue 16 §2)', () => {
  it('the user list exports with the list’s filters; a formula-like text stays text', async () => {
    await importFile(Buffer.from(`${HEADER}\n=1+2,@Risco,formula.import@trindtech.test,Talento,,,,,,\n`));
    const csv = await call(ctx.app, {
      url: '/api/exportacao/usuarios/csv?search=formula.import',
      cookie: await cookieOf('Admin'),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Nome', 'E-mail', 'Perfil', 'Empresa', 'Cargo', 'Situação']);
    expect(rows.slice(1)).toEqual([
      ["'=1+2 @Risco", 'formula.import@trindtech.test', 'Talento', '', '', 'Convite pendente'],
    ]);

    const all = await call(ctx.app, { url: '/api/exportacao/usuarios/xlsx', cookie: await cookieOf('Admin') });
    const sheet = await readSheet(all.rawPayload);
    const list = await call(ctx.app, { url: '/api/usuarios?limit=10', cookie: await cookieOf('Admin') });
    expect(sheet.length - 1).toBe(list.json().total);
    const audit = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from audit_log where action = 'users.export'`,
    );
    expect(audit[0]!.n).toBe(2);
    expect(
      (await call(ctx.app, { url: '/api/exportacao/usuarios/csv', cookie: await cookieOf('Rh') })).statusCode,
    ).toBe(403);
  });

  it('the talent base exports what the same query lists, with the view’s rules and an audit entry', async () => {
    const admin = await cookieOf('Admin');
    const list = await call(ctx.app, { url: '/api/talentos?limit=100&sort=name', cookie: admin });
    const names = (list.json().items as { name: string }[]).map((i) => i.name);
    const csv = await call(ctx.app, { url: '/api/exportacao/talentos/csv?sort=name', cookie: admin });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Nome', 'E-mail', 'Cidade', 'Área de atuação', 'Competências', 'Cursos', 'Último acesso']);
    // The person named '=1+2' (above) comes out neutralised.
    expect(rows.slice(1).map((r) => r[0])).toEqual(names.map(neutraliseFormula));

    const filtered = await call(ctx.app, {
      url: '/api/exportacao/talentos/csv?gender=F',
      cookie: admin,
    });
    expect(filtered.statusCode).toBe(200);
    const audit = await ownerRows<{ detail: { filters: Record<string, string> } }>(
      ctx,
      sql`select detail from audit_log where action = 'talents.export' order by id`,
    );
    expect(audit.map((a) => a.detail.filters)).toEqual([{}, { gender: 'F' }]);

    // A mentor's view (RH and mentor in sandbox) may not carry the base view's filters, in the export as in the list.
    const mentor = await cookieOf('RhMentor', 'sandbox');
    const refused = await call(ctx.app, {
      url: '/api/exportacao/talentos/csv?view=mentor&gender=F',
      tenant: 'sandbox',
      cookie: mentor,
    });
    expect(refused.statusCode).toBe(400);
    const base = await call(ctx.app, { url: '/api/exportacao/talentos/csv', tenant: 'sandbox', cookie: mentor });
    expect(base.statusCode).toBe(403);
    const ok = await call(ctx.app, {
      url: '/api/exportacao/talentos/xlsx?view=mentor',
      tenant: 'sandbox',
      cookie: mentor,
    });
    expect(ok.statusCode).toBe(200);
    expect((await readSheet(ok.rawPayload))[0]?.[0]).toBe('Nome');
  });
});
