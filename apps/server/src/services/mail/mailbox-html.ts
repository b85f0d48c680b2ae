import type { DemoMessage } from './demo-messages.ts';
import { escapeHtml } from '../../lib/html-escape.ts';

/**
 * The demo mailbox's pages (/dev/mailbox), written on the server: no script, inline CSS (the site's
 * CSP allows inline styles, not scripts), one column that fits a 360 px phone and stops at 880 px.
 * Every text of a message is escaped; links are made only of http(s) addresses.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,'Noto Sans Bengali',sans-serif}
main{max-width:880px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:8px 0 4px;color:#0f766e}
h2{font-size:1.05rem;margin:4px 0 8px;overflow-wrap:anywhere}
a{color:#0f766e}
.intro{margin:0 0 12px;color:#475569}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 16px}
.bar form{display:flex;flex-wrap:wrap;gap:8px;flex:1 1 260px}
.bar input{flex:1 1 180px;min-width:0;padding:6px 8px;font:inherit;border:1px solid #cbd5e1;border-radius:6px}
.bar button{padding:6px 12px;font:inherit;border:1px solid #0f766e;border-radius:6px;background:#0f766e;color:#fff}
article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:0 0 12px}
.meta{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;font-size:.875rem;color:#475569}
.recipient{overflow-wrap:anywhere;color:#0f172a;font-weight:600}
.badge{display:inline-block;padding:0 8px;border-radius:999px;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.email{background:#ccfbf1;color:#115e59}
.sms{background:#fef3c7;color:#92400e}
.text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
.empty{color:#475569}
iframe{display:block;width:100%;height:70vh;min-height:320px;border:1px solid #e2e8f0;border-radius:8px;background:#fff;margin:0 0 16px}
h3{font-size:1rem;margin:16px 0 8px}
`;

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
// A sentence's full stop or a closing bracket after a link belongs to the sentence, not the link.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Plain text as HTML, its http(s) addresses turned into links; everything else escaped. */
export function linkedText(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    html += escapeHtml(text.slice(from, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(text.slice(from));
}

const badge = (channel: DemoMessage['channel']) =>
  `<span class="badge ${channel}">${channel === 'email' ? 'Email' : 'SMS'}</span>`;

const time = (at: Date) =>
  `<time datetime="${at.toISOString()}">${escapeHtml(at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }))}</time>`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

const INTRO = `<h1>PhoneHaat demo mailbox</h1>
<p class="intro">Mail and SMS the demo sends land here; nothing leaves this machine.</p>`;

function messageCard(message: DemoMessage): string {
  const subject = message.subject ?? (message.channel === 'sms' ? 'Text message' : '(no subject)');
  return `<article>
<div class="meta">${badge(message.channel)}<span class="recipient">${escapeHtml(message.recipient)}</span>${time(message.receivedAt)}</div>
<h2><a href="/dev/mailbox/${message.id}">${escapeHtml(subject)}</a></h2>
<p class="text">${linkedText(message.text)}</p>
</article>`;
}

/** The list: newest first, with a form to show one recipient's messages and a link to look again. */
export function mailboxListHtml(messages: readonly DemoMessage[], recipient: string | undefined): string {
  const filter = `<div class="bar">
<form method="get" action="/dev/mailbox">
<input type="search" name="to" placeholder="Recipient (email or 8801… number)" aria-label="Recipient" value="${escapeHtml(recipient ?? '')}">
<button type="submit">Show</button>
</form>
<a href="/dev/mailbox${recipient === undefined ? '' : `?to=${encodeURIComponent(recipient)}`}">Refresh</a>
${recipient === undefined ? '' : '<a href="/dev/mailbox">All recipients</a>'}
</div>`;
  const list =
    messages.length === 0
      ? `<p class="empty">No messages${recipient === undefined ? '' : ` for ${escapeHtml(recipient)}`} yet. Sign up, book a phone or ask for a password reset, then refresh.</p>`
      : messages.map(messageCard).join('\n');
  return page('PhoneHaat demo mailbox', `${INTRO}\n${filter}\n${list}`);
}

/**
 * One message. An email's HTML is shown as its recipient would see it, inside a sandboxed frame with
 * no rights at all (no script, no same origin, no forms, no navigation of this page); its links work
 * in the plain text below.
 */
export function mailboxMessageHtml(message: DemoMessage): string {
  const subject = message.subject ?? (message.channel === 'sms' ? 'Text message' : '(no subject)');
  const preview =
    message.html === null
      ? ''
      : `<iframe sandbox srcdoc="${escapeHtml(message.html)}" title="The email as its recipient sees it" referrerpolicy="no-referrer"></iframe>`;
  const content = `${INTRO}
<div class="bar"><a href="/dev/mailbox">← All messages</a></div>
<article>
<div class="meta">${badge(message.channel)}<span class="recipient">${escapeHtml(message.recipient)}</span>${time(message.receivedAt)}</div>
<h2>${escapeHtml(subject)}</h2>
${preview}
${message.html === null ? '' : '<h3>Plain text</h3>'}
<p class="text">${linkedText(message.text)}</p>
</article>`;
  return page(`${subject} · PhoneHaat demo mailbox`, content);
}

export function mailboxNotFoundHtml(): string {
  return page(
    'Not found · PhoneHaat demo mailbox',
    `${INTRO}\n<p class="empty">No such message. <a href="/dev/mailbox">All messages</a></p>`,
  );
}
