import type { EmailTemplate, EmailVariables, TemplateTextField } from '../../contract/email-templates';

/** Texts of the layout around the merchant's fields, in the email's language. */
export interface EmailLabels {
  /** Link text at the foot: 'Unsubscribe'. */
  unsubscribe: string;
  /** Why the customer got the email, under the shop's name. */
  footer: string;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only http(s) links reach an href or src. */
const safeUrl = (value: string) => (/^https?:\/\//i.test(value) ? escapeAttr(value) : '#');

/** The body's paragraphs: blank lines split them, single line breaks stay. */
const paragraphs = (escapedBody: string, color: string) =>
  escapedBody
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${color}">${p.trim().replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The email's HTML: a single centred column of tables and inline styles (what mail clients
 * render alike), the hidden preheader, the logo or the shop's name, heading, body, button, and a
 * row per product when the order has several. `escaped` holds the fields rendered with escaping.
 */
export function emailHtml(
  template: EmailTemplate,
  escaped: Record<TemplateTextField, string>,
  v: EmailVariables,
  labels: EmailLabels,
): string {
  const c = template.colors;
  const shopName = escapeAttr(v.shop.name);
  const logo = template.logoUrl
    ? `<img src="${safeUrl(template.logoUrl)}" alt="${shopName}" style="max-width:180px;max-height:64px;border:0">`
    : `<span style="font-size:20px;font-weight:600;color:${c.text}">${shopName}</span>`;
  const button = (href: string, label: string) =>
    `<a href="${safeUrl(href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${c.button};color:${c.buttonText};font-size:16px;font-weight:600;text-decoration:none">${label}</a>`;
  const products =
    v.products.length > 1
      ? v.products
          .map(
            (p) =>
              `<tr><td style="padding:8px 0;font-size:15px;color:${c.text}">${escapeAttr(p.title)}</td><td align="right" style="padding:8px 0">${button(p.review_link, escaped.button)}</td></tr>`,
          )
          .join('')
      : '';
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escaped.subject}</title></head>
<body style="margin:0;padding:0;background:${c.background}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escaped.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<tr><td align="center" style="padding:24px 24px 8px">${logo}</td></tr>
<tr><td style="padding:8px 24px"><h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${c.text}">${escaped.heading}</h1>${paragraphs(escaped.body, c.text)}</td></tr>
<tr><td align="center" style="padding:8px 24px 24px">${button(v.review_link, escaped.button)}</td></tr>
${products ? `<tr><td style="padding:0 24px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${products}</table></td></tr>` : ''}
</table>
<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:#6d7175;font-family:Helvetica,Arial,sans-serif">${escapeAttr(labels.footer)}<br><a href="${safeUrl(v.shop.url)}" style="color:#6d7175">${shopName}</a> · <a href="${safeUrl(v.unsubscribe_link)}" style="color:#6d7175">${escapeAttr(labels.unsubscribe)}</a></p>
</td></tr></table>
</body></html>`;
}
