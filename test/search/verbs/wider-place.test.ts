/**
 * The place one step wider than a place filter's value: a city's or a region's country (of a list
 * of regions too), a country's continent; none for a value of several places or one no place has.
 */
import { describe, expect, it } from 'vitest';
import { widerPlace } from '../../../src/search/index.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);

describe('the place that holds a place', () => {
  it("is a city's country, a region's country and a country's continent", () => {
    const row = demo.rows.find((one) => one.city !== null && one.region !== null && one.country !== null)!;
    const onlyThere = demo.rows.every((one) => one.city !== row.city || one.country?.name === row.country!.name);
    expect(onlyThere).toBe(true);
    expect(widerPlace(demo.index, 'city', row.city!)).toEqual({ parameter: 'country', value: row.country!.name });
    expect(widerPlace(demo.index, 'region', row.region!.name)).toEqual({
      parameter: 'country',
      value: row.country!.name,
    });
    expect(widerPlace(demo.index, 'country', row.country!.name)).toEqual({
      parameter: 'continent',
      value: row.country!.continent,
    });
    expect(widerPlace(demo.index, 'continent', row.country!.continent)).toBeUndefined();
  });

  it('is the continent that a list of countries shares', () => {
    expect(widerPlace(demo.index, 'country', 'Denmark,Norway,Sweden')).toEqual({
      parameter: 'continent',
      value: 'Europe',
    });
    expect(widerPlace(demo.index, 'countries', 'Japan, Korea')).toEqual({ parameter: 'continent', value: 'Asia' });
  });

  it('is the country a list of regions lies in, and none for regions of several countries', () => {
    const regions = (country: string) => [
      ...new Set(
        demo.rows.flatMap((row) => (row.region !== null && row.country?.name === country ? [row.region.name] : [])),
      ),
    ];
    const [country, other] = [
      ...new Set(demo.rows.flatMap((row) => (row.region === null ? [] : [row.country!.name]))),
    ].filter((name) => regions(name).length >= 2);
    expect(other).toBeDefined();
    const [first, second] = regions(country!);
    expect(widerPlace(demo.index, 'region', `${first},${second}`)).toEqual({ parameter: 'country', value: country });
    expect(widerPlace(demo.index, 'region', `${first},${regions(other!)[0]}`)).toBeUndefined();
  });

  it('is none for several places or a name no place has', () => {
    expect(widerPlace(demo.index, 'country', 'France,Japan')).toBeUndefined();
    expect(widerPlace(demo.index, 'country', 'France,Zzyzxland')).toBeUndefined();
    expect(widerPlace(demo.index, 'country', 'Zzyzxland')).toBeUndefined();
    expect(widerPlace(demo.index, 'city', 'Zzyzxville')).toBeUndefined();
    const cities = [...new Set(demo.rows.flatMap((row) => (row.city && !row.city.includes(',') ? [row.city] : [])))];
    expect(widerPlace(demo.index, 'city', `${cities[0]},${cities[1]}`)).toBeUndefined();
  });
});
