/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_SCREEN, PROFILE_TABS, SCREENS } from './screens.ts';

/**
 * The router's screens against the spec's own route list (product-spec.md §2, "Routes under
 * /plataforma"), read from the spec file rather than copied here: a route the spec names that the
 * router lacks, or a screen the spec does not name, fails.
 */
const REPO = join(import.meta.dirname, '../../../..');
/** The spec beside the project (../shared/spec); the repository keeps a copy for clean clones. */
const ORIGINAL = join(REPO, '../shared/spec/product-spec.md');
const COPY = join(REPO, 'docs/spec/product-spec.md');
const SPEC = readFileSync(COPY, 'utf8');

it.skipIf(!existsSync(ORIGINAL))('the repository’s copy of the spec is the current spec', () => {
  expect(SPEC).toBe(readFileSync(ORIGINAL, 'utf8'));
});

function specRoutes(): Set<string> {
  const start = SPEC.indexOf('Routes under /plataforma:');
  const end = SPEC.indexOf('\n\n', start);
  expect(start, 'the spec lists the /plataforma routes').toBeGreaterThan(0);
  const routes = new Set<string>();
  const route = /^[a-z][a-z0-9-]*(\/(\{[a-zA-Z]+\}|[a-z0-9-]+))*$/;
  const add = (path: string) => routes.add(path.replace(/\{([a-zA-Z]+)\}/g, ':$1'));
  for (const line of SPEC.slice(start, end).split('\n').slice(1)) {
    let text = line.replace(/^- /, '');
    // "X (base-de-alunos in sabimais)": the tenant's own spelling is a route too.
    for (const [, alias] of text.matchAll(/\(([a-z-]+) in sabimais\)/g)) add(alias!);
    // "One variant of the route uses {publicId} and the spelling informacoes-personais."
    const variant = /the spelling ([a-z-]+)/.exec(text)?.[1];
    // "courses/{courseId} with tabs Curso, inscricoes (…) and favoritos (…)": the lower-case tabs are routes.
    const tabs = /^(\S+) with tabs (.*)$/.exec(text);
    if (tabs) {
      const base = tabs[1]!;
      add(base);
      for (const tab of tabs[2]!.replace(/\([^)]*\)/g, '').split(/,| and /)) {
        if (/^[a-z-]+$/.test(tab.trim())) add(`${base}/${tab.trim()}`);
      }
      continue;
    }
    text = text.replace(/\([^)]*\)/g, '').split('. ')[0]!;
    const paths = text
      .split(/,| and /)
      .map((part) => part.trim().split(/\s/)[0]!)
      .filter((part) => route.test(part));
    for (const path of paths) add(path);
    if (variant && paths[0]) add(paths[0].replace(/[^/]+$/, variant));
  }
  return routes;
}

const routerPaths = new Set([
  HOME_SCREEN.path,
  ...SCREENS.map((s) => s.path),
  ...PROFILE_TABS.map((tab) => `perfil/:id/${tab.path}`),
]);

describe('the router serves the spec’s routes under /plataforma, and only those', () => {
  const spec = specRoutes();

  it('reads the spec’s list (the parser itself works)', () => {
    expect(spec.size).toBeGreaterThan(25);
    expect(spec).toContain('perfil/:id/informacoes-personais');
    expect(spec).toContain('cursos-e-inscricoes/:courseId/favoritos');
    expect(spec).toContain('base-de-alunos/:id/editar-aluno');
  });

  it('every route the spec names has a screen', () => {
    expect([...spec].filter((path) => !routerPaths.has(path)).sort()).toEqual([]);
  });

  it('every screen is one the spec names, but the course list the manager submenu links to', () => {
    // The manager submenu's "courses and enrolments" item (spec §2 Navigation) needs a list to open.
    const extras = new Set([
      'cursos-e-inscricoes',
      // Issue 14's quiz screens beyond §2's `quiz` (QUIZ_PATHS in permissions.ts):
      'quiz/correcoes', // the grading queue of open answers, for the quiz manager and mentors
      'quiz/:quizId', // the quiz editor: settings and questions
      'quiz/:quizId/resultados', // a quiz's results: figures, histogram, item analysis, CSV
      'meus-quizzes', // the quizzes assigned to the caller, which the home card and the course page link to
      'meus-quizzes/:quizId', // taking one quiz: its attempt, review and history
      // Issue 16 §3 (LGPD Art. 18): each person's own data, from the profile menu, and the Admin's queue.
      'meus-dados', // see, copy, consent, ask for deletion
      'usuarios/pedidos-de-exclusao', // the Admin confirms deletions
      // Issue 16 §2: people in from a spreadsheet, linked from the user list.
      'usuarios/importar', // template, check, import
    ]);
    expect([...routerPaths].filter((path) => !spec.has(path) && !extras.has(path)).sort()).toEqual([]);
  });
});
