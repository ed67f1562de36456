/**
 * Demo quizzes (issue 14 §1): in the tenants with quizzes, a diagnostic and a graded quiz on the
 * course the demo talent is taking, and an anonymous satisfaction survey for everyone, with attempts
 * from the generated talents, so the results screen has a histogram and an item analysis at
 * `npm start`. The demo talent has done the diagnostic (its open answer waits for their mentor's
 * grade) and has the graded quiz still to take; a few of the class have a time accommodation. Written through the quizzes' repository and scored
 * with the shared scoring module, as the product would; deterministic (fixed faker seed).
 */
import { fakerPT_BR } from '@faker-js/faker';
import { passes, scoreAnswer, scoreAttempt } from '@ponte/shared/quiz-scoring';
import type { AnswerValue, QuestionKey, QuestionType, QuizPurpose } from '@ponte/shared/quizzes.schema';
import type { Role } from '@ponte/shared/roles';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { sanitiseRichText } from '../follow-up/rich-text.ts';
import * as quizzes from '../quizzes/quizzes.repository.ts';
import { listTalentIds } from './demo-courses.repository.ts';
import { demoQuizAudience } from './demo-quizzes.repository.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface DemoQuestion {
  key: string;
  category: string;
  type: QuestionType;
  stem: string;
  options?: [string, boolean][];
  correctAnswer?: boolean;
  accepted?: string[];
  numeric?: [number, number];
  points?: number;
  feedback?: string;
  /** 0 easy … 1 hard: how the generated talents fare. */
  difficulty: number;
}

/** The demo's time accommodations, one person each. */
const ACCOMMODATION_FACTORS = [1.5, 2, 1.25, 1.5, 3, 1.75];

const LOGIC = 'Lógica de programação';
const WEB = 'Desenvolvimento web';
const SURVEY = 'Satisfação';

const QUESTIONS: DemoQuestion[] = [
  {
    key: 'while',
    category: LOGIC,
    type: 'single',
    stem: 'Qual estrutura repete um bloco <strong>enquanto</strong> uma condição for verdadeira?',
    options: [
      ['if', false],
      ['while', true],
      ['switch', false],
      ['return', false],
    ],
    feedback: '<code>while</code> testa a condição antes de cada repetição.',
    difficulty: 0.2,
  },
  {
    key: 'strict',
    category: LOGIC,
    type: 'trueFalse',
    stem: 'Em JavaScript, <code>===</code> compara o valor e o tipo.',
    correctAnswer: true,
    difficulty: 0.3,
  },
  {
    key: 'modulo',
    category: LOGIC,
    type: 'numeric',
    stem: 'Quanto vale <code>7 % 3</code> (o resto da divisão de 7 por 3)?',
    numeric: [1, 0],
    difficulty: 0.45,
  },
  {
    key: 'const',
    category: LOGIC,
    type: 'shortText',
    stem: 'Que palavra-chave declara uma constante em JavaScript?',
    accepted: ['const'],
    difficulty: 0.35,
  },
  {
    key: 'semantic',
    category: WEB,
    type: 'multiple',
    stem: 'Quais destes são elementos <strong>semânticos</strong> do HTML?',
    options: [
      ['header', true],
      ['nav', true],
      ['div', false],
      ['main', true],
      ['span', false],
    ],
    points: 2,
    feedback: '<code>div</code> e <code>span</code> não dizem nada sobre o conteúdo: são genéricos.',
    difficulty: 0.6,
  },
  {
    key: 'http404',
    category: WEB,
    type: 'single',
    stem: 'Qual código HTTP responde a um recurso não encontrado?',
    options: [
      ['200', false],
      ['301', false],
      ['404', true],
      ['500', false],
    ],
    difficulty: 0.25,
  },
  {
    key: 'alt',
    category: WEB,
    type: 'trueFalse',
    stem: 'Toda imagem com conteúdo precisa de texto alternativo (<code>alt</code>) para leitores de tela.',
    correctAnswer: true,
    difficulty: 0.15,
  },
  {
    key: 'project',
    category: WEB,
    type: 'open',
    stem: 'Descreva um projeto que você construiu e o que aprendeu com ele.',
    points: 5,
    feedback: 'Bons relatos dizem o problema, a solução e o que você faria diferente.',
    difficulty: 0.5,
  },
  { key: 'useful', category: SURVEY, type: 'likert', stem: 'O conteúdo do curso foi útil para mim.', difficulty: 0 },
  { key: 'pace', category: SURVEY, type: 'likert', stem: 'As aulas tiveram um bom ritmo.', difficulty: 0 },
  { key: 'recommend', category: SURVEY, type: 'likert', stem: 'Eu recomendaria o curso a um amigo.', difficulty: 0 },
  { key: 'improve', category: SURVEY, type: 'open', stem: 'O que podemos melhorar?', difficulty: 0 },
];

