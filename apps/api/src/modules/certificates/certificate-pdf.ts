/**
 * The certificate as a PDF (issue 13 §3): one A4 landscape page drawn with pdf-lib — the tenant's name
 * on a band of its colour, the holder's full name, course, workload, class dates, issue date, the
 * verification code and URL, and a QR code of the URL drawn as vector squares from the `qrcode`
 * package's matrix (no image to decode). Standard fonts only: a character Helvetica cannot encode
 * (WinAnsi) is written without its accent, or as "?".
 */
import { translate } from '@ponte/shared/i18n/catalogues';
import type { Locale } from '@ponte/shared/locales';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

export interface CertificatePdfInput {
  locale: Locale;
  issuer: string;
  /** The tenant's main colour, #rrggbb. */
  colour: string;
  holderName: string;
  course: string;
  workloadHours: number | null;
  classStart: string | null;
  classEnd: string | null;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
  revoked: boolean;
}

const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 56;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);

function colourOf(hex: string) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return rgb(0.11, 0.3, 0.85);
  return rgb(Number.parseInt(m[1]!, 16) / 255, Number.parseInt(m[2]!, 16) / 255, Number.parseInt(m[3]!, 16) / 255);
}

/** Text the font can draw: accents dropped where the letter alone is known, "?" otherwise. */
function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    [...text.normalize('NFC')]
      .map((ch) => {
        if (known.has(ch.codePointAt(0)!)) return ch;
        const base = ch.normalize('NFD').charAt(0);
        return known.has(base.codePointAt(0)!) ? base : '?';
      })
      .join('');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, colour = INK): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (WIDTH - width) / 2, y, size, font, color: colour });
}

/** A text wrapped to the page's width, each line centred; answers the y below the last line. */
function centredLines(page: PDFPage, text: string, font: PDFFont, size: number, y: number, leading: number): number {
  let next = y;
  for (const line of wrap(text, font, size, WIDTH - 2 * MARGIN)) {
    centred(page, line, font, size, next);
    next -= leading;
  }
  return next;
}

/** A YYYY-MM-DD day, or an instant's São Paulo day, in the reader's language ("26 de novembro de 2026"). */
function longDate(locale: Locale, value: string | Date): string {
  const date = typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: typeof value === 'string' ? 'UTC' : 'America/Sao_Paulo',
  }).format(date);
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(input.locale, `courses.certificate.${key}`, params);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = drawable(regular);
  const brand = colourOf(input.colour);
  const title = t('pdfTitle');

  doc.setTitle(safe(`${title} - ${input.course}`));
  doc.setAuthor(safe(input.issuer));
  doc.setSubject(safe(`${input.holderName} - ${input.code}`));
  doc.setKeywords([input.code]);
  doc.setCreator('Ponte');
  doc.setLanguage(input.locale);
  doc.setCreationDate(input.issuedAt);

  const page = doc.addPage([WIDTH, HEIGHT]);
  // The tenant's band and a thin frame of its colour.
  page.drawRectangle({ x: 0, y: HEIGHT - 72, width: WIDTH, height: 72, color: brand });
  page.drawRectangle({
    x: 16,
    y: 16,
    width: WIDTH - 32,
    height: HEIGHT - 32,
    borderColor: brand,
    borderWidth: 1.5,
  });
  page.drawText(safe(input.issuer), { x: MARGIN, y: HEIGHT - 46, size: 20, font: bold, color: rgb(1, 1, 1) });

  let y = HEIGHT - 130;
  centred(page, safe(title).toUpperCase(), bold, 24, y, brand);
  if (input.revoked) {
    y -= 26;
    centred(page, safe(t('revoked')).toUpperCase(), bold, 14, y, rgb(0.7, 0.1, 0.1));
  }
  y -= 44;
  centred(page, safe(t('pdfCertifies')), regular, 14, y, MUTED);
  y -= 38;
  y = centredLines(page, safe(input.holderName), bold, 28, y, 34);
  y -= 4;
  centred(page, safe(t('pdfCompleted')), regular, 14, y, MUTED);
  y -= 30;
  y = centredLines(page, safe(input.course), bold, 20, y, 26);
  const details: string[] = [];
  if (input.workloadHours !== null) details.push(t('pdfWorkload', { count: input.workloadHours }));
  if (input.classStart && input.classEnd) {
    details.push(
      t('pdfPeriod', { start: longDate(input.locale, input.classStart), end: longDate(input.locale, input.classEnd) }),
    );
  }
  for (const line of details) {
    y -= 4;
    centred(page, safe(line), regular, 13, y, INK);
    y -= 18;
  }

  // The foot: issue, code and where to verify on the left; the QR code of that address on the right.
  const qrSize = 104;
  const qrX = WIDTH - MARGIN - qrSize;
  const qrY = 40;
  const footX = MARGIN;
  page.drawText(safe(t('pdfIssued', { date: longDate(input.locale, input.issuedAt), issuer: input.issuer })), {
    x: footX,
    y: qrY + 70,
    size: 12,
    font: regular,
    color: INK,
  });
  page.drawText(safe(t('pdfCode', { code: input.code })), { x: footX, y: qrY + 48, size: 13, font: bold, color: INK });
  const verify = wrap(safe(t('pdfVerify', { url: input.verificationUrl })), regular, 10, qrX - footX - 24);
  verify.forEach((line, i) => {
    page.drawText(line, { x: footX, y: qrY + 28 - i * 13, size: 10, font: regular, color: MUTED });
  });

  const qr = QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const cell = qrSize / modules;
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: qrX + col * cell,
        y: qrY + qrSize - (row + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
  return doc.save();
}
