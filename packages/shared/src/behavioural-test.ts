/**
 * The behavioural questionnaire (issue 3 "Behavioural test tab"), in the style of the Brazilian
 * four-profile tests: each item offers four adjectives, one for each profile (1 Executor,
 * 2 Comunicador, 3 Planejador, 4 Analista), and the person picks the one that describes them best.
 * The result is the share of choices that fell on each profile. Item ids are stable: stored
 * attempts keep their answers by item id, so a result can be recomputed if the scoring changes.
 */
import type { Locale } from './locales.ts';
import type { ProfileScores } from './profile-behaviour.schema.ts';

export const BEHAVIOURAL_PROFILES = ['1', '2', '3', '4'] as const;
export type BehaviouralProfile = (typeof BEHAVIOURAL_PROFILES)[number];

type Text = Readonly<Record<Locale, string>>;

export interface BehaviouralTestOption {
  profile: BehaviouralProfile;
  label: Text;
}

export interface BehaviouralTestItem {
  id: number;
  /** The four adjectives in display order; the order varies between items so no column maps to a profile. */
  options: readonly BehaviouralTestOption[];
}

export const BEHAVIOURAL_TEST_INSTRUCTIONS: Text = {
  'pt-BR': 'Em cada linha, escolha a palavra que mais combina com o seu jeito de ser e de trabalhar.',
  'en-US': 'In each row, choose the word that best describes how you are and how you work.',
  'es-MX': 'En cada fila, elige la palabra que mejor describe tu forma de ser y de trabajar.',
};

type Word = readonly [ptBR: string, enUS: string, esMX: string];
/** One item as written: the adjectives of profiles 1, 2, 3 and 4, in that order. */
type ItemWords = readonly [executing: Word, communicative: Word, planner: Word, analytical: Word];

