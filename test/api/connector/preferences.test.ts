/**
 * A place the question prefers, not requires (docs/api.md, Connector tools): its events first,
 * then, when they are fewer than the answer holds, the events elsewhere, each said as found
 * without the place. Over the demo data on its anchor day.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total } = askingOf(demo);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe('a preferred place', () => {
  it('is read after "preferably" or "ideally", or before "if possible", in its sentence only', () => {
    for (const question of [
      'chemistry conferences, preferably in France',
      'chemistry conferences ideally somewhere in France',
      'chemistry conferences in France if possible',
      'chemistry conferences in France, preferably',
    ]) {
      expect(read(question).preferred, question).toEqual(['country']);
      expect(read(question).parameters.country, question).toBe('France');
    }
    expect(read('chemistry conferences, preferably in France').notes).toContain(
      '"preferably in France" is a preference: events elsewhere follow those there, or lead when none there is as asked, each said',
    );
    expect(read('chemistry conferences in France').preferred).toBeUndefined();
    expect(read('I would prefer that. Chemistry conferences in France').preferred).toBeUndefined();
  });

  it('is read after "I prefer ones" or "I prefer conferences", a sentence of its own', () => {
    // The asker's sentence prefers a place of the events: no place where the asker is.
    for (const question of [
      'What chemistry conferences are there? I prefer ones in France.',
      'Which chemistry conferences are held? I prefer conferences in France.',
      'Chemistry conferences, I would prefer those in France',
    ]) {
      const reading = read(question);
      expect(reading.preferred, question).toEqual(['country']);
      expect(reading.parameters.country, question).toBe('France');
      expect(reading.notes.join('; '), question).not.toContain('where the asker is');
    }
  });

  it('answers its events first, then the others, each said as found without it', () => {
    const strict = total({ type: 'conference', country: 'France', q: 'chemistry' });
    expect(strict).toBeGreaterThan(0);
    expect(strict).toBeLessThan(10);
    const answer = ask('chemistry conferences, preferably in France');
    expect(answer.results).toHaveLength(10);
    const titles = answer.results.map((result) => result.title);
    const without = titles.filter((title) => title.endsWith('(found without country=France)'));
    expect(titles.slice(0, strict).some((title) => title.includes('found without'))).toBe(false);
    expect(without).toHaveLength(10 - strict);
    expect(new Set(answer.results.map((result) => result.id)).size).toBe(10);
    // Required, the place answers alone.
    expect(ask('chemistry conferences in France').results).toHaveLength(strict);
  });

  it('weighs less than the rest of the question: events elsewhere found as asked come first', () => {
    // The demo's one chemistry event in France is of 2028: found there only without year=2026.
    const answer = ask('chemistry conferences in 2026, preferably in France');
    const titles = answer.results.map((result) => result.title);
    expect(titles).toHaveLength(10);
    // The reading says the question as asked, the place preferred in it.
    expect(answer.reading).toContain('year=2026, country=France');
    expect(titles.every((title) => /\(found without country=France[;)]/.test(title))).toBe(true);
    expect(titles.some((title) => title.includes('year=2026'))).toBe(false);
  });

  it('found as asked nowhere, puts the events not ended first', () => {
    const titles = ask('organic chemistry conferences in 2031, preferably in France').results.map(
      (result) => result.title,
    );
    const ended = titles.map((title) => /; ended \d{4}-\d\d-\d\d\)$/.test(title));
    expect(ended).toContain(true);
    expect(ended).toContain(false);
    expect(ended.indexOf(true)).toBeGreaterThan(ended.lastIndexOf(false));
  });

  it('of several continents, is their countries, the others after them said as without those', () => {
    const question = 'chemistry conferences, preferably in Africa or Oceania';
    const reading = read(question);
    expect(reading.parameters.continent).toBeUndefined();
    expect(reading.preferred).toEqual(['country']);
    const strict = total(reading.parameters);
    expect(strict).toBeGreaterThan(0);
    expect(strict).toBeLessThan(10);
    const titles = ask(question).results.map((result) => result.title);
    expect(titles).toHaveLength(10);
    const count = reading.parameters.country!.split(',').length;
    const without = new RegExp(`\\(found without country=[^()]*,… \\(${count}\\)\\)$`);
    expect(titles.slice(strict).every((title) => without.test(title))).toBe(true);
  });

  it('is said in the notes a title has, first, in one pair of parentheses', () => {
    const answer = ask('chemistry conferences and their deadlines, preferably in France');
    const elsewhere = answer.results.filter((result) => result.title.includes('found without country=France'));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const { title } of elsewhere)
      expect(title).toMatch(/ \(found without country=France; [^()]*deadline[^()]*\)$/);
  });
});
