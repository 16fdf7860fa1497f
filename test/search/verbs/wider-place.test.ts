/**
 * The place one step wider than a place filter's value: a city's or a region's country (of a list
 * of them too, their countries when they lie in several), a country's continent; none for
 * countries of several continents or a name no place has.
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

  it('is the country a list of regions lies in, or their countries', () => {
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
    expect(widerPlace(demo.index, 'region', `${first},${regions(other!)[0]}`)).toEqual({
      parameter: 'country',
      value: `${country},${other}`,
    });
  });

  it('is the countries of cities that lie in several, which widen to the continent they share', () => {
    // Cities named once, each of one country: the first city of each of two countries of one continent.
    const own = (city: string) => new Set(demo.rows.filter((row) => row.city === city).map((row) => row.country?.name));
    const single = demo.rows.filter((row) => row.city && !row.city.includes(',') && own(row.city).size === 1);
    const [a, b] = [...new Map(single.map((row) => [row.country!.name, row])).values()].filter(
      (row, _, all) => row.country!.continent === all[0]!.country!.continent,
    );
    expect(b).toBeDefined();
    const countries = `${a!.country!.name},${b!.country!.name}`;
    expect(widerPlace(demo.index, 'city', `${a!.city},${b!.city}`)).toEqual({ parameter: 'country', value: countries });
    expect(widerPlace(demo.index, 'country', countries)).toEqual({
      parameter: 'continent',
      value: a!.country!.continent,
    });
  });

  it('is none for countries of several continents or a name no place has', () => {
    expect(widerPlace(demo.index, 'country', 'France,Japan')).toBeUndefined();
    expect(widerPlace(demo.index, 'country', 'France,Zzyzxland')).toBeUndefined();
    expect(widerPlace(demo.index, 'country', 'Zzyzxland')).toBeUndefined();
    expect(widerPlace(demo.index, 'city', 'Zzyzxville')).toBeUndefined();
    const [city] = demo.rows.flatMap((row) => (row.city && !row.city.includes(',') ? [row.city] : []));
    expect(widerPlace(demo.index, 'city', `${city},Zzyzxville`)).toBeUndefined();
  });
});
