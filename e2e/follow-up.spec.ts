import { expect, type Page, test } from '@playwright/test';
import { XSS_CORPUS } from '../packages/shared/src/testing/xss-corpus.ts';
import { fetchInPage, openSignedIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { drawnPng } from './support/png.ts';
import { chooseOption, expectToast, field, profileUrl, publicIdOf } from './support/profile.ts';
import { waitForEditorCaret } from './support/rich-text.ts';

const TENANT = 'trindtech';
// demo-follow-up.ts: the demo Mentor follows the demo talent up (three annotations, one feedback with a plan).
const MENTOR = { tenant: TENANT, email: 'mentor@trindtech.demo' } as const;
const TALENT = { tenant: TENANT, email: 'talento@trindtech.demo' } as const;

let talentId: string;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  talentId = await publicIdOf(page, TALENT);
  await page.close();
});

const followUpUrl = (query = '') => profileUrl(TENANT, talentId, 'acompanhamento', query);

/** A 300×200 PNG drawn by the browser, one colour. */
const plainPng = (page: Page) => drawnPng(page, 300, 200, [{ colour: '#1864ab', x: 0, y: 0, width: 300, height: 200 }]);

/** dd/mm/yyyy of today plus `days`, in the product's calendar. */
function typedDay(days: number): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function entry(page: Page, title: string) {
  return page
    .locator('[data-timeline] article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('follow-up tab (issue 12)', () => {
  test('the mentor reads the timeline, writes an annotation with bold, a list and a link, edits it and deletes it', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, MENTOR, `/plataforma/perfil/${talentId}/acompanhamento`);
    await expect(page.getByRole('tab', { name: 'Acompanhamento' })).toHaveAttribute('aria-selected', 'true');
    // The demo's entries, newest first, with the feedback's plan and its actions' statuses.
    await expect(entry(page, 'Feedback do primeiro mês')).toBeVisible();
    await expect(entry(page, 'Feedback do primeiro mês').locator('[data-feedback-plan]')).toContainText('Atrasada');
    await expect(entry(page, 'Primeira conversa')).toBeVisible();
    await expect(page.getByTestId('list-total')).toHaveText(/\d+ registros/);
    await expectNoAxeViolations(page, testInfo, 'follow-up 1280');

    // Filters live in the address.
    await chooseOption(page, 'Tipo', 'Feedback');
    await expect(page).toHaveURL(/kind=feedback/);
    await expect(entry(page, 'Primeira conversa')).toHaveCount(0);
    await expect(entry(page, 'Feedback do primeiro mês')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(entry(page, 'Primeira conversa')).toBeVisible();
    // The demo talent's course enrolments are on the timeline too, their changes in words.
    await chooseOption(page, 'Tipo', 'Curso');
    await expect(page).toHaveURL(/kind=enrolment/);
    await expect(page.locator('[data-enrolment-entry]').first()).toBeVisible();
    await expect(page.locator('[data-timeline] [data-enrolment-entry]').first()).toContainText(/Inscrição em|→/);
    await expect(entry(page, 'Primeira conversa')).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(entry(page, 'Primeira conversa')).toBeVisible();

    // spec §5: the messages, and the banner.
    await page.getByRole('button', { name: 'Nova anotação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova anotação' });
    const editor = dialog.getByRole('textbox', { name: 'Anotação' });
    await expect(editor).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Campo obrigatório deve ser preenchido')).toBeVisible();
    await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Anotação é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório', { exact: true })).toBeVisible();

    // An editor holding only empty paragraphs is empty.
    await editor.click();
    await waitForEditorCaret(editor);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Anotação é obrigatória')).toBeVisible();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');

    const title = `Conversa de acompanhamento ${Date.now()}`;
    await field(dialog, 'Título').fill(title);
    // The toolbar by keyboard: Tab leaves the title for its first control, every control is in the tab
    // order, reached one after another.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Título 1' })).toBeFocused();
    const toolbar = dialog.getByRole('group', { name: 'Formatação do texto' });
    for (const button of await toolbar.getByRole('button').all()) {
      await expect(button).not.toHaveAttribute('tabindex', '-1');
    }
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Negrito' })).toBeFocused();
    await editor.click();
    await waitForEditorCaret(editor);
    await page.keyboard.press('Control+B');
    await page.keyboard.type('importante');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' e o resto');
    await page.keyboard.press('Enter');
    // The toolbar is buttons in the tab order: the list by its name, then back to typing.
    await dialog.getByRole('button', { name: 'Lista com marcadores' }).click();
    await page.keyboard.type('item um');
    await page.keyboard.press('Enter');
    await page.keyboard.type('item dois');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('veja o site');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Inserir link' }).click();
    const linkInput = page.getByPlaceholder('Endereço do link (https://…)');
    await linkInput.fill('https://ponte.example/trilha');
    await linkInput.press('Enter');
    // Back in the editor before moving on: an Enter that reached it while "site" was still selected
    // would replace the word.
    await expect(editor.locator('a[href="https://ponte.example/trilha"]')).toHaveText('site');
    await expect(linkInput).toHaveCount(0);
    // An image goes through the platform's upload and is placed at its stored address.
    // A click collapses whatever is still selected; End then Enter opens a new paragraph after it.
    await editor.locator('p', { hasText: 'veja o' }).click();
    await page.keyboard.press('End');
    await waitForEditorCaret(editor);
    await page.keyboard.press('Enter');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Inserir imagem' }).click();
    await (await chooser).setFiles({ name: 'quadro.png', mimeType: 'image/png', buffer: await plainPng(page) });
    await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/arquivos\/[\w-]+\.jpg$/);
    await chooseOption(dialog, 'Categoria', 'Carreira');
    await expectNoAxeViolations(page, testInfo, 'annotation form 1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Anotação salva');
    await expect(dialog).toHaveCount(0);

    const written = entry(page, title);
    await expect(written).toBeVisible();
    await expect(written.locator('strong')).toHaveText('importante');
    await expect(written.locator('li')).toHaveText(['item um', 'item dois']);
    const link = written.getByRole('link', { name: 'site' });
    await expect(link).toHaveAttribute('href', 'https://ponte.example/trilha');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(written).toContainText('Privada');
    await expect(written).toContainText('Carreira');
    const image = written.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/arquivos\/[\w-]+\.jpg$/);
    await expect(image).toHaveAttribute('alt', 'quadro');
    const width = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBe(300);

    // It was stored: a reload shows it as written.
    await page.reload();
    await expect(entry(page, title).locator('strong')).toHaveText('importante');

    // Edit: the form opens with what was saved; sharing it says so.
    await entry(page, title)
      .getByRole('button', { name: `Editar "${title}"` })
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Editar anotação' });
    await expect(field(editDialog, 'Título')).toHaveValue(title);
    await expect(editDialog.getByRole('textbox', { name: 'Anotação' }).locator('strong')).toHaveText('importante');
    const edited = `${title} (editada)`;
    await field(editDialog, 'Título').fill(edited);
    await editDialog.getByRole('checkbox', { name: 'Compartilhar com a equipe' }).check();
    // Cancel over changes asks spec §8's discard first; staying keeps the form.
    await editDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Tem certeza que deseja descartar suas alterações?')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar editando' }).click();
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Anotação salva');
    await expect(entry(page, edited)).toContainText('Compartilhada');

    // 400 px: the tab and its entries, axe-clean.
    await page.setViewportSize({ width: 400, height: 860 });
    await expect(entry(page, edited)).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'follow-up 400');

    // Delete after the confirmation.
    await entry(page, edited)
      .getByRole('button', { name: `Excluir "${edited}"` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Excluir anotação' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir esta anotação?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Anotação excluída');
    await expect(entry(page, edited)).toHaveCount(0);
    // Someone else's annotations have no edit buttons: the demo's are the mentor's own, the talent's view none.
  });

  test('the mentor sends a feedback with an action plan; the talent marks an action done and acknowledges it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openSignedIn(page, MENTOR, `/plataforma/perfil/${talentId}/acompanhamento?novo=feedback`);
    // The mentorship card's "add feedback" opens the form at once.
    const dialog = page.getByRole('dialog', { name: 'Novo feedback' });
    await expect(dialog.getByRole('textbox', { name: 'Anotação' })).toBeVisible();

    // Cancel over changes asks spec §8's discard, then discards.
    await field(dialog, 'Título').fill('rascunho');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('Tem certeza que deseja descartar suas alterações?')).toBeVisible();
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/novo=feedback/);

    await page.getByRole('button', { name: 'Novo feedback' }).click();
    await expect(field(dialog, 'Título')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Campo obrigatório deve ser preenchido')).toBeVisible();
    await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Anotação é obrigatória')).toBeVisible();

    const title = `Feedback de metas ${Date.now()}`;
    await field(dialog, 'Título').fill(title);
    await dialog.getByRole('textbox', { name: 'Anotação' }).click();
    await page.keyboard.type('Bom progresso no trimestre.');
    await chooseOption(dialog, 'Categoria', 'Carreira');
    await field(dialog, 'Início do plano').fill(typedDay(0));
    await field(dialog, 'Fim do plano').fill(typedDay(30));
    await field(dialog, 'Descrição do plano').fill('Praticar apresentações.');

    // spec §4: an action joins only with a name, a start and an end.
    const add = dialog.getByRole('button', { name: 'Adicionar ação' });
    await field(dialog, 'Nome da ação').fill('Preparar apresentação');
    await expect(add).toBeDisabled();
    await field(dialog, 'Início da ação').fill(typedDay(1));
    await expect(add).toBeDisabled();
    await field(dialog, 'Fim da ação').fill(typedDay(5));
    await add.click();
    await field(dialog, 'Nome da ação').fill('Ler um livro');
    await field(dialog, 'Início da ação').fill(typedDay(2));
    await field(dialog, 'Fim da ação').fill(typedDay(10));
    await add.click();
    await field(dialog, 'Nome da ação').fill('Ação a excluir');
    await field(dialog, 'Início da ação').fill(typedDay(2));
    await field(dialog, 'Fim da ação').fill(typedDay(3));
    await add.click();
    await expect(dialog.locator('[data-action-row]')).toHaveCount(3);
    // Edit one in the same fields.
    await dialog.getByRole('button', { name: 'Editar ação Ler um livro' }).click();
    await expect(field(dialog, 'Nome da ação')).toHaveValue('Ler um livro');
    await field(dialog, 'Nome da ação').fill('Ler um livro de SQL');
    await dialog.getByRole('button', { name: 'Atualizar ação' }).click();
    // Delete one after spec §8's confirmation.
    await dialog.getByRole('button', { name: 'Excluir ação Ação a excluir' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Excluir ação' });
    await expect(confirmDelete).toContainText(
      'Você tem certeza que deseja excluir essa ação? Após a exclusão, não será possível desfazê-la.',
    );
    await confirmDelete.getByRole('button', { name: 'Excluir' }).click();
    await expect(dialog.locator('[data-action-row]')).toHaveText([/Preparar apresentação/, /Ler um livro de SQL/]);
    await expectNoAxeViolations(page, testInfo, 'feedback form 1280');

    // Save opens the send confirmation; confirming submits.
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar feedback' });
    await send.getByRole('button', { name: 'Enviar' }).click();
    await expectToast(page, 'Feedback enviado');
    await expect(dialog).toHaveCount(0);
    const sent = entry(page, title);
    await expect(sent.locator('[data-action]')).toHaveCount(2);
    await expect(sent.locator('[data-action="Preparar apresentação"]')).toContainText('Não iniciada');

    // The talent's own view: what is due next on top, the feedback, marking done and acknowledging.
    const talentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const talent = await talentContext.newPage();
    await openSignedIn(talent, TALENT, '/plataforma/mentorias/acompanhamento-talento');
    await expect(talent.getByRole('heading', { level: 1, name: 'Acompanhamento de talento' })).toBeVisible();
    const next = talent.locator('[data-next-actions] li');
    // The overdue demo action first, by end date.
    await expect(next.first()).toContainText('Atualizar o currículo');
    await expect(next.first()).toContainText('Atrasada');
    const card = talent.locator('[data-feedback]').filter({ has: talent.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Bom progresso no trimestre.');
    await expectNoAxeViolations(talent, testInfo, 'talent view 1280');
    await card.getByRole('button', { name: 'Marcar "Preparar apresentação" como concluída' }).click();
    const done = talent.getByRole('dialog', { name: 'Concluir ação' });
    await field(done, 'Comentário (opcional)').fill('Apresentei ontem.');
    await done.getByRole('button', { name: 'Concluir' }).click();
    await expectToast(talent, 'Ação concluída');
    await expect(card.locator('[data-action="Preparar apresentação"]')).toContainText('Concluída');
    await expect(card.locator('[data-action="Preparar apresentação"]')).toContainText('Apresentei ontem.');
    await card.getByRole('button', { name: `Confirmar que estou ciente de "${title}"` }).click();
    await expectToast(talent, 'Feedback confirmado');
    await expect(card).toContainText('Ciente em');
    await talent.setViewportSize({ width: 400, height: 860 });
    await expectNoAxeViolations(talent, testInfo, 'talent view 400');
    await talentContext.close();

    // The mentor sees the progress.
    await page.reload();
    await expect(entry(page, title).locator('[data-action="Preparar apresentação"]')).toContainText('Concluída');
    await expect(entry(page, title)).toContainText('Ciente em');
    // …and the bell says so.
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await expect(page.getByText('concluiu a ação "Preparar apresentação".')).toBeVisible();
  });

  test('the XSS corpus, stored through the API, runs nothing when the timeline renders it in Chromium', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const DAY = '2020-01-15';
    const dialogs: string[] = [];
    const outbound: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (/evil\.example/.test(r.url())) outbound.push(r.url());
    });
    // Anything a payload manages to run flags itself, whichever function it calls.
    await page.addInitScript(() => {
      const flag = () => {
        (window as unknown as { __xss: boolean }).__xss = true;
      };
      window.alert = flag;
      window.confirm = () => {
        flag();
        return false;
      };
      window.prompt = () => {
        flag();
        return null;
      };
    });
    await openSignedIn(page, MENTOR, '/plataforma/home');
    const categories = await fetchInPage(page, '/api/opcoes/ANNOTATION_CATEGORY');
    const category = (categories.body as { id: number }[])[0]!.id;
    let stored = 0;
    let refused = 0;
    for (const payload of XSS_CORPUS) {
      const store = (annotation: string) =>
        fetchInPage(page, `/api/perfil/${talentId}/anotacoes`, {
          body: { title: `xss ${payload.id}`, annotation, annotationDate: DAY, category, shared: false },
        });
      if (payload.html.includes('\u0000')) {
        // No text a person types holds a NUL byte: the API refuses it whole (ADR 0039), nothing to render.
        expect((await store(payload.html)).status, payload.id).toBe(400);
        refused += 1;
        continue;
      }
      let answer = await store(payload.html);
      // A payload left with nothing to show is "Anotação é obrigatória" (400): stored again after a line
      // of text, so every payload reaches the timeline.
      if (answer.status === 400) answer = await store(`<p>${payload.id}</p>${payload.html}`);
      expect(answer.status, `${payload.id}: ${JSON.stringify(answer.body)}`).toBe(201);
      stored += 1;
    }
    expect(refused).toBe(XSS_CORPUS.filter((p) => p.html.includes('\u0000')).length);
    expect(stored).toBe(XSS_CORPUS.length - refused);

    await page.goto(followUpUrl(`?kind=annotation&from=${DAY}&to=${DAY}&limit=50`));
    await expect(page.getByTestId('list-total')).toHaveText(new RegExp(`^${stored} registros$`));
    let rendered = 0;
    for (;;) {
      await expect(page.locator('[data-timeline] article').first()).toBeVisible();
      const onPage = await page.locator('[data-timeline] [data-rich-text]').count();
      rendered += onPage;
      // What is left in the DOM is harmless: no script, no handler, no active URL, no frame or object.
      const unsafe = await page.locator('[data-timeline] [data-rich-text]').evaluateAll((boxes) =>
        boxes.flatMap((box) =>
          [...box.querySelectorAll('*')].flatMap((el) => {
            const problems: string[] = [];
            if (!/^(P|BR|H[1-4]|STRONG|EM|U|S|A|IMG|UL|OL|LI|SPAN|MARK)$/.test(el.tagName)) problems.push(el.tagName);
            for (const attr of el.getAttributeNames()) {
              if (/^on/i.test(attr)) problems.push(`${el.tagName}@${attr}`);
              if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(el.getAttribute(attr) ?? ''))
                problems.push('href');
              if (attr === 'src' && !/^\/api\/arquivos\//.test(el.getAttribute(attr) ?? '')) problems.push('src');
              if (attr === 'style' && /url\(|expression|@import/i.test(el.getAttribute(attr) ?? ''))
                problems.push('style');
            }
            return problems;
          }),
        ),
      );
      expect(unsafe).toEqual([]);
      const next = page.getByRole('button', { name: 'Próxima página' });
      if ((await next.count()) === 0) break;
      const before = await page.locator('[data-timeline] article h3').first().textContent();
      await next.click();
      await expect(page.locator('[data-timeline] article h3').first()).not.toHaveText(before ?? '');
    }
    expect(rendered).toBe(stored);
    // Give anything deferred (onload, animation, focus handlers) a moment to fire.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(outbound).toEqual([]);
  });
});
