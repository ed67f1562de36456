import { describe, expect, it } from 'vitest';
import { excerptOf, textOf } from './help.service.ts';
import { loadProductArticles } from './product-articles.ts';

/** A product article's HTML as the help centre stores it (marked, then the rich-text sanitiser). */
function html(slug: string, locale = 'pt-BR'): string {
  const article = loadProductArticles().find((a) => a.slug === slug);
  const text = article?.texts.find((t) => t.locale === locale);
  if (!text) throw new Error(`no article ${slug} in ${locale}`);
  return text.bodyHtml;
}

describe('the text of an article, for its excerpt', () => {
  it('ends a heading before the paragraph under it', () => {
    expect(excerptOf(html('sign-in-and-password'))).toMatch(
      /^Como entrar\. Abra o endereço da sua instituição e informe o e-mail e a senha do seu cadastro\./,
    );
    expect(textOf(html('sign-in-and-password'))).toContain(
      'para criar a senha. Esqueci minha senha. Na tela de entrada, escolha Esqueci minha senha. Informe seu e-mail.',
    );
  });

  it('joins bold words to the punctuation after them, and paragraphs with a space', () => {
    expect(excerptOf(html('language'))).toBe(
      'A plataforma está disponível em português, inglês e espanhol. Como trocar. Abra o menu do seu nome no topo da tela e escolha Idioma. A troca vale na hora e…',
    );
  });

  it('ends an excerpt cut after a full stop with the ellipsis alone', () => {
    expect(excerptOf(html('certificates'))).toBe(
      'Quando recebo o certificado. Quando sua inscrição num curso com certificado passa para C — Concluído, o certificado é emitido e você recebe uma notificação…',
    );
  });

  it('reads list items with bold terms as the article writes them', () => {
    expect(excerptOf(html('enrolment-statuses'))).toBe(
      'Cada inscrição tem uma situação: A — Ativo: a pessoa está cursando. I — Inativo: pausa temporária, com um motivo registrado. E — Evadido: deixou o curso antes…',
    );
  });

  it('keeps a heading’s own punctuation and never puts a space before a mark', () => {
    expect(textOf('<h2>Algo errado?</h2><p>Use <a href="https://x.example">o <em>suporte</em></a>.</p>')).toBe(
      'Algo errado? Use o suporte.',
    );
    expect(textOf('<p>um</p><p>dois<br>três</p><ul><li>quatro</li><li>cinco</li></ul>')).toBe(
      'um dois três quatro cinco',
    );
    for (const article of loadProductArticles())
      for (const { locale, bodyHtml } of article.texts)
        expect(textOf(bodyHtml), `${article.slug}.${locale}`).not.toMatch(/ [,.;:!?)]|\.\./);
  });
});
