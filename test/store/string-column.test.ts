import { describe, expect, it } from 'vitest';
import { StringColumn, StringColumnBuilder } from '../../src/store/string-column.js';

const STRINGS = ['', 'Berlin', 'München', 'São Paulo', '東京', 'a'.repeat(5000), '', 'C++ 🎉'];

describe('string columns', () => {
  it('hold every string, of any script, measured and written in one allocation', () => {
    const column = StringColumn.of(STRINGS.length, (index) => STRINGS[index]!);
    expect(column.toArray()).toEqual(STRINGS);
    expect(column.offsets.at(-1)).toBe(column.bytes.byteLength);
    expect(column.bytes.byteLength).toBe(STRINGS.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    expect(StringColumn.from(STRINGS).toArray()).toEqual(STRINGS);
  });

  it('grow past the count they were made for, and past one buffer chunk', () => {
    const builder = new StringColumnBuilder(2);
    const many = Array.from({ length: 3000 }, (_, index) => `${STRINGS[index % STRINGS.length]}${index}`);
    for (const text of many) builder.push(text);
    const column = builder.finish();
    expect(column.length).toBe(many.length);
    expect(column.toArray()).toEqual(many);
  });

  it('decode into the same array in steps, pausing after each run of strings', () => {
    const many = Array.from({ length: 1000 }, (_, index) => `${STRINGS[index % STRINGS.length]}${index}`);
    const steps = StringColumn.from(many).arraySteps(64);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(step.value).toEqual(many);
    expect(pauses).toBe(Math.floor(1000 / 64));
  });
});