const ITEM_WORDS: readonly ItemWords[] = [
  [
    ['Determinado(a)', 'Determined', 'Determinado(a)'],
    ['Comunicativo(a)', 'Communicative', 'Comunicativo(a)'],
    ['Paciente', 'Patient', 'Paciente'],
    ['Detalhista', 'Detail-oriented', 'Detallista'],
  ],
  [
    ['Competitivo(a)', 'Competitive', 'Competitivo(a)'],
    ['Entusiasta', 'Enthusiastic', 'Entusiasta'],
    ['Leal', 'Loyal', 'Leal'],
    ['Preciso(a)', 'Precise', 'Preciso(a)'],
  ],
  [
    ['Direto(a)', 'Direct', 'Directo(a)'],
    ['Sociável', 'Sociable', 'Sociable'],
    ['Calmo(a)', 'Calm', 'Tranquilo(a)'],
    ['Lógico(a)', 'Logical', 'Lógico(a)'],
  ],
  [
    ['Ousado(a)', 'Bold', 'Audaz'],
    ['Otimista', 'Optimistic', 'Optimista'],
    ['Estável', 'Steady', 'Estable'],
    ['Cauteloso(a)', 'Cautious', 'Cauteloso(a)'],
  ],
  [
    ['Independente', 'Independent', 'Independiente'],
    ['Persuasivo(a)', 'Persuasive', 'Persuasivo(a)'],
    ['Cooperativo(a)', 'Cooperative', 'Cooperativo(a)'],
    ['Questionador(a)', 'Questioning', 'Cuestionador(a)'],
  ],
  [
    ['Exigente', 'Demanding', 'Exigente'],
    ['Expressivo(a)', 'Expressive', 'Expresivo(a)'],
    ['Prestativo(a)', 'Helpful', 'Servicial'],
    ['Sistemático(a)', 'Systematic', 'Sistemático(a)'],
  ],
  [
    ['Ágil', 'Quick', 'Ágil'],
    ['Extrovertido(a)', 'Outgoing', 'Extrovertido(a)'],
    ['Constante', 'Consistent', 'Constante'],
    ['Analítico(a)', 'Analytical', 'Analítico(a)'],
  ],
  [
    ['Prático(a)', 'Practical', 'Práctico(a)'],
    ['Inspirador(a)', 'Inspiring', 'Inspirador(a)'],
    ['Confiável', 'Dependable', 'Confiable'],
    ['Rigoroso(a)', 'Rigorous', 'Riguroso(a)'],
  ],
  [
    ['Enérgico(a)', 'Energetic', 'Enérgico(a)'],
    ['Animado(a)', 'Lively', 'Animado(a)'],
    ['Atento(a) aos outros', 'Attentive to others', 'Atento(a) a los demás'],
    ['Criterioso(a)', 'Discerning', 'Juicioso(a)'],
  ],
  [
    ['Corajoso(a)', 'Courageous', 'Valiente'],
    ['Espontâneo(a)', 'Spontaneous', 'Espontáneo(a)'],
    ['Sereno(a)', 'Serene', 'Sereno(a)'],
    ['Racional', 'Rational', 'Racional'],
  ],
  [
    ['Firme', 'Firm', 'Firme'],
    ['Carismático(a)', 'Charismatic', 'Carismático(a)'],
    ['Conciliador(a)', 'Conciliatory', 'Conciliador(a)'],
    ['Exato(a)', 'Accurate', 'Exacto(a)'],
  ],
  [
    ['Ambicioso(a)', 'Ambitious', 'Ambicioso(a)'],
    ['Criativo(a)', 'Creative', 'Creativo(a)'],
    ['Organizado(a)', 'Organized', 'Organizado(a)'],
    ['Investigativo(a)', 'Investigative', 'Investigador(a)'],
  ],
  [
    ['Assertivo(a)', 'Assertive', 'Asertivo(a)'],
    ['Alegre', 'Cheerful', 'Alegre'],
    ['Disciplinado(a)', 'Disciplined', 'Disciplinado(a)'],
    ['Reservado(a)', 'Reserved', 'Reservado(a)'],
  ],
  [
    ['Focado(a) em resultados', 'Results-driven', 'Orientado(a) a resultados'],
    ['Falante', 'Talkative', 'Platicador(a)'],
    ['Ponderado(a)', 'Level-headed', 'Ponderado(a)'],
    ['Minucioso(a)', 'Thorough', 'Minucioso(a)'],
  ],
  [
    ['Autoconfiante', 'Self-confident', 'Seguro(a) de sí'],
    ['Popular', 'Popular', 'Popular'],
    ['Gentil', 'Kind', 'Amable'],
    ['Perfeccionista', 'Perfectionist', 'Perfeccionista'],
  ],
  [
    ['Aventureiro(a)', 'Adventurous', 'Aventurero(a)'],
    ['Envolvente', 'Engaging', 'Cautivador(a)'],
    ['Persistente', 'Persevering', 'Perseverante'],
    ['Perspicaz', 'Perceptive', 'Perspicaz'],
  ],
  [
    ['Empreendedor(a)', 'Enterprising', 'Emprendedor(a)'],
    ['Motivador(a)', 'Motivating', 'Motivador(a)'],
    ['Compreensivo(a)', 'Understanding', 'Comprensivo(a)'],
    ['Correto(a)', 'Scrupulous', 'Escrupuloso(a)'],
  ],
  [
    ['Proativo(a)', 'Proactive', 'Proactivo(a)'],
    ['Convincente', 'Convincing', 'Convincente'],
    ['Dedicado(a)', 'Dedicated', 'Dedicado(a)'],
    ['Prudente', 'Prudent', 'Prudente'],
  ],
  [
    ['Pioneiro(a)', 'Pioneering', 'Pionero(a)'],
    ['Influente', 'Influential', 'Influyente'],
    ['Metódico(a)', 'Methodical', 'Metódico(a)'],
    ['Reflexivo(a)', 'Reflective', 'Reflexivo(a)'],
  ],
  [
    ['Resoluto(a)', 'Resolute', 'Resuelto(a)'],
    ['Divertido(a)', 'Fun-loving', 'Divertido(a)'],
    ['Tolerante', 'Tolerant', 'Tolerante'],
    ['Observador(a)', 'Observant', 'Observador(a)'],
  ],
  [
    ['Decidido(a)', 'Decisive', 'Decidido(a)'],
    ['Amigável', 'Friendly', 'Amigable'],
    ['Solidário(a)', 'Supportive', 'Solidario(a)'],
    ['Curioso(a)', 'Curious', 'Curioso(a)'],
  ],
  [
    ['Incansável', 'Tireless', 'Incansable'],
    ['Cativante', 'Charming', 'Encantador(a)'],
    ['Precavido(a)', 'Well-prepared', 'Precavido(a)'],
    ['Formal', 'Formal', 'Formal'],
  ],
  [
    ['Tenaz', 'Tenacious', 'Tenaz'],
    ['Eloquente', 'Eloquent', 'Elocuente'],
    ['Responsável', 'Responsible', 'Responsable'],
    ['Estudioso(a)', 'Studious', 'Estudioso(a)'],
  ],
  [
    ['Eficaz', 'Effective', 'Eficaz'],
    ['Caloroso(a)', 'Warm', 'Cálido(a)'],
    ['Sensato(a)', 'Sensible', 'Sensato(a)'],
    ['Cético(a)', 'Skeptical', 'Escéptico(a)'],
  ],
  [
    ['Dinâmico(a)', 'Dynamic', 'Dinámico(a)'],
    ['Vibrante', 'Vibrant', 'Vibrante'],
    ['Acolhedor(a)', 'Welcoming', 'Acogedor(a)'],
    ['Realista', 'Realistic', 'Realista'],
  ],
];

