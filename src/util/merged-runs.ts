/**
 * Runs a task one at a time. Requests made while a run is going are merged into a single follow-up
 * run, which starts when the current one settles and is told every distinct reason once, joined by
 * ", ". Every request made during one run gets the result of that same follow-up run.
 */
export class MergedRuns<R> {
  readonly #run: (reason: string) => Promise<R>;
  #active: Promise<R> | undefined;
  #queued: { reasons: string[]; promise: Promise<R>; resolve: (result: Promise<R>) => void } | undefined;

  constructor(run: (reason: string) => Promise<R>) {
    this.#run = run;
  }

  /** True while a run is going. */
  get running(): boolean {
    return this.#active !== undefined;
  }

  /** Runs now if idle; otherwise joins the follow-up run. */
  request(reason: string): Promise<R> {
    if (this.#active === undefined) return this.#start(reason);
    if (this.#queued !== undefined) {
      if (!this.#queued.reasons.includes(reason)) this.#queued.reasons.push(reason);
      return this.#queued.promise;
    }
    let resolve!: (result: Promise<R>) => void;
    const promise = new Promise<R>((done) => (resolve = done));
    this.#queued = { reasons: [reason], promise, resolve };
    return promise;
  }

  #start(reason: string): Promise<R> {
    const running = this.#run(reason).finally(() => {
      this.#active = undefined;
      const queued = this.#queued;
      this.#queued = undefined;
      if (queued !== undefined) queued.resolve(this.#start(queued.reasons.join(', ')));
    });
    this.#active = running;
    return running;
  }
}
