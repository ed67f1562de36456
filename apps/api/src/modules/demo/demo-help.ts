/**
 * The help centre's tenant section in the demo (issue 14 §2; ADR 0040): every tenant's Admin has written
 * one article of its own, in the three languages, on how to reach the institution's team, so "Suporte da
 * instituição" is not empty at `npm start`. No support address is set: the contact form reaches the Admins.
 */
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { insertTenantArticle } from '../help/help.repository.ts';
import { articleText } from '../help/help.service.ts';

export const DEMO_HELP_SLUG = 'fale-com-a-equipe';

export async function seedDemoHelp(tx: Tx, tenantId: string, slug: TenantSlug): Promise<void> {
  const name = TENANTS[slug].name;
  await insertTenantArticle(tx, tenantId, {
    slug: DEMO_HELP_SLUG,
    category: 'institution',
    roles: [],
    routes: ['ajuda-rs', 'home'],
    position: 0,
    texts: [
      articleText(
        'pt-BR',
        `Fale com a equipe da ${name}`,
        'suporte, atendimento, contato, equipe, dúvidas',
        `<p>A equipe da <strong>${name}</strong> responde às suas dúvidas sobre a plataforma, os cursos e as mentorias.</p>` +
          '<h2>Como pedir ajuda</h2><ul><li>Procure primeiro na busca desta central: muitas respostas já estão aqui.</li>' +
          '<li>Se nada resolver, use <strong>Fale com o suporte</strong> no fim de qualquer artigo (responda “Não” em “Isso ajudou?”). A mensagem chega à equipe com o artigo e a tela de onde você veio.</li></ul>' +
          '<h2>Quando esperar a resposta</h2><p>Em até dois dias úteis, no seu e-mail de cadastro.</p>',
      ),
      articleText(
        'en-US',
        `Talk to the ${name} team`,
        'support, help desk, contact, team, questions',
        `<p>The <strong>${name}</strong> team answers your questions about the platform, the courses and mentoring.</p>` +
          '<h2>How to ask for help</h2><ul><li>Search this help centre first: many answers are already here.</li>' +
          '<li>If nothing helps, use <strong>Contact support</strong> at the end of any article (answer “No” to “Was this helpful?”). Your message reaches the team with the article and the screen you came from.</li></ul>' +
          '<h2>When to expect an answer</h2><p>Within two working days, at the email you signed up with.</p>',
      ),
      articleText(
        'es-MX',
        `Habla con el equipo de ${name}`,
        'soporte, atención, contacto, equipo, dudas',
        `<p>El equipo de <strong>${name}</strong> responde tus dudas sobre la plataforma, los cursos y las mentorías.</p>` +
          '<h2>Cómo pedir ayuda</h2><ul><li>Busca primero en este centro de ayuda: muchas respuestas ya están aquí.</li>' +
          '<li>Si nada lo resuelve, usa <strong>Contactar a soporte</strong> al final de cualquier artículo (responde “No” en “¿Te ayudó?”). El mensaje llega al equipo con el artículo y la pantalla de donde vienes.</li></ul>' +
          '<h2>Cuándo esperar la respuesta</h2><p>En un máximo de dos días hábiles, en tu correo de registro.</p>',
      ),
    ],
  });
}
