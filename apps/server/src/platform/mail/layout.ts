import type { Locale } from '@nauka/contracts'

/** What a template says, as plain text; the layout alone decides how it looks in text and HTML. */
export interface MailContent {
  subject: string
  greeting: string
  /** Paragraphs before the action button. */
  body: string[]
  action?: { label: string; link: string; fallback: string }
  /** Paragraphs after the action: how long it lasts, what to do if the mail was unexpected. */
  after: string[]
  /** Lines of the closing, e.g. "Best regards," and "the Nauka team". */
  signature: string[]
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  /** Every link the mail asks the reader to follow, the action first. */
  links: string[]
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c)
}

// The brand blue #2E83D9 gives white text only 3.9:1; this darker shade passes WCAG AA (5.9:1).
const ACTION_BLUE = '#1B65B0'
const TEXT = '#1F2933'
const MUTED = '#52606D'
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif"

const paragraph = (text: string, color = TEXT) =>
  `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.5;color:${color}">${escapeHtml(text)}</p>`

function actionHtml(action: NonNullable<MailContent['action']>): string {
  const href = escapeHtml(action.link)
  return [
    '<p style="margin:24px 0">',
    `<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${ACTION_BLUE};`,
    `color:#ffffff;${FONT};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a>`,
    '</p>',
    `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(action.fallback)}<br>`,
    `<a href="${href}" style="color:${ACTION_BLUE};word-break:break-all">${href}</a></p>`,
  ].join('')
}

/** One message in both forms: plain text for every client, simple inline-styled HTML for the rest. */
export function renderLayout(locale: Locale, content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    ...content.body,
    ...(content.action ? [`${content.action.label}:\n${content.action.link}`] : []),
    ...content.after,
    content.signature.join('\n'),
  ].join('\n\n')

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#F5F7FA">',
    '<div role="article" aria-roledescription="email" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">',
    paragraph(content.greeting),
    ...content.body.map((p) => paragraph(p)),
    content.action ? actionHtml(content.action) : '',
    ...content.after.map((p) => paragraph(p)),
    `<p style="margin:24px 0 0;${FONT};font-size:16px;line-height:1.5;color:${TEXT}">`,
    content.signature.map(escapeHtml).join('<br>'),
    '</p></div></body></html>',
  ].join('\n')

  return { subject: content.subject, text, html, links: content.action ? [content.action.link] : [] }
}
