import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasUnsavedChanges,
  leavingLosesChanges,
  registerUnsavedChanges,
  subscribeUnsavedChanges,
} from './use-unsaved-changes.ts';

const cleanups: (() => void)[] = [];
function register() {
  const unregister = registerUnsavedChanges();
  cleanups.push(unregister);
  return unregister;
}
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const at = (pathname: string, search = '') => ({ pathname, search });

describe('unsaved changes', () => {
  it('holds while any form is dirty, and each form unmarks only itself', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const basicData = register();
    const location = register();
    expect(hasUnsavedChanges()).toBe(true);
    basicData();
    expect(hasUnsavedChanges()).toBe(true);
    basicData();
    expect(hasUnsavedChanges()).toBe(true);
    location();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('tells its listeners when it changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUnsavedChanges(listener);
    const unregister = register();
    unregister();
    unregister();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    register();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('asks before another tab or screen, only with unsaved changes', () => {
    const personal = at('/plataforma/perfil/p1/informacoes-pessoais');
    const professional = at('/plataforma/perfil/p1/perfil-profissional');
    expect(leavingLosesChanges(personal, professional)).toBe(false);
    register();
    expect(leavingLosesChanges(personal, professional)).toBe(true);
    expect(
      leavingLosesChanges(
        at('/plataforma/base-de-alunos/x/editar-aluno', '?aba=dados'),
        at('/plataforma/base-de-alunos/x/editar-aluno', '?aba=acompanhamento'),
      ),
    ).toBe(true);
    expect(leavingLosesChanges(personal, personal)).toBe(false);
  });

  it('lets the way to sign-in through: nothing can be saved there', () => {
    register();
    expect(leavingLosesChanges(at('/plataforma/empresas'), at('/acesso/login'))).toBe(false);
  });
});
