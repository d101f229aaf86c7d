/** The chunk address in a failed dynamic import's message (Chromium and Firefox name it; Safari does not). */
function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+\.js)/.exec(message)?.[1] ?? null;
}

/**
 * Imports a lazily loaded chunk again after a failed load. Browsers keep a failed module fetch in
 * their module map, so importing the same address again fails at once without a request; when it
 * does, the chunk is asked for under a new query (`?retry=N`), which is a new request. The first
 * attempt (`attempt` 0) is a plain import.
 */
export function importAgain<T>(load: () => Promise<T>, attempt: number): Promise<T> {
  if (attempt === 0) return load();
  return load().catch((error: unknown) => {
    const url = chunkUrlOf(error);
    if (!url) throw error;
    const retried = new URL(url);
    retried.searchParams.set('retry', String(attempt));
    return import(/* webpackIgnore: true */ retried.href) as Promise<T>;
  });
}