const PROJECT_ANSWERS = [
  'Fiz um site de receitas em React com busca. Aprendi a separar componentes e a usar estado.',
  'Criei uma API em Node.js para agendar aulas. Aprendi a validar dados e a escrever testes.',
  'Montei um painel com os gastos da minha casa. Aprendi a ler CSV e a fazer gráficos.',
  'Fiz um jogo da velha no navegador. Aprendi a pensar nas regras antes de programar.',
  'Ajudei a refazer o site da ONG do bairro. Aprendi acessibilidade e trabalho em equipe.',
];
const IMPROVEMENTS = [
  'Mais exercícios práticos.',
  'Aulas gravadas para rever depois.',
  'Mais tempo para o projeto final.',
  'Tudo ótimo, obrigado!',
  'Monitoria à noite.',
];

type Fake = typeof fakerPT_BR;

function keyOf(q: DemoQuestion): QuestionKey {
  return {
    type: q.type,
    points: q.type === 'likert' ? 0 : (q.points ?? 1),
    options: (q.options ?? []).map(([html, correct], i) => ({ id: String(i), html, correct })),
    correctAnswer: q.correctAnswer ?? null,
    accepted: q.accepted ?? [],
    numericValue: q.numeric?.[0] ?? null,
    tolerance: q.numeric?.[1] ?? 0,
  };
}

/** An answer a person of this ability would give. */
function answerFor(f: Fake, q: DemoQuestion, key: QuestionKey, ability: number): AnswerValue | null {
  if (q.type === 'likert') return { likert: f.helpers.weightedArrayElement(likertWeights(ability)) };
  if (q.type === 'open')
    return { text: f.helpers.arrayElement(q.category === SURVEY ? IMPROVEMENTS : PROJECT_ANSWERS) };
  const right =
    f.number.float({ min: 0, max: 1 }) < Math.min(0.95, Math.max(0.05, ability * 1.3 - q.difficulty + 0.25));
  switch (q.type) {
    case 'single': {
      const options = key.options.filter((o) => o.correct === right);
      return { optionIds: [f.helpers.arrayElement(options).id] };
    }
    case 'multiple': {
      const correct = key.options.filter((o) => o.correct).map((o) => o.id);
      if (right) return { optionIds: correct };
      const wrong = key.options.filter((o) => !o.correct).map((o) => o.id);
      return { optionIds: [...correct.slice(0, 2), f.helpers.arrayElement(wrong)] };
    }
    case 'trueFalse':
      return { bool: right ? key.correctAnswer! : !key.correctAnswer };
    case 'shortText':
      return { text: right ? f.helpers.arrayElement(['const', 'CONST', ' const ']) : 'let' };
    case 'numeric':
      return { number: right ? key.numericValue! : f.helpers.arrayElement([2, 0, 2.33]) };
    default:
      return null;
  }
}

function likertWeights(ability: number) {
  const high = 2 + Math.round(ability * 4);
  return [
    { value: 1, weight: 1 },
    { value: 2, weight: 1 },
    { value: 3, weight: 3 },
    { value: 4, weight: high },
    { value: 5, weight: high },
  ];
}

interface DemoQuiz {
  id: number;
  purpose: QuizPurpose;
  passMark: number;
  questions: { q: DemoQuestion; key: QuestionKey; versionId: number }[];
}

