/**
 * The suite's chart: median latency per query shape, the engine beside the SQLite baseline, on a
 * log scale (the two differ by orders of magnitude), with each p99 as a whisker.
 *
 * Written by hand as plain SVG rather than with a charting library: it is one kind of chart, a
 * few dozen lines, and it keeps the benchmark free of a dependency (and of a headless browser or
 * canvas build). The output is deterministic text that diffs in git and renders on GitHub as is.
 */

export interface ChartRow {
  name: string;
  /** Microseconds. */
  engine: { median: number; p99: number };
  sqlite: { median: number; p99: number };
  ratio: number;
}

const COLORS = { engine: '#2563eb', sqlite: '#ea580c', grid: '#d4d4d8', text: '#18181b', muted: '#52525b' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "850 µs", "1.2 ms", "3.4 s". */
function formatMicros(us: number): string {
  if (us >= 1_000_000) return `${(us / 1_000_000).toPrecision(3)} s`;
  if (us >= 1_000) return `${(us / 1_000).toPrecision(3)} ms`;
  return `${us >= 100 ? us.toFixed(0) : us.toPrecision(3)} µs`;
}

function decadeLabel(exponent: number): string {
  const us = 10 ** exponent;
  if (us >= 1_000_000) return `${us / 1_000_000} s`;
  if (us >= 1_000) return `${us / 1_000} ms`;
  return `${us} µs`;
}

/** Where things go on the chart, and the log scale's x of a latency. */
interface Layout {
  width: number;
  height: number;
  labelWidth: number;
  plotLeft: number;
  plotRight: number;
  ratioX: number;
  top: number;
  barHeight: number;
  rowHeight: number;
  /** Decades of the scale: 10^low to 10^high µs. */
  low: number;
  high: number;
  x(us: number): number;
}

function layoutOf(rows: readonly ChartRow[]): Layout {
  const width = 980;
  const labelWidth = 210;
  const plotLeft = labelWidth + 10;
  const plotRight = width - 150;
  const top = 78;
  const barHeight = 9;
  const rowHeight = 2 * barHeight + 10;
  const values = rows
    .flatMap((row) => [row.engine.median, row.engine.p99, row.sqlite.median, row.sqlite.p99])
    .filter((v) => v > 0);
  const low = Math.floor(Math.log10(Math.min(...values)));
  const high = Math.max(low + 1, Math.ceil(Math.log10(Math.max(...values))));
  return {
    width,
    height: top + rows.length * rowHeight + 40,
    labelWidth,
    plotLeft,
    plotRight,
    ratioX: width - 12,
    top,
    barHeight,
    rowHeight,
    low,
    high,
    x: (us: number) => plotLeft + ((Math.log10(Math.max(us, 10 ** low)) - low) / (high - low)) * (plotRight - plotLeft),
  };
}

/** The background, title, subtitle and legend. */
function header(l: Layout, title: string, subtitle: string): string[] {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}" font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', sans-serif" font-size="12">`,
    `<rect width="${l.width}" height="${l.height}" fill="#ffffff"/>`,
    `<text x="12" y="22" font-size="16" font-weight="600" fill="${COLORS.text}">${escapeXml(title)}</text>`,
    `<text x="12" y="40" fill="${COLORS.muted}">${escapeXml(subtitle)}</text>`,
    // Legend.
    `<rect x="12" y="52" width="14" height="${l.barHeight}" fill="${COLORS.engine}"/><text x="31" y="60" fill="${COLORS.text}">engine (in-memory) median</text>`,
    `<rect x="210" y="52" width="14" height="${l.barHeight}" fill="${COLORS.sqlite}"/><text x="229" y="60" fill="${COLORS.text}">SQLite baseline median</text>`,
    `<line x1="392" y1="56" x2="420" y2="56" stroke="${COLORS.muted}"/><line x1="420" y1="51" x2="420" y2="61" stroke="${COLORS.muted}"/><text x="426" y="60" fill="${COLORS.text}">p99</text>`,
    `<text x="${l.ratioX}" y="60" text-anchor="end" fill="${COLORS.text}" font-weight="600">SQLite / engine</text>`,
  ];
}

/** The decade grid under the bars and the axis title. */
function grid(l: Layout, rowCount: number): string[] {
  const out: string[] = [];
  const bottom = l.top + rowCount * l.rowHeight;
  for (let exponent = l.low; exponent <= l.high; exponent++) {
    const gx = l.x(10 ** exponent).toFixed(1);
    out.push(`<line x1="${gx}" y1="${l.top - 4}" x2="${gx}" y2="${bottom}" stroke="${COLORS.grid}"/>`);
    out.push(
      `<text x="${gx}" y="${bottom + 16}" text-anchor="middle" fill="${COLORS.muted}">${decadeLabel(exponent)}</text>`,
    );
  }
  out.push(
    `<text x="${((l.plotLeft + l.plotRight) / 2).toFixed(0)}" y="${bottom + 33}" text-anchor="middle" fill="${COLORS.muted}">latency per query, log scale (search plus reading the page's events)</text>`,
  );
  return out;
}

/** One shape: its label, a bar per side with its p99 whisker and median, and the ratio. */
function rowElements(l: Layout, row: ChartRow, index: number): string[] {
  const out: string[] = [];
  const y = l.top + index * l.rowHeight;
  out.push(
    `<text x="${l.labelWidth}" y="${y + l.barHeight + 4}" text-anchor="end" fill="${COLORS.text}">${escapeXml(row.name)}</text>`,
  );
  for (const [side, offset] of [
    ['engine', 0],
    ['sqlite', l.barHeight + 1],
  ] as const) {
    const { median, p99 } = row[side];
    const by = y + offset;
    const end = l.x(median);
    const whisker = l.x(p99);
    out.push(
      `<rect x="${l.plotLeft}" y="${by}" width="${Math.max(1, end - l.plotLeft).toFixed(1)}" height="${l.barHeight}" fill="${COLORS[side]}"/>`,
    );
    if (whisker > end + 0.5) {
      const my = by + l.barHeight / 2;
      out.push(
        `<line x1="${end.toFixed(1)}" y1="${my}" x2="${whisker.toFixed(1)}" y2="${my}" stroke="${COLORS.muted}"/><line x1="${whisker.toFixed(1)}" y1="${by + 1}" x2="${whisker.toFixed(1)}" y2="${by + l.barHeight - 1}" stroke="${COLORS.muted}"/>`,
      );
    }
    out.push(
      `<text x="${(Math.max(end, whisker) + 4).toFixed(1)}" y="${by + l.barHeight - 1}" font-size="10" fill="${COLORS.muted}">${formatMicros(median)}</text>`,
    );
  }
  out.push(
    `<text x="${l.ratioX}" y="${y + l.barHeight + 4}" text-anchor="end" fill="${row.ratio > 1 ? COLORS.text : '#b91c1c'}">${row.ratio >= 100 ? row.ratio.toFixed(0) : row.ratio.toFixed(1)}×</text>`,
  );
  return out;
}

export function latencyChartSvg(rows: readonly ChartRow[], title: string, subtitle: string): string {
  const layout = layoutOf(rows);
  const out = [
    ...header(layout, title, subtitle),
    ...grid(layout, rows.length),
    ...rows.flatMap((row, index) => rowElements(layout, row, index)),
    '</svg>',
  ];
  return `${out.join('\n')}\n`;
}
