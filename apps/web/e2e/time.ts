/**
 * How many times longer than on a quiet machine a spec may take before it counts as hung. CI's
 * 2-core machines are shared: whole CI runs there went twice as slow as on a quiet day (every
 * stage alike, the unit tests too), and specs failed on their timeouts with every step done and
 * none stuck. A timeout bounds a hang; it is never a speed check (the benchmarks in bench/ are).
 */
export const SLOWDOWN = 2

/** A timeout measured on a quiet machine, for this one. */
export const allow = (ms: number): number => ms * SLOWDOWN
