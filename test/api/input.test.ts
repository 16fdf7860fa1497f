/**
 * The input parser of an operation: the query string (HTTP) and a tool call's arguments (MCP) give
 * the same validated input and the same refusals, with the rules that differ by transport (a
 * repeated query parameter; an argument that is an object; the path parameter as an argument).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { InputParser, plainDigits } from '../../src/api/input.js';
import { OPERATIONS } from '../../src/api/operations.js';

const parserOf = (operationId: string) => new InputParser(OPERATIONS.find((o) => o.operationId === operationId)!);
const search = parserOf('searchConferences');
const getOne = parserOf('getConference');

function refusal(parse: () => unknown): { code: string; message: string } {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { code: (error as ApiError).code, message: (error as ApiError).message };
  }
  throw new Error('expected a refusal');
}

describe('an operation input parser', () => {
  it('reads a JSON number argument as the digits sent, never in exponent form', () => {
    const tiny = search.fromArguments({ near: 'Barcelona', radius_km: 0.0000001 });
    expect(tiny.query.radius_km).toBe(1e-7);
    expect(tiny.given.radius_km).toBe('0.0000001');
    const negative = refusal(() => search.fromArguments({ near: 'Barcelona', radius_km: -0.0000005 }));
    expect(negative.message).toContain('(got "-0.0000005")');
    expect(negative.message).not.toContain('e-7');
    expect(search.fromArguments({ limit: 5, core_rank: ['A'] }).given).toMatchObject({ limit: '5', core_rank: 'A' });
  });

  it('reads a JSON number of any size as its digits: 1e-101 is above 0, not "0"', () => {
    for (const km of [1e-101, 1e-300, 5e-324, 1.5e-200]) {
      const read = search.fromArguments({ near: 'Barcelona', radius_km: km });
      expect(read.query.radius_km).toBe(km);
      expect(read.given.radius_km).toMatch(/^0\.0+[1-9]\d*$/);
      expect(Number(read.given.radius_km)).toBe(km);
    }
    const negative = refusal(() => search.fromArguments({ near: 'Barcelona', radius_km: -1e-101 }));
    expect(negative.message).toContain('(got "-0.0000');
    const huge = refusal(() => search.fromArguments({ limit: 1.5e21 }));
    expect(huge.message).toContain('(got "1500000000000000000000")');
  });

  it('writes every number as plain digits that read back as the same number', () => {
    for (const value of [
      0,
      -0,
      1,
      -1,
      0.1,
      123.456,
      1e-7,
      1.25e-7,
      -3.5e-9,
      1e21,
      1.2345e25,
      2 ** 70,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
    ]) {
      const text = plainDigits(value);
      expect(text, String(value)).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number(text), String(value)).toBe(value === 0 ? 0 : value);
    }
  });

  it('gives the same input for the query string and for the tool arguments that mean it', () => {
    const fromQuery = search.fromQuery(
      { q: ' learning ', format: 'online,hybrid', limit: '5', year: '2027', countries: 'France,Spain' },
      {},
    );
    const fromArguments = search.fromArguments({
      q: ' learning ',
      format: ['online', 'hybrid'],
      limit: 5,
      year: 2027,
      countries: ['France', 'Spain'],
      city: null,
    });
    expect(fromArguments).toEqual(fromQuery);
    expect(fromQuery.given).toEqual({
      q: ' learning ',
      format: 'online,hybrid',
      limit: '5',
      year: '2027',
      countries: 'France,Spain',
    });
    expect(fromQuery.query).toMatchObject({
      q: 'learning',
      format: ['online', 'hybrid'],
      limit: 5,
    });
  });

  it('refuses a broken rule with the same message either way', () => {
    const byQuery = refusal(() => search.fromQuery({ limit: '500' }, {}));
    expect(byQuery).toEqual({
      code: 'invalid_parameter',
      message: `Parameter 'limit' must be an integer from 1 to 50, or 0 for counts only (got "500"); use limit=50 and offset=50 for the next page.`,
    });
    expect(refusal(() => search.fromArguments({ limit: 500 }))).toEqual(byQuery);
  });

  it('refuses an unknown parameter with the one most likely meant, among what the transport takes', () => {
    expect(refusal(() => search.fromQuery({ page: '2' }, {})).message).toMatch(
      /^Unknown parameter 'page'\. Did you mean: offset\? Valid parameters: q, topic, /,
    );
    expect(refusal(() => search.fromArguments({ page: 2 }))).toEqual(
      refusal(() => search.fromQuery({ page: '2' }, {})),
    );
    // Over HTTP the id is in the path; as a tool it is an argument.
    expect(refusal(() => getOne.fromQuery({ id: '5' }, { id: '5' })).message).toBe(
      "Unknown parameter 'id'. Did you mean: tz? Valid parameters: tz.",
    );
    expect(refusal(() => getOne.fromArguments({ id: 5, q: 'x' })).message).toMatch(
      /^Unknown parameter 'q'\..* Valid parameters: id, tz\.$/,
    );
  });

  it('refuses what only one transport can send: a repeated query parameter, an argument that is an object', () => {
    expect(refusal(() => search.fromQuery({ limit: ['1', '2'] }, {}))).toEqual({
      code: 'repeated_parameter',
      message: "Parameter 'limit' was given more than once.",
    });
    expect(refusal(() => search.fromArguments({ topic: { name: 'Physics' } }))).toEqual({
      code: 'invalid_parameter',
      message: "Parameter 'topic' must be a string, a number or a list of them.",
    });
  });

  it('validates the path parameters as it validates the query', () => {
    expect(getOne.fromQuery({}, { id: '42' })).toEqual({ query: {}, params: { id: 42 }, given: {} });
    expect(getOne.fromArguments({ id: 42 })).toEqual({ query: {}, params: { id: 42 }, given: {} });
    expect(refusal(() => getOne.fromQuery({}, { id: 'abc' })).message).toBe(
      `Parameter 'id' must be a positive integer from 1 to 2147483647 (got "abc").`,
    );
    expect(refusal(() => getOne.fromArguments({ id: 'abc' })).message).toBe(
      `Parameter 'id' must be a positive integer from 1 to 2147483647 (got "abc").`,
    );
  });
});
