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

export function latencyChartSvg(rows: readonly ChartRow[], title: string, subtitle: string): string {
  const width = 980;
  const labelWidth = 210;
  const plotLeft = labelWidth + 10;
  const plotRight = width - 150;
  const ratioX = width - 12;
  const top = 78;
  const barHeight = 9;
  const rowHeight = 2 * barHeight + 10;
  const height = top + rows.length * rowHeight + 40;

  const values = rows
    .flatMap((row) => [row.engine.median, row.engine.p99, row.sqlite.median, row.sqlite.p99])
    .filter((v) => v > 0);
  const low = Math.floor(Math.log10(Math.min(...values)));
  const high = Math.max(low + 1, Math.ceil(Math.log10(Math.max(...values))));
  const x = (us: number) =>
    plotLeft + ((Math.log10(Math.max(us, 10 ** low)) - low) / (high - low)) * (plotRight - plotLeft);

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="12" y="22" font-size="16" font-weight="600" fill="${COLORS.text}">${escapeXml(title)}</text>`);
  out.push(`<text x="12" y="40" fill="${COLORS.muted}">${escapeXml(subtitle)}</text>`);
  // Legend.
  out.push(
    `<rect x="12" y="52" width="14" height="${barHeight}" fill="${COLORS.engine}"/><text x="31" y="60" fill="${COLORS.text}">engine (in-memory) median</text>`,
  );
  out.push(
    `<rect x="210" y="52" width="14" height="${barHeight}" fill="${COLORS.sqlite}"/><text x="229" y="60" fill="${COLORS.text}">SQLite baseline median</text>`,
  );
  out.push(
    `<line x1="392" y1="56" x2="420" y2="56" stroke="${COLORS.muted}"/><line x1="420" y1="51" x2="420" y2="61" stroke="${COLORS.muted}"/><text x="426" y="60" fill="${COLORS.text}">p99</text>`,
  );
  out.push(
    `<text x="${ratioX}" y="60" text-anchor="end" fill="${COLORS.text}" font-weight="600">SQLite / engine</text>`,
  );

  // Decade grid.
  const bottom = top + rows.length * rowHeight;
  for (let exponent = low; exponent <= high; exponent++) {
    const gx = x(10 ** exponent).toFixed(1);
    out.push(`<line x1="${gx}" y1="${top - 4}" x2="${gx}" y2="${bottom}" stroke="${COLORS.grid}"/>`);
    out.push(
      `<text x="${gx}" y="${bottom + 16}" text-anchor="middle" fill="${COLORS.muted}">${decadeLabel(exponent)}</text>`,
    );
  }
  out.push(
    `<text x="${((plotLeft + plotRight) / 2).toFixed(0)}" y="${bottom + 33}" text-anchor="middle" fill="${COLORS.muted}">latency per query, log scale (search plus reading the page's events)</text>`,
  );

  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    out.push(
      `<text x="${labelWidth}" y="${y + barHeight + 4}" text-anchor="end" fill="${COLORS.text}">${escapeXml(row.name)}</text>`,
    );
    for (const [side, offset] of [
      ['engine', 0],
      ['sqlite', barHeight + 1],
    ] as const) {
      const { median, p99 } = row[side];
      const by = y + offset;
      const end = x(median);
      const whisker = x(p99);
      out.push(
        `<rect x="${plotLeft}" y="${by}" width="${Math.max(1, end - plotLeft).toFixed(1)}" height="${barHeight}" fill="${COLORS[side]}"/>`,
      );
      if (whisker > end + 0.5) {
        const my = by + barHeight / 2;
        out.push(
          `<line x1="${end.toFixed(1)}" y1="${my}" x2="${whisker.toFixed(1)}" y2="${my}" stroke="${COLORS.muted}"/><line x1="${whisker.toFixed(1)}" y1="${by + 1}" x2="${whisker.toFixed(1)}" y2="${by + barHeight - 1}" stroke="${COLORS.muted}"/>`,
        );
      }
      out.push(
        `<text x="${(Math.max(end, whisker) + 4).toFixed(1)}" y="${by + barHeight - 1}" font-size="10" fill="${COLORS.muted}">${formatMicros(median)}</text>`,
      );
    }
    out.push(
      `<text x="${ratioX}" y="${y + barHeight + 4}" text-anchor="end" fill="${row.ratio > 1 ? COLORS.text : '#b91c1c'}">${row.ratio >= 100 ? row.ratio.toFixed(0) : row.ratio.toFixed(1)}×</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
