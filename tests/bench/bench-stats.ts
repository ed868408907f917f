/** The value at percentile `p` (0–100) of `times`, nearest rank. */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** `p50 …, p95 …, max …` of `times`, in ms with `digits` decimals. */
export function percentiles(times: readonly number[], digits = 2): string {
  const at = (p: number) => percentile(times, p).toFixed(digits);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`;
}