/** Display orders (indexes into profiles 1–4), cycled through the items. */
const DISPLAY_ORDERS: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 3],
  [2, 0, 3, 1],
  [3, 2, 1, 0],
  [1, 3, 0, 2],
  [2, 3, 0, 1],
  [0, 2, 1, 3],
  [3, 0, 2, 1],
  [1, 2, 3, 0],
];

export const BEHAVIOURAL_TEST_ITEMS: readonly BehaviouralTestItem[] = ITEM_WORDS.map((words, index) => ({
  id: index + 1,
  options: DISPLAY_ORDERS[index % DISPLAY_ORDERS.length]!.map((p) => {
    const [pt, en, es] = words[p]!;
    return { profile: BEHAVIOURAL_PROFILES[p]!, label: { 'pt-BR': pt, 'en-US': en, 'es-MX': es } };
  }),
}));

// --- Profile descriptions -----------------------------------------------------------------------

export interface BehaviouralProfileDescription {
  profile: BehaviouralProfile;
  name: Text;
  summary: Text;
  strengths: Readonly<Record<Locale, readonly string[]>>;
  worksBestWhen: Text;
  watchOuts: Readonly<Record<Locale, readonly string[]>>;
}

export const BEHAVIOURAL_PROFILE_DESCRIPTIONS: Readonly<Record<BehaviouralProfile, BehaviouralProfileDescription>> = {
  '1': {
    profile: '1',
    name: { 'pt-BR': 'Executor', 'en-US': 'Executing', 'es-MX': 'Ejecutor' },
    summary: {
      'pt-BR': 'Movido a desafios e resultados: decide rápido, assume o comando e faz as coisas acontecerem.',
      'en-US': 'Driven by challenges and results: decides quickly, takes charge and makes things happen.',
      'es-MX': 'Impulsado por retos y resultados: decide rápido, toma el mando y hace que las cosas sucedan.',
    },
    strengths: {
      'pt-BR': ['Iniciativa e senso de urgência', 'Foco em metas e resultados', 'Coragem para decidir sob pressão'],
      'en-US': ['Initiative and a sense of urgency', 'Focus on goals and results', 'Courage to decide under pressure'],
      'es-MX': ['Iniciativa y sentido de urgencia', 'Enfoque en metas y resultados', 'Valor para decidir bajo presión'],
    },
    worksBestWhen: {
      'pt-BR': 'Rende mais com autonomia, metas claras e desafios que pedem ação rápida.',
      'en-US': 'Works best with autonomy, clear goals and challenges that call for quick action.',
      'es-MX': 'Rinde más con autonomía, metas claras y retos que piden acción rápida.',
    },
    watchOuts: {
      'pt-BR': [
        'Pode atropelar etapas e pessoas na pressa de concluir',
        'Tende a ouvir pouco quando já decidiu',
        'Impaciência com detalhes e processos lentos',
      ],
      'en-US': [
        'May skip steps, and people, in the rush to finish',
        'Tends to listen little once the decision is made',
        'Impatience with details and slow processes',
      ],
      'es-MX': [
        'Puede saltarse pasos, y personas, con la prisa de terminar',
        'Tiende a escuchar poco cuando ya decidió',
        'Impaciencia con los detalles y los procesos lentos',
      ],
    },
  },
  '2': {
    profile: '2',
    name: { 'pt-BR': 'Comunicador', 'en-US': 'Communicative', 'es-MX': 'Comunicador' },
    summary: {
      'pt-BR': 'Movido a pessoas e ideias: conecta, entusiasma e convence com facilidade.',
      'en-US': 'Driven by people and ideas: connects, enthuses and persuades with ease.',
      'es-MX': 'Impulsado por las personas y las ideas: conecta, entusiasma y convence con facilidad.',
    },
    strengths: {
      'pt-BR': [
        'Facilidade de relacionamento e de criar redes',
        'Criatividade e otimismo',
        'Capacidade de motivar o grupo',
      ],
      'en-US': ['Builds relationships and networks easily', 'Creativity and optimism', 'Ability to motivate the group'],
      'es-MX': [
        'Facilidad para relacionarse y crear redes',
        'Creatividad y optimismo',
        'Capacidad de motivar al grupo',
      ],
    },
    worksBestWhen: {
      'pt-BR': 'Rende mais em ambientes colaborativos, com troca, reconhecimento e espaço para novas ideias.',
      'en-US': 'Works best in collaborative settings with exchange, recognition and room for new ideas.',
      'es-MX': 'Rinde más en ambientes colaborativos, con intercambio, reconocimiento y espacio para nuevas ideas.',
    },
    watchOuts: {
      'pt-BR': [
        'Pode se dispersar e deixar tarefas pela metade',
        'Tende a prometer mais do que cabe no prazo',
        'Rotina e trabalho isolado costumam desmotivar',
      ],
      'en-US': [
        'May get scattered and leave tasks half done',
        'Tends to promise more than fits the deadline',
        'Routine and solitary work often demotivate',
      ],
      'es-MX': [
        'Puede dispersarse y dejar tareas a medias',
        'Tiende a prometer más de lo que cabe en el plazo',
        'La rutina y el trabajo aislado suelen desmotivar',
      ],
    },
  },
  '3': {
    profile: '3',
    name: { 'pt-BR': 'Planejador', 'en-US': 'Planner', 'es-MX': 'Planificador' },
    summary: {
      'pt-BR': 'Movido a estabilidade e cooperação: organiza, dá constância e sustenta o trabalho do time.',
      'en-US': 'Driven by stability and cooperation: organizes, keeps things steady and supports the team.',
      'es-MX': 'Impulsado por la estabilidad y la cooperación: organiza, da constancia y sostiene al equipo.',
    },
    strengths: {
      'pt-BR': ['Organização e disciplina', 'Paciência e escuta atenta', 'Confiabilidade: cumpre o que combina'],
      'en-US': ['Organization and discipline', 'Patience and attentive listening', 'Reliability: does what was agreed'],
      'es-MX': ['Organización y disciplina', 'Paciencia y escucha atenta', 'Confiabilidad: cumple lo acordado'],
    },
    worksBestWhen: {
      'pt-BR': 'Rende mais com planejamento, papéis bem definidos, ritmo previsível e um time em harmonia.',
      'en-US': 'Works best with planning, well-defined roles, a predictable pace and a team in harmony.',
      'es-MX': 'Rinde más con planeación, roles bien definidos, un ritmo previsible y un equipo en armonía.',
    },
    watchOuts: {
      'pt-BR': [
        'Pode resistir a mudanças repentinas',
        'Tende a evitar conflitos mesmo quando precisam ser enfrentados',
        'Dificuldade em dizer não e em pedir ajuda',
      ],
      'en-US': [
        'May resist sudden changes',
        'Tends to avoid conflict even when it needs to be faced',
        'Finds it hard to say no and to ask for help',
      ],
      'es-MX': [
        'Puede resistirse a los cambios repentinos',
        'Tiende a evitar conflictos aun cuando hay que enfrentarlos',
        'Le cuesta decir que no y pedir ayuda',
      ],
    },
  },
  '4': {
    profile: '4',
    name: { 'pt-BR': 'Analista', 'en-US': 'Analytical', 'es-MX': 'Analítico' },
    summary: {
      'pt-BR': 'Movido a qualidade e lógica: investiga, mede e decide com base em dados.',
      'en-US': 'Driven by quality and logic: investigates, measures and decides on the evidence.',
      'es-MX': 'Impulsado por la calidad y la lógica: investiga, mide y decide con base en datos.',
    },
    strengths: {
      'pt-BR': ['Precisão e atenção aos detalhes', 'Pensamento crítico e lógico', 'Alto padrão de qualidade'],
      'en-US': ['Precision and attention to detail', 'Critical, logical thinking', 'High quality standards'],
      'es-MX': ['Precisión y atención al detalle', 'Pensamiento crítico y lógico', 'Alto estándar de calidad'],
    },
    worksBestWhen: {
      'pt-BR': 'Rende mais com informações completas, tempo para analisar e critérios claros de qualidade.',
      'en-US': 'Works best with complete information, time to analyze and clear quality criteria.',
      'es-MX': 'Rinde más con información completa, tiempo para analizar y criterios claros de calidad.',
    },
    watchOuts: {
      'pt-BR': [
        'Pode demorar a decidir buscando a resposta perfeita',
        'Tende a ser crítico demais consigo e com os outros',
        'Pode parecer distante em situações que pedem acolhimento',
      ],
      'en-US': [
        'May be slow to decide while seeking the perfect answer',
        'Tends to be overly critical of self and others',
        'May seem distant when warmth is called for',
      ],
      'es-MX': [
        'Puede tardar en decidir buscando la respuesta perfecta',
        'Tiende a ser demasiado crítico consigo y con los demás',
        'Puede parecer distante cuando se necesita cercanía',
      ],
    },
  },
};