/** An attempt as the product would store it: items drawn, answers saved, scored, maybe graded. */
async function attempt(
  tx: Tx,
  tenantId: string,
  f: Fake,
  quiz: DemoQuiz,
  run: { userId: number; number: number; ability: number; submittedAt: Date; grader: number | null },
): Promise<void> {
  const minutes = f.number.int({ min: 4, max: 18 });
  const startedAt = new Date(run.submittedAt.getTime() - minutes * MINUTE_MS);
  const id = await quizzes.insertAttempt(tx, {
    tenantId,
    quizId: quiz.id,
    userId: run.userId,
    number: run.number,
    startedAt,
    deadlineAt: null,
  });
  await quizzes.insertItems(
    tx,
    tenantId,
    id,
    quiz.questions.map((item, position) => ({
      position,
      versionId: item.versionId,
      optionOrder: item.key.options.map((o) => o.id),
    })),
  );
  const scores = [];
  for (const [position, item] of quiz.questions.entries()) {
    const answer = answerFor(f, item.q, item.key, run.ability);
    await quizzes.saveAnswer(tx, id, position, answer, startedAt);
    let graded: number | null = null;
    if (item.q.type === 'open' && quiz.purpose !== 'survey' && run.grader !== null) {
      graded = Math.max(
        1,
        Math.min(item.key.points, Math.round(run.ability * item.key.points + f.number.int({ min: -1, max: 1 }))),
      );
      await quizzes.gradeItem(tx, id, position, {
        earned: graded,
        gradedBy: run.grader,
        comment: graded >= 4 ? 'Ótimo relato, bem organizado.' : 'Conte também o que você faria diferente.',
        at: run.submittedAt,
      });
    }
    const score = scoreAnswer(item.key, answer, quiz.purpose, graded);
    if (graded === null) await quizzes.setItemScore(tx, id, position, score.earned);
    scores.push(score);
  }
  const total = scoreAttempt(scores);
  await quizzes.finishAttempt(tx, id, {
    submittedAt: run.submittedAt,
    earned: total.earned,
    max: total.max,
    percent: total.percent,
    pending: total.pending,
    passed: passes(quiz.purpose, total.percent, quiz.passMark),
  });
}

