import { translate } from '@ponte/shared/i18n/catalogues';
import type { Locale } from '@ponte/shared/locales';
import type { OutgoingMail } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(locale: Locale, tenantName: string, paragraphs: string[], action?: { label: string; url: string }) {
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#1f2937">`,
    `<h2 style="margin-bottom:16px">${escapeHtml(tenantName)}</h2>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(action.url)}</p>`
      : '',
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(translate(locale, 'email.footer'))}</p>`,
    `</div>`,
  ].join('\n');
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    translate(locale, 'email.footer'),
  ].join('\n\n');
  return { html, text };
}

/** Who a mail goes to and in whose name: every template starts from this. */
interface Recipient {
  locale: Locale;
  to: string;
  firstName: string;
  tenantName: string;
}

/**
 * A mail whose point is one link (password reset, invitation): greeting, body, expiry and the button,
 * from the catalogue's `email.<kind>.*` texts.
 */
function linkMail(kind: 'reset' | 'invite', input: Recipient & { link: string }): OutgoingMail {
  const { locale, tenantName } = input;
  const body = layout(
    locale,
    tenantName,
    [
      translate(locale, 'email.greeting', { name: input.firstName }),
      translate(locale, `email.${kind}.body`, { tenant: tenantName }),
      translate(locale, `email.${kind}.expiry`),
    ],
    { label: translate(locale, `email.${kind}.action`), url: input.link },
  );
  return { to: input.to, subject: translate(locale, `email.${kind}.subject`, { tenant: tenantName }), ...body };
}

export function resetPasswordMail(input: Recipient & { link: string }): OutgoingMail {
  return linkMail('reset', input);
}

/** A new account's invitation: a set-password link (the reset machinery, with a longer life). */
export function invitationMail(input: Recipient & { link: string }): OutgoingMail {
  return linkMail('invite', input);
}

export function verificationCodeMail(input: Recipient & { code: string }): OutgoingMail {
  const { locale } = input;
  const body = layout(locale, input.tenantName, [
    translate(locale, 'email.greeting', { name: input.firstName }),
    translate(locale, 'email.verify.body', { code: input.code }),
    translate(locale, 'email.verify.expiry'),
  ]);
  return { to: input.to, subject: translate(locale, 'email.verify.subject', { code: input.code }), ...body };
}

/** To the old address when an Admin changes a person's email: the account is no longer reachable from it. */
export function emailChangedMail(input: Recipient & { newEmail: string }): OutgoingMail {
  const { locale, tenantName } = input;
  const body = layout(locale, tenantName, [
    translate(locale, 'email.greeting', { name: input.firstName }),
    translate(locale, 'email.emailChanged.body', { tenant: tenantName, email: input.newEmail }),
    translate(locale, 'email.emailChanged.advice', { tenant: tenantName }),
  ]);
  return { to: input.to, subject: translate(locale, 'email.emailChanged.subject', { tenant: tenantName }), ...body };
}

/** A notification (issue 11 §5) by email: what happened, and a link to the screen it concerns. */
export function notificationMail(input: Recipient & { text: string; link: string }): OutgoingMail {
  const { locale } = input;
  const body = layout(
    locale,
    input.tenantName,
    [
      translate(locale, 'email.greeting', { name: input.firstName }),
      input.text,
      translate(locale, 'notifications.email.optOut'),
    ],
    { label: translate(locale, 'notifications.email.action'), url: input.link },
  );
  return { to: input.to, subject: `${input.tenantName}: ${input.text}`, ...body };
}

/** dd/mm/yyyy of a calendar day, as every date in the product reads. */
function dayText(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The analytics weekly digest (issue 16 §1): the waiting list, the people at risk, the week's evasions. */
export function digestMail(
  input: Recipient & {
    period: { from: string; to: string };
    waiting: number;
    atRisk: number;
    evasions: number;
    previousEvasions: number;
    link: string;
  },
): OutgoingMail {
  const { locale, tenantName } = input;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(locale, `analytics.digest.email.${key}`, params);
  const body = layout(
    locale,
    tenantName,
    [
      translate(locale, 'email.greeting', { name: input.firstName }),
      t('intro', { from: dayText(input.period.from), to: dayText(input.period.to) }),
      t('waiting', { count: input.waiting }),
      t('atRisk', { count: input.atRisk }),
      t('evasions', { count: input.evasions, previous: input.previousEvasions }),
      t('why', { tenant: tenantName }),
    ],
    { label: t('action'), url: input.link },
  );
  return { to: input.to, subject: t('subject', { tenant: tenantName }), ...body };
}

export type PrivacyMailKind =
  | 'export'
  | 'consentWithdrawn'
  | 'deletionRequested'
  | 'deletionCancelled'
  | 'deletionCompleted';

/** The answer to one of a person's requests about their data (ADR 0044): what was done, and whom to ask. */
export function privacyMail(kind: PrivacyMailKind, input: Recipient): OutgoingMail {
  const { locale, tenantName } = input;
  const body = layout(locale, tenantName, [
    translate(locale, 'email.greeting', { name: input.firstName }),
    translate(locale, `privacyMail.${kind}.body`, { tenant: tenantName }),
    translate(locale, 'privacyMail.advice', { tenant: tenantName }),
  ]);
  return { to: input.to, subject: translate(locale, `privacyMail.${kind}.subject`, { tenant: tenantName }), ...body };
}
