/**
 * The help centre (issue 14 §2; ADR 0040): a talent searches without accents and finds the
 * certificates article first, opens an article from the shell's "?" drawer, answers "Isso ajudou?"
 * with "Não" and a comment, and writes to support; the message lands in the outbox with the article and
 * the screen. At desktop width and at 400 px, axe at each step.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoEmail } from './support/demo.ts';
import { waitForMail } from './support/outbox.ts';

const TENANT = 'trindtech';
const TALENT = { tenant: TENANT, email: demoEmail('Talento', TENANT) } as const;

for (const width of [1280, 400]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a talent searches, opens an article from the "?" drawer, votes and writes to support', async ({
      page,
    }, testInfo) => {
      await openSignedIn(page, TALENT, '/plataforma/ajuda-rs');
      await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Cursos e certificados' })).toBeVisible();
      // The breadcrumb names the page as its title does (it read "Ajuda RS", the route's name).
      if (width > 450)
        await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('Central de ajuda');
      // The talent base's article is for staff: a talent's list does not show it.
      await expect(page.getByRole('link', { name: 'Base de talentos: buscar e filtrar' })).toHaveCount(0);
      await expectNoAxeViolations(page, testInfo, `help centre ${width}px`);

      // Without accents, the certificates article comes first.
      await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('certificacao');
      await expect(page).toHaveURL(/\?q=certificacao/);
      const results = page.getByRole('region', { name: /artigos? encontrados?/ });
      await expect(results.getByRole('link').first()).toHaveText('Certificados e certificação: obter e verificar');
      await expectNoAxeViolations(page, testInfo, `help search ${width}px`);
      await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('xyzzy');
      await expect(page.getByText('Nenhum artigo encontrado para “xyzzy”.', { exact: false })).toBeVisible();

      // The "?" in the shell: the home's articles.
      await page.goto('/plataforma/home');
      await page.getByRole('button', { name: 'Ajuda desta tela' }).click();
      const drawer = page.getByRole('dialog', { name: 'Ajuda desta tela' });
      const article = drawer.getByRole('link', { name: 'Pedir mentoria e o que acontece depois' });
      await expect(article).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `help drawer ${width}px`);
      await article.click();
      await expect(drawer).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pedir mentoria e o que acontece depois' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/ajuda-rs\?artigo=asking-for-a-mentor/);

      // "Isso ajudou?" — no, with a comment.
      const votes = page.getByRole('group', { name: 'Isso ajudou?' });
      await votes.getByRole('button', { name: 'Não' }).click();
      await expect(votes.getByRole('button', { name: 'Não' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('textbox', { name: 'O que faltou? (opcional)' }).fill('Quanto tempo leva a fila?');
      await page.getByRole('button', { name: 'Enviar comentário' }).click();
      await expect(page.getByText('Comentário registrado.')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `help article voted ${width}px`);

      // Writing to support: an empty message is refused, then it is sent with article and screen.
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(page.getByText('Campo obrigatório')).toBeVisible();
      const since = new Date();
      const message = `Ainda estou esperando uma mentora (${width}px).`;
      await page.getByRole('textbox', { name: 'Mensagem' }).fill(message);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(page.getByText('Mensagem enviada. O suporte responderá no seu e-mail.')).toBeVisible();
      const mail = await waitForMail(demoEmail('Admin', TENANT), since);
      expect(mail.text).toContain(message);
      expect(mail.text).toContain('(asking-for-a-mentor)');
      expect(mail.text).toContain('Tela: /plataforma/home');
      expect(mail.text).toContain(TALENT.email);
      await expectNoAxeViolations(page, testInfo, `help contact sent ${width}px`);
    });

    test("Admin's Gerenciar tab: the support address and the statistics", async ({ page }, testInfo) => {
      await openSignedIn(page, { tenant: TENANT, email: demoEmail('Admin', TENANT) }, '/plataforma/ajuda-rs');
      // Admin reads the articles for staff too.
      await expect(page.getByRole('link', { name: 'Base de talentos: buscar e filtrar' })).toBeVisible();
      await page.getByRole('tab', { name: 'Gerenciar' }).click();
      await expect(page).toHaveURL(/aba=gerenciar/);
      await expect(page.getByRole('heading', { level: 2, name: 'Estatísticas (últimos 30 dias)' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Buscas sem resultado' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail de suporte' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `help admin ${width}px`);

      // A tenant article, written in the rich-text editor, then searchable.
      const slug = `bolsas-${width}-${Date.now().toString(36)}`;
      await page.getByRole('button', { name: 'Novo artigo' }).click();
      await page.getByRole('textbox', { name: 'Identificador (na URL)' }).fill(slug);
      await page.getByRole('textbox', { name: 'Título (pt-BR)' }).fill(`Bolsas de estudo ${width}`);
      await page.getByRole('textbox', { name: 'Texto (pt-BR)' }).fill('Como pedir uma bolsa de estudo.');
      await expectNoAxeViolations(page, testInfo, `help admin article form ${width}px`);
      // The same article in English, for readers who use the platform in English.
      await page.getByRole('tab', { name: 'English (US)' }).click();
      await page.getByRole('textbox', { name: 'Título (en-US)' }).fill(`Scholarships ${width}`);
      await page.getByRole('textbox', { name: 'Texto (en-US)' }).fill('How to ask for a scholarship.');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(page.getByText('Artigo salvo.')).toBeVisible();
      const row = page
        .getByRole('paragraph')
        .filter({ hasText: `Bolsas de estudo ${width}` })
        .locator('xpath=../..');
      await expect(row).toContainText('Escrito em: Português (Brasil), English (US)');
      await row.getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('tab', { name: 'English (US)' }).click();
      await expect(page.getByRole('textbox', { name: 'Título (en-US)' })).toHaveValue(`Scholarships ${width}`);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('tab', { name: 'Central de ajuda' }).click();
      await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('bolsas estudo');
      await expect(page.getByRole('link', { name: `Bolsas de estudo ${width}` })).toBeVisible();

      // Deleting it asks first, in the article's words.
      await page.getByRole('tab', { name: 'Gerenciar' }).click();
      await row.getByRole('button', { name: 'Excluir' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir o artigo?' });
      await expect(confirm).toContainText(`“Bolsas de estudo ${width}” deixará de aparecer`);
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByText('Artigo excluído.')).toBeVisible();
      await expect(page.getByRole('paragraph').filter({ hasText: `Bolsas de estudo ${width}` })).toHaveCount(0);
    });
  });
}
