import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import {
  insertActions,
  insertAnnotation,
  insertFeedback,
  listActions,
  updateActionProgress,
} from '../follow-up/follow-up.repository.ts';
import { sanitiseRichText } from '../follow-up/rich-text.ts';
import { recordFollowUp } from '../mentoring/mentoring.repository.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';

/** Tenants whose demo talent has a follow-up to show (the demo Mentor mentors them everywhere). */
export const DEMO_FOLLOW_UP_TENANTS: readonly TenantSlug[] = ['trindtech', 'mais-pra-ti'];

const CATEGORY = { conversa: 40, carreira: 41, estudos: 42, bemEstar: 43 } as const;
const DAY = 24 * 60 * 60 * 1000;

interface DemoNote {
  title: string;
  html: string;
  daysAgo: number;
  category: number;
  shared: boolean;
}

const NOTES: readonly DemoNote[] = [
  {
    title: 'Primeira conversa',
    html:
      '<p>Conversamos sobre os objetivos da Helena para o próximo ano: <strong>migrar para análise de dados</strong> e ganhar confiança em apresentações.</p>' +
      '<ul><li><p>Gosta de trabalhar com números e com planilhas</p></li><li><p>Quer um plano de estudos semanal</p></li></ul>',
    daysAgo: 30,
    category: CATEGORY.conversa,
    shared: true,
  },
  {
    title: 'Plano de estudos',
    html:
      '<p>Sugeri a trilha de SQL e um projeto com dados públicos do <a href="https://dados.gov.br">dados.gov.br</a>. ' +
      '<span style="color: #e03131">Combinar a entrega do painel antes da próxima conversa.</span></p>',
    daysAgo: 14,
    category: CATEGORY.estudos,
    shared: false,
  },
  {
    title: 'Check-in de bem-estar',
    html: '<p>Semana puxada no trabalho; ela pediu para adiar a apresentação em uma semana. <em>Retomar na sexta.</em></p>',
    daysAgo: 3,
    category: CATEGORY.bemEstar,
    shared: false,
  },
];

/**
 * The demo Mentor's follow-up of the demo talent, written through the follow-up's repositories and
 * sanitiser (the same rows, constraints and stored HTML as the product): three annotations, one
 * shared, and a feedback whose plan has an action done, one in progress and due soon, one not
 * started and one overdue, which the talent was told about as the real call would have.
 */
export async function seedDemoFollowUp(
  tx: Tx,
  tenantId: string,
  slug: TenantSlug,
  roleIds: ReadonlyMap<Role, number>,
  mentorName: string,
  now = new Date(),
): Promise<void> {
  const talentId = roleIds.get('Talento');
  const mentorId = roleIds.get('Mentor');
  if (!DEMO_FOLLOW_UP_TENANTS.includes(slug) || talentId === undefined || mentorId === undefined) return;
  const today = todayIn(undefined, now);
  const day = (offset: number) => addDays(today, offset);

  for (const n of NOTES) {
    await insertAnnotation(tx, {
      tenantId,
      talentId,
      authorId: mentorId,
      title: n.title,
      html: sanitiseRichText(n.html),
      annotationDate: day(-n.daysAgo),
      categoryId: n.category,
      shared: n.shared,
    });
  }

  const feedbackId = await insertAnnotation(tx, {
    tenantId,
    talentId,
    authorId: mentorId,
    title: 'Feedback do primeiro mês',
    html: sanitiseRichText(
      '<h2>Pontos fortes</h2><p>Organização e curiosidade: você chegou às conversas com perguntas preparadas.</p>' +
        '<h2>Para desenvolver</h2><p>Mostrar o trabalho mais cedo, mesmo incompleto, para receber retorno.</p>',
    ),
    annotationDate: day(-7),
    categoryId: CATEGORY.carreira,
    shared: true,
  });
  await insertFeedback(tx, {
    tenantId,
    annotationId: feedbackId,
    type: 'F',
    actionInitialDate: day(-7),
    actionEndDate: day(60),
    actionDescription: 'Consolidar SQL e mostrar um primeiro projeto de dados até o fim do trimestre.',
  });
  await insertActions(tx, tenantId, feedbackId, [
    { name: 'Concluir o curso de SQL básico', initialDate: day(-7), endDate: day(-1), position: 0 },
    { name: 'Montar um painel com dados públicos', initialDate: day(-7), endDate: day(2), position: 1 },
    { name: 'Apresentar o painel para a mentora', initialDate: day(14), endDate: day(30), position: 2 },
    { name: 'Atualizar o currículo', initialDate: day(-10), endDate: day(-3), position: 3 },
  ]);
  const [course] = await listActions(tx, [feedbackId]);
  if (course) {
    await updateActionProgress(tx, course.id, {
      isDone: true,
      conclusionDate: day(-2),
      comment: 'Terminei antes do prazo!',
    });
  }
  await recordFollowUp(tx, mentorId, talentId, new Date(now.getTime() - 3 * DAY));
  await insertNotifications(tx, [
    {
      tenantId,
      userId: talentId,
      kind: 'feedbackReceived',
      params: { author: mentorName, title: 'Feedback do primeiro mês' },
      link: '/plataforma/mentorias/acompanhamento-talento',
    },
  ]);
}
