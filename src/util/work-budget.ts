/**
 * A request's allowance of some costly work, counted in units its user defines (the spelling
 * corrector counts index lookups, index entries read and distances computed). Work that cannot be
 * paid for in full is not done, and from then on nothing more is: the allowance is spent, and the
 * work stops plainly rather than carrying on with part of it.
 */
export class WorkBudget {
  #spent = 0;
  #exhausted = false;

  constructor(readonly units: number) {}

  /** Units taken so far. */
  get spent(): number {
    return this.#spent;
  }

  /** Whether some work could not be paid for (and so nothing more will be). */
  get exhausted(): boolean {
    return this.#exhausted;
  }

  /** Takes `units` and says true when that many are left; otherwise ends the budget and says false. */
  take(units: number): boolean {
    if (this.#exhausted || this.#spent + units > this.units) {
      this.#exhausted = true;
      return false;
    }
    this.#spent += units;
    return true;
  }
}