export async function seedDemoQuizzes(tx: Tx, tenantId: string, slug: TenantSlug, people: Map<Role, number>) {
  if (!TENANTS[slug].features.quiz) return;
  const talentId = people.get('Talento');
  const adminId = people.get('Admin') ?? null;
  const mentorId = people.get('Mentor') ?? null;
  if (talentId === undefined) return;
  const audience = await demoQuizAudience(tx, talentId);
  if (!audience) return;
  const f = fakerPT_BR;
  f.seed(slug === 'asid' ? 1414 : 1410);
  const now = new Date();

  const categories = new Map<string, number>();
  for (const name of [LOGIC, WEB, SURVEY]) categories.set(name, await quizzes.insertCategory(tx, tenantId, name));
  const bank = new Map<string, { q: DemoQuestion; key: QuestionKey; versionId: number; id: number }>();
  for (const q of QUESTIONS) {
    const key = keyOf(q);
    const id = await quizzes.insertQuestion(
      tx,
      tenantId,
      categories.get(q.category)!,
      new Date(now.getTime() - 20 * DAY_MS),
    );
    const versionId = await quizzes.insertVersion(tx, tenantId, id, 1, {
      type: q.type,
      stem: sanitiseRichText(`<p>${q.stem}</p>`),
      points: key.points,
      feedback: q.feedback ? sanitiseRichText(`<p>${q.feedback}</p>`) : null,
      // asid works with deaf people: a Libras video per question where one was recorded.
      librasUrl: slug === 'asid' && q.category !== SURVEY ? `https://libras.asid.example/videos/${q.key}` : null,
      skills: q.category === WEB ? ['HTML', 'HTTP'] : q.category === LOGIC ? ['JavaScript'] : [],
      body: {
        options: key.options.map((o) => ({ ...o, html: sanitiseRichText(`<p>${o.html}</p>`) })),
        correctAnswer: key.correctAnswer,
        accepted: key.accepted,
        numericValue: key.numericValue,
        tolerance: key.tolerance,
      },
    });
    bank.set(q.key, { q, key, versionId, id });
  }

  const base = {
    description: null,
    status: 'published',
    anonymous: false,
    targetClasseId: null,
    targetTrailId: null,
    targetStep: null,
    opensAt: new Date(now.getTime() - 30 * DAY_MS),
    attemptsAllowed: null as number | null,
    minMinutesBetween: 0,
    grading: 'highest',
    shuffleQuestions: false,
    shuffleOptions: false,
    completesCourse: false,
    feedbackBands: [] as { min: number; message: string }[],
    layout: 'one',
  };
  const make = async (
    fields: Partial<quizzes.QuizFields> & Pick<quizzes.QuizFields, 'title' | 'purpose' | 'targetKind'>,
    keys: string[],
  ): Promise<DemoQuiz> => {
    const id = await quizzes.insertQuiz(
      tx,
      tenantId,
      {
        ...base,
        targetCourseId: fields.targetKind === 'course' ? audience.courseId : null,
        closesAt: null,
        timeLimitMinutes: null,
        passMark: 0,
        review: 'answers',
        ...fields,
      },
      new Date(now.getTime() - 15 * DAY_MS),
    );
    const items = keys.map((k) => bank.get(k)!);
    await quizzes.setSelection(tx, id, { mode: 'fixed', questionIds: items.map((i) => i.id) }, now);
    // Announced when it was published: the demo sends no notices of its own.
    await quizzes.markAssignedNotice(tx, id, new Date(now.getTime() - 15 * DAY_MS));
    return { id, purpose: fields.purpose as QuizPurpose, passMark: fields.passMark ?? 0, questions: items };
  };

  const diagnostic = await make(
    {
      title: 'Diagnóstico de entrada',
      description: sanitiseRichText('<p>Responda com calma: o resultado ajuda a planejar as aulas, não vale nota.</p>'),
      purpose: 'diagnostic',
      targetKind: 'course',
      attemptsAllowed: 1,
      review: 'answers',
      layout: 'all',
    },
    ['while', 'strict', 'modulo', 'http404', 'project'],
  );
  const graded = await make(
    {
      title: 'Avaliação do módulo',
      description: sanitiseRichText('<p>Você tem duas tentativas; vale a maior nota. Nota mínima: 70%.</p>'),
      purpose: 'graded',
      targetKind: 'course',
      closesAt: new Date(now.getTime() + 12 * DAY_MS),
      timeLimitMinutes: 20,
      attemptsAllowed: 2,
      minMinutesBetween: 60,
      passMark: 70,
      review: 'feedback',
      shuffleQuestions: true,
      shuffleOptions: true,
      feedbackBands: [
        { min: 0, message: 'Revise os conteúdos do módulo e tente de novo.' },
        { min: 70, message: 'Muito bem! Você atingiu a nota mínima.' },
        { min: 90, message: 'Excelente! Você domina o conteúdo.' },
      ],
    },
    ['while', 'strict', 'modulo', 'const', 'semantic', 'http404', 'alt'],
  );
  const survey = await make(
    {
      title: 'Pesquisa de satisfação',
      description: sanitiseRichText('<p>Anônima: ninguém vê quem respondeu o quê.</p>'),
      purpose: 'survey',
      anonymous: true,
      targetKind: 'everyone',
      review: 'score',
    },
    ['useful', 'pace', 'recommend', 'improve'],
  );

  const mentees = mentorId === null ? [] : await quizzes.activeMenteeIds(tx, mentorId);
  const ago = (minDays: number, maxDays: number) =>
    new Date(now.getTime() - f.number.int({ min: minDays * DAY_MS, max: maxDays * DAY_MS }));
  for (const userId of audience.people) {
    const ability = f.number.float({ min: 0.1, max: 1 });
    if (f.datatype.boolean(0.8)) {
      // Mentees' open answers wait for their mentor; most others were graded by the Admin.
      const grader = mentees.includes(userId) || f.datatype.boolean(0.2) ? null : adminId;
      await attempt(tx, tenantId, f, diagnostic, { userId, number: 1, ability, submittedAt: ago(10, 14), grader });
    }
    if (f.datatype.boolean(0.7)) {
      await attempt(tx, tenantId, f, graded, { userId, number: 1, ability, submittedAt: ago(4, 8), grader: null });
      if (f.datatype.boolean(0.3))
        await attempt(tx, tenantId, f, graded, {
          userId,
          number: 2,
          ability: Math.min(1, ability + 0.2),
          submittedAt: ago(1, 3),
          grader: null,
        });
    }
  }
  // The demo talent did the diagnostic; its open answer waits for their mentor (the demo Mentor).
  await attempt(tx, tenantId, f, diagnostic, {
    userId: talentId,
    number: 1,
    ability: 0.7,
    submittedAt: ago(2, 3),
    grader: null,
  });
  const everyone = (await listTalentIds(tx)).filter((id) => id !== talentId);
  for (const userId of f.helpers.arrayElements(everyone, Math.min(80, Math.round(everyone.length * 0.4)))) {
    await attempt(tx, tenantId, f, survey, {
      userId,
      number: 1,
      ability: f.number.float({ min: 0.2, max: 1 }),
      submittedAt: ago(0, 12),
      grader: null,
    });
  }
  // A few of the class have more time (Quiz › Acomodações), set over the last weeks; never the demo talent,
  // whose graded quiz the README promises at its own 20 minutes. Last, so the draws above stay as they were.
  const accommodated = f.helpers.arrayElements(
    audience.people,
    Math.min(ACCOMMODATION_FACTORS.length, audience.people.length),
  );
  for (const [i, userId] of accommodated.entries())
    await quizzes.setAccommodation(tx, tenantId, userId, ACCOMMODATION_FACTORS[i]!, ago(1, 40));
}
