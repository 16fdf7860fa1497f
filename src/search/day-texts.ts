/**
 * Values by day number, in an array by day (a Map's hashing cost more than the rest of a date's
 * writing); a day outside the array's years goes in a Map. For the writers of event values (item-json.ts).
 */
export class DayTexts<T> {
  /** Day 0 is 1970-01-01; the array covers 1970 to about 2243. */
  private readonly byDay: (T | undefined)[] = new Array<T | undefined>(100_000).fill(undefined);
  private readonly others = new Map<number, T>();

  get(day: number): T | undefined {
    return day >= 0 && day < this.byDay.length ? this.byDay[day] : this.others.get(day);
  }

  set(day: number, value: T): void {
    if (day >= 0 && day < this.byDay.length) this.byDay[day] = value;
    else this.others.set(day, value);
  }
}
