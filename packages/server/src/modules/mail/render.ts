import { randomUUID } from 'node:crypto';
import { escapeMarkup } from '../../lib/markup.ts';
import type { StoreContext } from '../store/service.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  /** Shown at the top of the message. */
  heading: string;
  /** Plain text; HTML-escaped in the HTML part. */
  paragraphs: string[];
  /** A button in HTML, a "label: url" line in text; url is absolute. */
  action?: { label: string; url: string };
  /** Small print, e.g. 'This link expires in 24 hours.' */
  footnote?: string;
};

/** A message ready for any transport; stored whole in the job so a retry sends exactly this. */
export type RenderedMail = {
  to: string;
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Kept across retries, so a receiver can tell a resend from a new message. */
  messageId: string;
};

const font = 'font-family:Helvetica,Arial,sans-serif;';
const textColour = '#1a1b1e';
const mutedColour = '#5c5f66';

/** http(s) addresses only: a relative link would point nowhere inside a mail client. */
function requireAbsoluteUrl(url: string, what: string): string {
  if (!/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url))
    throw new Error(`${what} must be an absolute http(s) URL: ${url}`);
  return url;
}

/** The logo as an absolute address: a path is taken from the store's base URL. */
export function absoluteLogoUrl(logoUrl: string, baseUrl: string): string | null {
  if (logoUrl.trim() === '') return null;
  return new URL(logoUrl.trim(), `${baseUrl}/`).toString();
}

/** White or near-black, whichever reads better on the store's colour (WCAG relative luminance). */
function textOn(hexColour: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hexColour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? textColour : '#ffffff';
}

/** MAIL_FROM when set, else the store's email, else no-reply at the store's host; named after the store. */
export function senderOf(store: StoreContext, baseUrl: string, mailFrom?: string): RenderedMail['from'] {
  const storeEmail = store.settings.store_info.email.trim();
  const address =
    mailFrom || (/^[^\s@]+@[^\s@]+$/.test(storeEmail) ? storeEmail : `no-reply@${new URL(baseUrl).hostname}`);
  return { name: store.name, address };
}

function storeContactLines(store: StoreContext): string[] {
  const info = store.settings.store_info;
  const place = [info.city, [info.province, info.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [info.address, place].filter(Boolean).join(', ');
  const contact = [info.phone, info.email].filter(Boolean).join(' · ');
  return [address, contact].filter(Boolean);
}

const escapeLines = (text: string) => escapeMarkup(text).replace(/\r?\n/g, '<br>');

function renderText(store: StoreContext, mail: OutgoingMail, baseUrl: string): string {
  const blocks = [
    mail.heading,
    ...mail.paragraphs,
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    ...(mail.footnote ? [mail.footnote] : []),
    // "-- " on its own line is the signature separator mail clients recognise.
    ['-- ', store.name, ...storeContactLines(store), baseUrl].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(store: StoreContext, mail: OutgoingMail, baseUrl: string, logoUrl: string | null): string {
  const colour = store.settings.styles.primary_color;
  const brand = logoUrl
    ? `<img src="${escapeMarkup(logoUrl)}" alt="${escapeMarkup(store.name)}" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;">`
    : `<span style="${font}font-size:20px;font-weight:bold;color:${colour};">${escapeMarkup(store.name)}</span>`;
  const paragraphs = mail.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;">${escapeLines(paragraph)}</p>`)
    .join('\n');
  // A table cell with a background is the button that renders in every client, Outlook included.
  const action = mail.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>
<td style="border-radius:4px;background-color:${colour};"><a href="${escapeMarkup(mail.action.url)}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:bold;color:${textOn(colour)};text-decoration:none;border-radius:4px;">${escapeMarkup(mail.action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${mutedColour};">If the button does not work, copy this address into your browser:<br><a href="${escapeMarkup(mail.action.url)}" style="color:${colour};word-break:break-all;">${escapeMarkup(mail.action.url)}</a></p>`
    : '';
  const footnote = mail.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${mutedColour};">${escapeLines(mail.footnote)}</p>`
    : '';
  const footer = [
    `<a href="${escapeMarkup(baseUrl)}" style="color:${mutedColour};">${escapeMarkup(store.name)}</a>`,
    ...storeContactLines(store).map(escapeMarkup),
  ].join('<br>');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f3f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-top:4px solid ${colour};">
<tr><td style="padding:24px 32px 8px;"><a href="${escapeMarkup(baseUrl)}" style="text-decoration:none;">${brand}</a></td></tr>
<tr><td style="padding:8px 32px 8px;${font}font-size:16px;line-height:24px;color:${textColour};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${textColour};">${escapeMarkup(mail.heading)}</h1>
${paragraphs}
${action}
${footnote}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e9ecef;${font}font-size:12px;line-height:18px;color:${mutedColour};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The store-branded message: a text part and a table-based HTML part with inline styles (what mail
 * clients render), every value escaped. `baseUrl` is the store's public address without a trailing slash.
 */
export function renderMail(
  store: StoreContext,
  mail: OutgoingMail,
  options: {
    baseUrl: string;
    mailFrom?: string | undefined;
    /** The logo as mail shows it (modules/mail/logo.ts), null for the store's name; else the logo setting as it is. */
    logoUrl?: string | null | undefined;
  },
): RenderedMail {
  const baseUrl = requireAbsoluteUrl(options.baseUrl.replace(/\/+$/, ''), 'baseUrl');
  if (mail.action) requireAbsoluteUrl(mail.action.url, 'The action URL');
  return {
    to: mail.to,
    from: senderOf(store, baseUrl, options.mailFrom),
    subject: mail.subject,
    text: renderText(store, mail, baseUrl),
    html: renderHtml(
      store,
      mail,
      baseUrl,
      options.logoUrl === undefined ? absoluteLogoUrl(store.settings.styles.logo_url, baseUrl) : options.logoUrl,
    ),
    messageId: `<${randomUUID()}@${new URL(baseUrl).hostname}>`,
  };
}
