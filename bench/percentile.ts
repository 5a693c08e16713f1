/** The q-quantile (0..1) of `samples` in ms, nearest rank. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
}
