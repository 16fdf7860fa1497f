/**
 * The sections of an edition's page (event-page.ts), each from the event's detail as getConference
 * answers it: the deadlines as a table with their zones, the ranks, the other editions and the
 * sources.
 */
import { type Html, html, webUrl } from '../../util/html.js';
import { KIND_NAMES } from '../feeds/calendar.js';
import type { ConferenceDetail } from '../schemas/index.js';
import { editionName, rateWords } from '../views/event-words.js';

type Deadline = ConferenceDetail['deadlines'][number];
type TrackDeadline = NonNullable<ConferenceDetail['tracks']>[number]['deadlines'][number];

/** A link when the URL is a web address, else the text alone. */
export function link(url: string | null | undefined, text: string): Html {
  const href = webUrl(url);
  return href ? html`<a href="${href}">${text}</a>` : html`${text}`;
}

/** "Paper", "Paper (round 2)", "Paper (estimated from earlier editions)". */
function deadlineName(deadline: Deadline | TrackDeadline): string {
  const round = deadline.round > 1 ? ` (round ${deadline.round})` : '';
  const estimated = 'estimated' in deadline && deadline.estimated ? ' (estimated from earlier editions)' : '';
  return `${KIND_NAMES[deadline.kind]}${round}${estimated}`;
}

/** "AoE (UTC-12)" for the zone a deadline is written in, its IANA name otherwise. */
const zoneName = (zone: string): string => (zone === 'AoE' ? 'AoE (anywhere on Earth, UTC-12)' : zone);

/** "2027-02-01 11:59:59 UTC" for an instant the API writes as 2027-02-01T11:59:59Z. */
const utcText = (at: string): string => `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`;

/** A deadline table with its caption, a header cell per column and one per row. */
function deadlineTable(caption: string, deadlines: readonly (Deadline | TrackDeadline)[]): Html {
  const rows = deadlines.map(
    (d) =>
      html`<tr><th scope="row">${deadlineName(d)}</th><td><time datetime="${d.date}">${d.date}</time></td><td>${zoneName(d.timezone)}</td><td><time datetime="${d.at}">${utcText(d.at)}</time></td></tr>\n`,
  );
  return html`<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Deadline</th><th scope="col">Due (local date)</th><th scope="col">Time zone</th><th scope="col">Due (UTC)</th></tr></thead>
<tbody>
${rows}</tbody>
</table>`;
}

export function deadlinesSection(event: ConferenceDetail, title: string): Html {
  const tracks = (event.tracks ?? []).map(
    (track) => html`<h3>${track.name}</h3>
${deadlineTable(`Deadlines of the ${track.name} of ${title}`, track.deadlines)}`,
  );
  const own =
    event.deadlines.length > 0
      ? deadlineTable(`Deadlines of ${title}, soonest first`, event.deadlines)
      : html`<p>No deadline of this edition is known.</p>`;
  return html`<section aria-labelledby="deadlines">
<h2 id="deadlines">Deadlines</h2>
<p>Call for papers: ${event.cfp_status.replace('_', ' ')}.</p>
${own}
${tracks}
</section>`;
}

/** Every rank of every system ("CORE A*, ICORE2026"), else the CORE and CCF ranks. */
function rankItems(event: ConferenceDetail): Html[] {
  if (event.ranks && event.ranks.length > 0) {
    return event.ranks.map(
      (r) => html`<li>${link(r.source_url, `${r.system} ${r.value}`)}${r.edition ? ` (${r.edition})` : ''}</li>`,
    );
  }
  const { core, ccf } = event.rank;
  return [core && html`<li>CORE ${core}</li>`, ccf && html`<li>CCF ${ccf}</li>`].filter((item) => item !== null);
}

export function ranksSection(event: ConferenceDetail): Html {
  const items = rankItems(event);
  const rate = event.acceptance_rate;
  return html`<section aria-labelledby="ranks">
<h2 id="ranks">Ranks</h2>
${items.length > 0 ? html`<ul>\n${items}\n</ul>` : html`<p>No ranking in the data ranks this event.</p>`}
${rate !== null ? html`<p>Acceptance rate of this edition: ${rateWords(rate)}.</p>` : ''}
</section>`;
}

/** The other editions of the series, each linked to its own page. */
export function editionsSection(event: ConferenceDetail, pageOf: (id: number) => string): Html {
  if (event.editions.length === 0) return html``;
  const items = event.editions.map((e) => {
    const when = e.dates.start ? ` (${e.dates.start} to ${e.dates.end})` : '';
    return html`<li><a href="${pageOf(e.id)}">${editionName(e)}</a>${when}</li>\n`;
  });
  return html`<section aria-labelledby="editions">
<h2 id="editions">Other editions</h2>
<ul>
${items}</ul>
</section>`;
}

export function sourcesSection(event: ConferenceDetail): Html {
  const items = event.sources.map(
    (s) => html`<li>${link(s.url, s.name)}${s.id ? html`, record <code>${s.id}</code>` : ''}</li>\n`,
  );
  const verified = event.last_verified ? html`<p>Last vouched for by a source on ${event.last_verified}.</p>` : '';
  return html`<section aria-labelledby="sources">
<h2 id="sources">Sources</h2>
${items.length > 0 ? html`<ul>\n${items}</ul>` : html`<p>No source is recorded for this event.</p>`}
${verified}
</section>`;
}
