/**
 * Natural batching of database calls: at most `concurrency` calls are in flight; a request that
 * finds a free call goes at once, alone, so an idle server adds no wait, and requests that
 * arrive while every call is busy wait for the next one and go together (one round trip, one
 * statement, for many). If a combined call fails as a whole, each of its requests is tried again
 * alone, so one request's trouble is never another's answer.
 */
export interface BatcherOptions<I, O> {
  /** Calls in flight at most. */
  concurrency: number;
  /**
   * Wait for the end of this turn of the event loop before sending, so that requests read from
   * several sockets in the same turn go together. For an engine in this process (PGlite), whose
   * calls finish before the next request is read, so that nothing would ever wait otherwise.
   */
  gatherTurn?: boolean;
  /** Requests per combined call at most. */
  max: number;
  /** One request on its own. */
  alone: (input: I) => Promise<O>;
  /** Several requests in one call; the answers in the requests' order. */
  together: (inputs: readonly I[]) => Promise<O[]>;
}

export function createBatcher<I, O>({
  concurrency,
  max,
  alone,
  together,
  gatherTurn = false,
}: BatcherOptions<I, O>) {
  interface Waiting {
    input: I;
    resolve: (output: O) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let inFlight = 0;

  async function send(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      let outputs: O[] | undefined;
      try {
        outputs = await together(batch.map((entry) => entry.input));
        if (outputs.length !== batch.length) throw new Error(`${outputs.length} answers to ${batch.length}`);
      } catch {
        // Nothing of the failed call holds: every request is tried again on its own below.
        outputs = undefined;
      }
      if (outputs) {
        const answers = outputs;
        batch.forEach((entry, i) => entry.resolve(answers[i] as O));
        return;
      }
    }
    await Promise.all(batch.map((entry) => alone(entry.input).then(entry.resolve, entry.reject)));
  }

  function pump(): void {
    while (inFlight < concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, max);
      inFlight++;
      void send(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  let gathering = false;
  return (input: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!gatherTurn) pump();
      else if (!gathering) {
        gathering = true;
        setImmediate(() => {
          gathering = false;
          pump();
        });
      }
    });
}
