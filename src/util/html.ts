/**
 * HTML written safely by construction: `html` is a tagged template whose every interpolated value
 * is escaped unless it is itself an Html (a fragment made by `html`), so a page is built from
 * fragments and data without a place where data is written as markup. Written by hand: the pages
 * are a few fragments of static text, and a template engine would add a dependency for that.
 */

/** Markup: a fragment made by `html`, written as it is. */
export class Html {
  constructor(readonly text: string) {}
}

/** Text as HTML character data or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a template takes: text (escaped), numbers, markup, lists of them; null, undefined and false write nothing. */
export type HtmlPart = Html | string | number | null | undefined | false | readonly HtmlPart[];

function render(part: HtmlPart): string {
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlPart[]): Html {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += render(values[i]!) + strings[i + 1]!;
  return new Html(text);
}

/** An http(s) URL as given, or undefined: only these are written as links (never `javascript:`). */
export function webUrl(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JSON inside a `<script type="application/ld+json">`: `<`, `>` and `&` written as escapes, so no
 * value can close the element, and the line separators too.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
