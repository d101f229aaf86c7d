// Small numeric helpers: run summaries and request rounds.

/** Median, min and max of the finite values (null when there are none). */
export function summary(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
  return { median, min: xs[0], max: xs[xs.length - 1], n: xs.length };
}

/**
 * Sequential rounds of requests: sorted by start, a round is a set of requests that start before the earliest
 * of them ends; the next request starting after that opens a new round.
 */
export function requestRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const rounds = [];
  let current = null;
  for (const r of sorted) {
    if (current && r.start < current.end) {
      current.requests.push(r);
      current.end = Math.min(current.end, r.end);
    } else {
      current = { start: r.start, end: r.end, requests: [r] };
      rounds.push(current);
    }
  }
  return rounds.map((round) => ({
    start: round.start,
    requests: round.requests.map((r) => `${r.method} ${r.path} ${Math.round(r.end - r.start)}ms`),
  }));
}

export const isApiPath = (path) => /^\/(api|store)\//.test(path);
