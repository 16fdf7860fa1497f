/**
 * The document around a page for people served beside the API (an edition's page, its 404): the
 * head, one inline style sheet (allowed by its hash in the page's Content-Security-Policy, which
 * allows nothing else), a banner linking the landing page, the main content, and a footer crediting
 * the data. No script runs: structured data is a JSON-LD data block.
 */
import { Html, html } from '../../util/html.js';

const SITE_NAME = 'Conference Directory';

/** The pages' one style sheet; its hash goes in their Content-Security-Policy. */
export const PAGE_STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 0 1rem 2rem; color: #1b1f24; }
header, footer { padding: 0.8rem 0; color: #4b5563; }
footer { border-top: 1px solid #d1d5db; margin-top: 2rem; font-size: 0.9rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0.5rem 0 0.2rem; }
h2 { font-size: 1.2rem; margin: 1.6rem 0 0.4rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.3rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; color: #4b5563; padding-bottom: 0.3rem; }
th, td { text-align: left; padding: 0.3rem 0.6rem 0.3rem 0; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
a { color: #0b57d0; }
.lede { color: #4b5563; margin-top: 0; }
`;

export interface PageParts {
  /** The document's title, without the site's name. */
  title: string;
  /** PUBLIC_BASE_URL: the landing page and the credits are linked under it. */
  base: string;
  /** The page's own address, when it has one (a 404 has none). */
  canonical?: string;
  /** A sentence for the description meta element. */
  description?: string;
  /** JSON-LD, already written as script-safe JSON (util/html.ts, scriptJson). */
  jsonLd?: string;
  main: Html;
}

export function pageDocument({ title, base, canonical, description, jsonLd, main }: PageParts): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${SITE_NAME}</title>
${description ? html`<meta name="description" content="${description}">\n` : ''}${canonical ? html`<link rel="canonical" href="${canonical}">\n` : ''}<style>${new Html(PAGE_STYLE)}</style>
${jsonLd ? html`<script type="application/ld+json">${new Html(jsonLd)}</script>\n` : ''}</head>
<body>
<header><a href="${`${base}/`}">${SITE_NAME}</a></header>
<main>
${main}
</main>
<footer><p>Data from public conference trackers and directories; see <a href="${`${base}/docs/notice`}">data sources and licences</a>.</p></footer>
</body>
</html>
`.text;
}
