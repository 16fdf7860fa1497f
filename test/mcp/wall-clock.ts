/**
 * A deadline's wall clock worked out apart from the service's code, for the tests that hold the MCP
 * texts to the structured content: AoE (UTC-12) and "UTC±HH:MM" by their offset, else Intl.
 */

/** A fixed-offset zone as the service names one: "UTC-12:00". */
export const FIXED_RE = /^UTC([+-])(\d\d):(\d\d)$/;

/** A deadline as the structured content gives it. */
export interface Deadline {
  at: string;
  timezone: string;
}

/** "2027-02-01 23:59" of an instant in a zone. */
export function wallClock(at: string, timezone: string): string {
  const fixed = FIXED_RE.exec(timezone);
  if (fixed || timezone.toLowerCase() === 'aoe') {
    const minutes = fixed ? (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) : -12 * 60;
    return new Date(Date.parse(at) + minutes * 60_000).toISOString().replace('T', ' ').slice(0, 16);
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
