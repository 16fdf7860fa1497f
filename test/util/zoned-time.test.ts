import { describe, expect, it } from 'vitest';
import { parseZone } from '../../src/source/zones.js';
import { dayFromParts } from '../../src/util/dates.js';
import { zonedInstant, zoneOffsetAt } from '../../src/util/zoned-time.js';

/** A wall time read as if it were UTC, in seconds. */
const wall = (iso: string): number => Date.parse(`${iso}Z`) / 1000;
const instant = (iso: string): number => Date.parse(iso) / 1000;

describe('wall times in IANA zones as instants', () => {
  it('uses the offset in force: winter and summer in Berlin and New York', () => {
    expect(zonedInstant('Europe/Berlin', wall('2027-01-15T12:00:00'))).toBe(instant('2027-01-15T11:00:00Z'));
    expect(zonedInstant('Europe/Berlin', wall('2027-07-15T12:00:00'))).toBe(instant('2027-07-15T10:00:00Z'));
    expect(zonedInstant('America/New_York', wall('2027-01-15T23:59:59'))).toBe(instant('2027-01-16T04:59:59Z'));
    expect(zonedInstant('Asia/Kolkata', wall('2027-01-15T23:59:59'))).toBe(instant('2027-01-15T18:29:59Z'));
  });

  it('moves a wall time that a spring-forward change skips forward by the gap', () => {
    // Europe/Berlin, 2027-03-28: 02:00 CET becomes 03:00 CEST; 02:30 is 03:30 CEST.
    expect(zonedInstant('Europe/Berlin', wall('2027-03-28T02:30:00'))).toBe(instant('2027-03-28T01:30:00Z'));
    // America/New_York, 2027-03-14: 02:30 does not exist; it is 03:30 EDT.
    expect(zonedInstant('America/New_York', wall('2027-03-14T02:30:00'))).toBe(instant('2027-03-14T07:30:00Z'));
  });

  it('takes the earlier instant of a wall time that a fall-back change repeats', () => {
    // Europe/Berlin, 2027-10-31: 02:30 happens at 00:30 UTC (CEST) and 01:30 UTC (CET).
    expect(zonedInstant('Europe/Berlin', wall('2027-10-31T02:30:00'))).toBe(instant('2027-10-31T00:30:00Z'));
    expect(zonedInstant('America/New_York', wall('2027-11-07T01:30:00'))).toBe(instant('2027-11-07T05:30:00Z'));
  });

  it('agrees with Intl for every hour of a year in a zone with daylight saving', () => {
    const zone = 'Australia/Sydney';
    const start = dayFromParts(2027, 1, 1) * 86_400;
    for (let at = start; at < start + 365 * 86_400; at += 3600) {
      const local = at + zoneOffsetAt(zone, at);
      const back = zonedInstant(zone, local);
      // A repeated wall time maps to its first instant; any other maps back exactly.
      expect(back === at || (back < at && back + zoneOffsetAt(zone, back) === local), String(at)).toBe(true);
    }
  });
});

describe('the timezone column', () => {
  it('reads AoE as UTC-12, by default and in any case', () => {
    const due = wall('2027-01-10T23:59:59');
    for (const text of [null, '', 'AoE', 'aoe', 'Anywhere on Earth']) {
      const zone = parseZone(text)!;
      expect(zone.name).toBe('AoE');
      expect(zone.instant(due)).toBe(instant('2027-01-11T11:59:59Z'));
    }
  });

  it('reads fixed offsets and names them UTC±HH:MM', () => {
    const due = wall('2027-01-10T12:00:00');
    expect(parseZone('UTC-12')).toMatchObject({ name: 'UTC-12:00' });
    expect(parseZone('UTC+08:00')!.instant(due)).toBe(instant('2027-01-10T04:00:00Z'));
    expect(parseZone('GMT+5:30')!.instant(due)).toBe(instant('2027-01-10T06:30:00Z'));
    expect(parseZone('+0545')!.name).toBe('UTC+05:45');
    expect(parseZone('UTC\u221203')!.name).toBe('UTC-03:00');
    expect(parseZone('UTC')!.name).toBe('UTC');
    expect(parseZone('gmt')!.name).toBe('UTC');
    expect(parseZone('UTC+14:30')).toBeNull();
  });

  it('reads IANA names in any case, shown in their listed case', () => {
    expect(parseZone('europe/berlin')!.name).toBe('Europe/Berlin');
    expect(parseZone('Asia/Tokyo')!.instant(wall('2027-01-10T09:00:00'))).toBe(instant('2027-01-10T00:00:00Z'));
    expect(parseZone('Europe/Berln')).toBeNull();
  });

  it('reads Etc/GMT±N with its inverted sign, named as the offset it is', () => {
    expect(parseZone('Etc/GMT+5')!.name).toBe('UTC-05:00');
    expect(parseZone('etc/gmt-8')!.instant(wall('2027-01-10T08:00:00'))).toBe(instant('2027-01-10T00:00:00Z'));
  });

  it("reads a region's abbreviation as its IANA zone, daylight saving included, and marks it", () => {
    const pacific = parseZone('PT')!;
    expect(pacific).toMatchObject({ name: 'America/Los_Angeles', abbreviation: 'PT' });
    // PST written in July means the clocks of Los Angeles then: UTC-7.
    expect(parseZone('PST')!.instant(wall('2027-07-10T23:59:00'))).toBe(instant('2027-07-11T06:59:00Z'));
    expect(parseZone('PST')!.instant(wall('2027-01-10T23:59:00'))).toBe(instant('2027-01-11T07:59:00Z'));
    for (const [text, zone] of [
      ['ET', 'America/New_York'],
      ['cest', 'Europe/Berlin'],
      ['BST', 'Europe/London'],
    ]) {
      expect(parseZone(text!), text).toMatchObject({ name: zone, abbreviation: text });
    }
    expect(parseZone('Europe/Berlin')!.abbreviation).toBeUndefined();
  });

  it('refuses an ambiguous abbreviation and names that are no zone of the list', () => {
    for (const text of ['IST', 'EST5EDT', 'XYZ']) expect(parseZone(text), text).toBeNull();
  });
});
