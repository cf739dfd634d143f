/** An e-mail's HTML body as lines of text: block ends become line breaks, tags and styles go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:style|script|head)\b[\s\S]*?<\/(?:style|script|head)>/gi, '')
    .replace(/<(?:br|\/p|\/div|\/li|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
