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

export function resetPasswordMail(input: {
  locale: Locale;
  to: string;
  firstName: string;
  tenantName: string;
  link: string;
}): OutgoingMail {
  const { locale } = input;
  const body = layout(
    locale,
    input.tenantName,
    [
      translate(locale, 'email.greeting', { name: input.firstName }),
      translate(locale, 'email.reset.body', { tenant: input.tenantName }),
      translate(locale, 'email.reset.expiry'),
    ],
    { label: translate(locale, 'email.reset.action'), url: input.link },
  );
  return { to: input.to, subject: translate(locale, 'email.reset.subject', { tenant: input.tenantName }), ...body };
}

export function verificationCodeMail(input: {
  locale: Locale;
  to: string;
  firstName: string;
  tenantName: string;
  code: string;
}): OutgoingMail {
  const { locale } = input;
  const body = layout(locale, input.tenantName, [
    translate(locale, 'email.greeting', { name: input.firstName }),
    translate(locale, 'email.verify.body', { code: input.code }),
    translate(locale, 'email.verify.expiry'),
  ]);
  return { to: input.to, subject: translate(locale, 'email.verify.subject', { code: input.code }), ...body };
}

/** A new account's invitation: a set-password link (the reset machinery, with a longer life). */
export function invitationMail(input: {
  locale: Locale;
  to: string;
  firstName: string;
  tenantName: string;
  link: string;
}): OutgoingMail {
  const { locale } = input;
  const body = layout(
    locale,
    input.tenantName,
    [
      translate(locale, 'email.greeting', { name: input.firstName }),
      translate(locale, 'email.invite.body', { tenant: input.tenantName }),
      translate(locale, 'email.invite.expiry'),
    ],
    { label: translate(locale, 'email.invite.action'), url: input.link },
  );
  return { to: input.to, subject: translate(locale, 'email.invite.subject', { tenant: input.tenantName }), ...body };
}

/** A notification (issue 11 §5) by email: what happened, and a link to the screen it concerns. */
export function notificationMail(input: {
  locale: Locale;
  to: string;
  firstName: string;
  tenantName: string;
  text: string;
  link: string;
}): OutgoingMail {
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
