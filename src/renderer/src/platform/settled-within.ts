/**
 * Resolves once `work` has settled (fulfilled or rejected) or `ms` milliseconds have passed,
 * whichever comes first; never rejects. For waits that must never hold the app up for long.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
