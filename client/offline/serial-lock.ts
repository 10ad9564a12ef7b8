/**
 * Runs work one piece after another: each starts once the one before has settled, whether it
 * succeeded or failed. The queue's sender holds a Web Lock across tabs; where the browser has
 * none, this keeps at least one tab from sending the same task twice at once.
 */
export function serialLock(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}