// --- Scoring ------------------------------------------------------------------------------------

export interface BehaviouralTestAnswer {
  itemId: number;
  profile: BehaviouralProfile;
}

export interface BehaviouralTestResult {
  /** Whole percentages of the choices per profile, summing to 100. */
  scores: ProfileScores;
  dominant: BehaviouralProfile;
}

export type BehaviouralTestProblem = 'unknownItem' | 'duplicateItem' | 'missingItems';

/** Thrown by scoreBehaviouralTest when the answers are not exactly one per item. */
export class BehaviouralTestAnswersError extends Error {
  constructor(
    readonly problem: BehaviouralTestProblem,
    readonly itemIds: readonly number[],
  ) {
    super(`behavioural test answers: ${problem} (${itemIds.join(', ')})`);
    this.name = 'BehaviouralTestAnswersError';
  }
}

const ITEM_IDS = new Set(BEHAVIOURAL_TEST_ITEMS.map((item) => item.id));

/**
 * Scores a complete questionnaire. Every item must be answered exactly once, with a known item id;
 * otherwise a BehaviouralTestAnswersError names the problem.
 *
 * Percentages use largest-remainder rounding: each profile gets the floor of its exact share and
 * the points still missing to reach 100 go to the largest remainders (equal remainders: lower
 * profile code first). With the 25 items every choice is worth exactly 4%.
 *
 * Dominant: the profile chosen most often. A tie goes to whichever tied profile was chosen in the
 * highest-numbered item (the answers given last, once the respondent has settled into the test);
 * since every item has exactly one answer, this always separates them.
 */
