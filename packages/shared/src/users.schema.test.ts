import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { formRoleOf, storedRoleOf, USER_FORM_ROLES, userListQuerySchema, userRequestSchema } from './users.schema.ts';

const valid = {
  role: 'Funcionario',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@exemplo.com',
  companyId: 3,
  sectorId: 10,
  position: 'Analista',
  businessRelationships: [20],
  isMentor: 'N',
};

function fieldsOf(value: unknown): string[] {
  const result = userRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('roles on the user form', () => {
  it('round-trips every stored role through the form', () => {
    for (const stored of ROLES) {
      const { role, isMentor } = formRoleOf(stored);
      expect(USER_FORM_ROLES).toContain(role);
      expect(storedRoleOf(role, isMentor), stored).toBe(stored);
    }
  });

  it('makes mentors of Funcionario and Rh only; a Mentor stays a Mentor', () => {
    expect(storedRoleOf('Funcionario', 'S')).toBe('FuncionarioMentor');
    expect(storedRoleOf('Rh', 'S')).toBe('RhMentor');
    expect(storedRoleOf('Mentor', 'N')).toBe('Mentor');
    expect(fieldsOf({ ...valid, role: 'Talento', isMentor: 'S' })).toEqual(['isMentor']);
    expect(fieldsOf({ ...valid, role: 'Mentor', isMentor: 'S' })).toEqual([]);
  });
});

describe('userRequestSchema', () => {
  it('requires sector and position unless the company is -2', () => {
    expect(fieldsOf({ ...valid, sectorId: null, position: ' ' })).toEqual(['sectorId', 'position']);
    expect(fieldsOf({ ...valid, companyId: -2, sectorId: null, position: '' })).toEqual([]);
    expect(fieldsOf({ ...valid, companyId: 0 })).toEqual(['companyId']);
  });

  it('normalises the email and blank position', () => {
    const parsed = userRequestSchema.parse({ ...valid, email: ' Ana@Exemplo.COM ', companyId: -2, position: '  ' });
    expect(parsed.email).toBe('ana@exemplo.com');
    expect(parsed.position).toBeNull();
  });
});

describe('userListQuerySchema', () => {
  it('drops empty filters and bounds the limit', () => {
    expect(userListQuerySchema.parse({ search: ' ', role: '', cursor: '', sort: '', order: '' })).toEqual({
      sort: 'name',
      order: 'asc',
      limit: 20,
    });
    expect(userListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ role: 'Chefe' }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(userListQuerySchema.parse({ status: 'pending' }).status).toBe('pending');
  });
});
