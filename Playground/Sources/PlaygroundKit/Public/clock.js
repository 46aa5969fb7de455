// The page's clock for the model: seconds, running at `rate` × real time (1, ½, ¼, ⅒, or 0 paused),
// continuous when the rate changes. Pointer and key times are mapped through it, so a slowed or paused
// spin is the same curve, only watched more slowly. At 1× it is performance.now() in seconds.
export class PageClock {
  constructor() {
    this.rate = 1;
    this.realOrigin = 0;
    this.origin = 0;
  }

  // The model time of a real time (s, performance.now() / 1000 or an event's timeStamp / 1000).
  at(real) {
    return this.origin + (real - this.realOrigin) * this.rate;
  }

  now() {
    return this.at(performance.now() / 1000);
  }

  // Changes the rate from now on (the clock does not jump).
  setRate(rate) {
    const real = performance.now() / 1000;
    this.origin = this.at(real);
    this.realOrigin = real;
    this.rate = rate;
  }

  // Sets the model time now (scrubbing), keeping the rate.
  jump(time) {
    this.realOrigin = performance.now() / 1000;
    this.origin = time;
  }
}
