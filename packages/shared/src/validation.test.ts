import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema, verifyEmailRequestSchema } from './auth.schema.ts';
import { passwordIsStrong } from './validation.ts';

describe('password rule (spec §5)', () => {
  it.each([
    ['Ponte@2026', true],
    ['Abcdef!g', true],
    ['abcdef!g', false],
    ['ABCDEF!G', false],
    ['Abcdefgh', false],
    ['Ab!d', false],
    [`Aa!${'x'.repeat(200)}`, false],
  ])('%s → %s', (password, ok) => {
    expect(passwordIsStrong(password)).toBe(ok);
  });

  it('requires the confirmation to match', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'Ponte@2026', confirmPassword: 'Ponte@2027' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.passwordMismatch',
    });
  });
});

describe('verification code', () => {
  it('takes exactly 6 digits', () => {
    expect(verifyEmailRequestSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(verifyEmailRequestSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(verifyEmailRequestSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
});
