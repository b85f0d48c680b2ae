import type { Language } from '@phonehaat/contract';
import { escapeHtml } from '../../lib/html-escape.ts';

export interface EmailLink {
  label: string;
  /** Absolute http(s) address. */
  url: string;
}

export interface EmailContent {
  language: Language;
  subject: string;
  heading: string;
  /** Plain text each; a line break inside one is kept. */
  paragraphs: readonly string[];
  action?: EmailLink | undefined;
  footer: string;
  unsubscribe?: EmailLink | undefined;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#0f766e';
const SYSTEM_FONTS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial";
// After the system fonts, so Latin text keeps them and only Bangla letters fall through to Noto.
const FONTS: Record<Language, string> = {
  en: `${SYSTEM_FONTS}, sans-serif`,
  bn: `${SYSTEM_FONTS}, 'Noto Sans Bengali', sans-serif`,
};
// Bangla's vowel signs reach above and below the line: more room between lines.
const LINE_HEIGHT: Record<Language, string> = { en: '1.5', bn: '1.7' };

/** Only web links go in a button: anything else (javascript:, data:) is a bug upstream, stopped here. */
function webLink(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`An email link must be an http(s) URL, not ${JSON.stringify(url)}`);
  return url;
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

function actionHtml({ label, url }: EmailLink): string {
  const button = `display:inline-block;background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600`;
  return `<p style="margin:24px 0"><a href="${escapeHtml(webLink(url))}" style="${button}">${escapeHtml(label)}</a></p>`;
}

function footerHtml(footer: string, unsubscribe: EmailLink | undefined): string {
  const link = unsubscribe
    ? `<br><a href="${escapeHtml(webLink(unsubscribe.url))}" style="color:#475569">${escapeHtml(unsubscribe.label)}</a>`
    : '';
  return `<p style="margin:16px 0 0;padding:0 8px;font-size:13px;color:#64748b">${escapeHtml(footer)}${link}</p>`;
}

function textPart({ heading, paragraphs, action, footer, unsubscribe }: EmailContent): string {
  const blocks = [heading, ...paragraphs];
  if (action) blocks.push(`${action.label}: ${webLink(action.url)}`);
  // "-- " on its own line: mail clients know it as the start of a signature.
  const closing = ['-- ', footer];
  if (unsubscribe) closing.push(`${unsubscribe.label}: ${webLink(unsubscribe.url)}`);
  return `${blocks.join('\n\n')}\n\n${closing.join('\n')}\n`;
}

/**
 * A notification's email: a plain-text part and a simple HTML part saying the same. No tables and no
 * images, inline styles only (mail clients drop <style> and outside stylesheets); one column up to
 * 560 px that narrows with the screen. Every text given is escaped.
 */
export function composeEmail(content: EmailContent): ComposedEmail {
  const { language, subject, heading, paragraphs, action, footer, unsubscribe } = content;
  const body = [
    `<div style="font-size:18px;font-weight:700;color:${BRAND};margin:0 0 16px">PhoneHaat</div>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(paragraphHtml),
    action ? actionHtml(action) : '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="max-width:560px;margin:0 auto;padding:24px 12px;font-family:${FONTS[language]};font-size:16px;line-height:${LINE_HEIGHT[language]};color:#1e293b">
<div style="background:#ffffff;border-radius:8px;border-top:4px solid ${BRAND};padding:24px">
${body}
</div>
${footerHtml(footer, unsubscribe)}
</div>
</body>
</html>
`;
  return { subject, text: textPart(content), html };
}
