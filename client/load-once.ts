/**
 * A load (a chunk, a first read) that starts on the first call and is shared by every call after
 * it. A load that failed, a dropped connection on a building site, is forgotten: the next call
 * starts it again instead of handing out the same failure for the rest of the visit. Callers see
 * the failure of their own attempt.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}