export function scoreBehaviouralTest(answers: readonly BehaviouralTestAnswer[]): BehaviouralTestResult {
  const byItem = new Map<number, BehaviouralProfile>();
  const unknown: number[] = [];
  const duplicated: number[] = [];
  for (const answer of answers) {
    if (!ITEM_IDS.has(answer.itemId)) unknown.push(answer.itemId);
    else if (byItem.has(answer.itemId)) duplicated.push(answer.itemId);
    else byItem.set(answer.itemId, answer.profile);
  }
  if (unknown.length > 0) throw new BehaviouralTestAnswersError('unknownItem', unknown);
  if (duplicated.length > 0) throw new BehaviouralTestAnswersError('duplicateItem', duplicated);
  const missing = [...ITEM_IDS].filter((id) => !byItem.has(id));
  if (missing.length > 0) throw new BehaviouralTestAnswersError('missingItems', missing);

  const counts: Record<BehaviouralProfile, number> = { '1': 0, '2': 0, '3': 0, '4': 0 };
  for (const profile of byItem.values()) counts[profile] += 1;
  const scores = largestRemainderPercentages(counts);
  const best = Math.max(...Object.values(counts));
  const tied = BEHAVIOURAL_PROFILES.filter((p) => counts[p] === best);
  const itemIdsDescending = [...byItem.keys()].sort((a, b) => b - a);
  const dominant = itemIdsDescending.map((id) => byItem.get(id)!).find((p) => tied.includes(p)) ?? tied[0]!;
  return { scores, dominant };
}

/**
 * Whole percentages of each profile's count, summing to 100 (largest-remainder rounding; equal
 * remainders go to the lower profile code). Exported for the result screen and for tests.
 */
export function largestRemainderPercentages(counts: Readonly<Record<BehaviouralProfile, number>>): ProfileScores {
  const total = BEHAVIOURAL_PROFILES.reduce((sum, p) => sum + counts[p], 0);
  if (total === 0) return { '1': 0, '2': 0, '3': 0, '4': 0 };
  const floors = BEHAVIOURAL_PROFILES.map((p) => {
    const exact = (counts[p] * 100) / total;
    return { p, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = 100 - floors.reduce((sum, f) => sum + f.whole, 0);
  // Array.prototype.sort is stable: equal remainders keep the profile-code order.
  for (const entry of [...floors].sort((a, b) => b.remainder - a.remainder)) {
    if (missing <= 0) break;
    entry.whole += 1;
    missing -= 1;
  }
  const score = (p: BehaviouralProfile) => floors.find((f) => f.p === p)!.whole;
  return { '1': score('1'), '2': score('2'), '3': score('3'), '4': score('4') };
}
