/**
 * The windows that run from today (docs/api.md, Connector tools), on each day of a week: "this
 * weekend" is the coming Saturday and Sunday, or what is left of the one under way; "next
 * weekend" that of next week, "the weekend of May 15" the one that holds it, "next week" that
 * calendar week; "tomorrow" is the next day; "last week" the calendar week before this one, "the
 * past week" the seven days before today, "yesterday" the day before.
 */
import { describe, expect, it } from 'vitest';
import { relativeAt } from '../../../src/api/connector/relative-windows.js';
import { tokensOf } from '../../../src/api/connector/tokens.js';
import { formatIsoDate, parseIsoDate } from '../../../src/util/dates.js';

const windowOn = (words: string, day: string) => {
  const span = relativeAt(tokensOf(words), 0, parseIsoDate(day)!);
  return span && [formatIsoDate(span.first), formatIsoDate(span.last)];
};

describe('a window of days named in words', () => {
  it('is the coming weekend on a weekday, and the rest of it on a Saturday or Sunday', () => {
    // 2026-11-27 is a Friday.
    expect(windowOn('this weekend', '2026-11-27')).toEqual(['2026-11-28', '2026-11-29']);
    expect(windowOn('the weekend', '2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(windowOn('this weekend', '2026-11-29')).toEqual(['2026-11-29', '2026-11-29']);
    expect(windowOn('this weekend', '2026-11-30')).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('is the weekend that holds the day named after "the weekend of", or the one after a weekday', () => {
    // 2027-05-15 is a Saturday, 2027-05-16 a Sunday, 2027-06-09 a Wednesday.
    expect(windowOn('the weekend of May 15, 2027', '2026-11-27')).toEqual(['2027-05-15', '2027-05-16']);
    expect(windowOn('the weekend of 2027-05-16', '2026-11-27')).toEqual(['2027-05-15', '2027-05-16']);
    expect(windowOn('the weekend of June 9, 2027', '2026-11-27')).toEqual(['2027-06-12', '2027-06-13']);
    // No day after it: no window, not this weekend.
    expect(windowOn('the weekend of the deadline', '2026-11-27')).toBeUndefined();
  });

  it('is a most from today for "in less than 10 days", "in under two weeks", "less than a week"', () => {
    expect(windowOn('in less than 10 days', '2026-11-29')).toEqual(['2026-11-29', '2026-12-09']);
    expect(windowOn('in under two weeks', '2026-11-29')).toEqual(['2026-11-29', '2026-12-13']);
    expect(windowOn('less than a week', '2026-11-29')).toEqual(['2026-11-29', '2026-12-06']);
    expect(windowOn('less than 10 km', '2026-11-29')).toBeUndefined();
  });

  it('counts "a couple of" as two and "a few" as three, ahead, back and beside a named day', () => {
    expect(windowOn('within a couple of weeks', '2026-11-30')).toEqual(['2026-11-30', '2026-12-14']);
    expect(windowOn('in a few weeks', '2026-11-30')).toEqual(['2026-11-30', '2026-12-21']);
    expect(windowOn('the next couple of days', '2026-11-30')).toEqual(['2026-11-30', '2026-12-02']);
    expect(windowOn('the past couple of weeks', '2026-11-30')).toEqual(['2026-11-16', '2026-11-29']);
    expect(windowOn('a couple of weeks after Christmas', '2026-11-30')).toEqual(['2026-12-26', '2027-01-08']);
    expect(windowOn('within a week', '2026-11-30')).toEqual(['2026-11-30', '2026-12-07']);
  });

  it('is six months for "the next half year", "within half a year", "the coming half-year"', () => {
    // "like ISCA, MICRO or HPCA have deadlines in the next half year" read no window.
    for (const words of [
      'the next half year',
      'next half year',
      'within half a year',
      'in half a year',
      'the coming half-year',
    ])
      expect(windowOn(words, '2026-11-30'), words).toEqual(['2026-11-30', '2027-05-30']);
    // "the second half of 2027" is a span of the year (spans.ts), "half a day" none.
    expect(windowOn('the next half day', '2026-11-30')).toBeUndefined();
  });

  it('is to Sunday for "this week", and on a Sunday to the next', () => {
    expect(windowOn('this week', '2026-11-27')).toEqual(['2026-11-27', '2026-11-29']);
    expect(windowOn('this week', '2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(windowOn('this week', '2026-11-29')).toEqual(['2026-11-29', '2026-12-06']);
  });

  it('is the weekend of next week for "next weekend", on every day of this one', () => {
    // 2026-11-30 to 2026-12-06 is a Monday to a Sunday: from each, next week runs from 2026-12-07.
    for (let day = 30; day <= 36; day++) {
      const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
      expect(windowOn('next weekend', date), date).toEqual(['2026-12-12', '2026-12-13']);
    }
    expect(windowOn('next weekend', '2026-11-27')).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('is the calendar week after this one for "next week", and seven days for "the next week"', () => {
    // From every day of the week of Monday 2026-11-30, next week is 2026-12-07 to 2026-12-13.
    for (let day = 30; day <= 36; day++) {
      const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
      expect(windowOn('next week', date), date).toEqual(['2026-12-07', '2026-12-13']);
    }
    expect(windowOn('the next week', '2026-11-28')).toEqual(['2026-11-28', '2026-12-05']);
    expect(windowOn('the coming week', '2026-11-28')).toEqual(['2026-11-28', '2026-12-05']);
  });

  it('is the calendar week before this one for "last week", and days before today for "the past week"', () => {
    // From every day of the week of Monday 2026-11-30, last week is 2026-11-23 to 2026-11-29.
    for (let day = 30; day <= 36; day++) {
      const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
      expect(windowOn('last week', date), date).toEqual(['2026-11-23', '2026-11-29']);
    }
    expect(windowOn('the past week', '2026-11-30')).toEqual(['2026-11-23', '2026-11-29']);
    expect(windowOn('the last 10 days', '2026-11-30')).toEqual(['2026-11-20', '2026-11-29']);
    expect(windowOn('past two months', '2026-11-30')).toEqual(['2026-09-30', '2026-11-29']);
    expect(windowOn('the previous weeks', '2026-11-30')).toEqual(['2026-11-09', '2026-11-29']);
    expect(windowOn('yesterday', '2027-01-01')).toEqual(['2026-12-31', '2026-12-31']);
    // A calendar month or year, a part of a month, an edition: not counted back from today.
    for (const words of ['last month', 'last year', 'the last year', 'the last week of March', 'the last ICML'])
      expect(windowOn(words, '2026-11-30'), words).toBeUndefined();
  });

  it('is the day named for a weekday: the coming one (today too), or that of next week', () => {
    // 2026-11-30 is a Monday.
    expect(windowOn('Monday', '2026-11-30')).toEqual(['2026-11-30', '2026-11-30']);
    expect(windowOn('this Friday', '2026-11-30')).toEqual(['2026-12-04', '2026-12-04']);
    expect(windowOn('Sunday', '2026-11-30')).toEqual(['2026-12-06', '2026-12-06']);
    expect(windowOn('next Friday', '2026-11-30')).toEqual(['2026-12-11', '2026-12-11']);
    expect(windowOn('next Monday', '2026-12-06')).toEqual(['2026-12-07', '2026-12-07']);
    expect(windowOn('Fridays', '2026-11-30')).toBeUndefined();
  });

  it('is the next day for "tomorrow", across a month and a year', () => {
    expect(windowOn('tomorrow', '2026-11-30')).toEqual(['2026-12-01', '2026-12-01']);
    expect(windowOn('tomorrow', '2026-12-31')).toEqual(['2027-01-01', '2027-01-01']);
    expect(windowOn('weekend', '2026-11-27')).toBeUndefined();
  });
});
