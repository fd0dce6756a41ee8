import { describe, expect, it } from 'vitest';
import { createBatcher } from '#server/db/batcher.ts';

/** A call the test finishes by hand, recording what it was given. */
function manualCalls<I, O>() {
  const calls: { inputs: I[]; finish: (outputs: O[]) => void; fail: (error: Error) => void }[] = [];
  const together = (inputs: readonly I[]) =>
    new Promise<O[]>((resolve, reject) => calls.push({ inputs: [...inputs], finish: resolve, fail: reject }));
  const alone = (input: I) =>
    new Promise<O>((resolve, reject) =>
      calls.push({ inputs: [input], finish: (outputs) => resolve(outputs[0] as O), fail: reject }),
    );
  return { calls, together, alone };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('sends a request at once and alone when a call is free', async () => {
    const { calls, together, alone } = manualCalls<number, string>();
    const ask = createBatcher({ concurrency: 1, max: 10, alone, together });
    const answer = ask(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.inputs).toEqual([1]);
    calls[0]?.finish(['one']);
    expect(await answer).toBe('one');
  });

  it('keeps at most `concurrency` calls in flight; requests that arrive meanwhile go together, answered in order', async () => {
    const { calls, together, alone } = manualCalls<number, string>();
    const ask = createBatcher({ concurrency: 2, max: 10, alone, together });
    const answers = [1, 2, 3, 4, 5].map((n) => ask(n));
    expect(calls.map((c) => c.inputs)).toEqual([[1], [2]]);
    calls[0]?.finish(['a1']);
    await settle();
    // The free call takes everyone who waited.
    expect(calls.map((c) => c.inputs)).toEqual([[1], [2], [3, 4, 5]]);
    calls[2]?.finish(['a3', 'a4', 'a5']);
    calls[1]?.finish(['a2']);
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('puts at most `max` requests in one call', async () => {
    const { calls, together, alone } = manualCalls<number, number>();
    const ask = createBatcher({ concurrency: 1, max: 3, alone, together });
    const answers = Array.from({ length: 8 }, (_, i) => ask(i));
    calls[0]?.finish([0]);
    await settle();
    expect(calls[1]?.inputs).toEqual([1, 2, 3]);
    calls[1]?.finish([1, 2, 3]);
    await settle();
    expect(calls[2]?.inputs).toEqual([4, 5, 6]);
    calls[2]?.finish([4, 5, 6]);
    await settle();
    expect(calls[3]?.inputs).toEqual([7]);
    calls[3]?.finish([7]);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('when a combined call fails, tries each request alone: only the one that fails again gets the error', async () => {
    const { calls, together, alone } = manualCalls<string, string>();
    const ask = createBatcher({ concurrency: 1, max: 10, alone, together });
    const first = ask('first');
    const rest = ['good', 'bad', 'fine'].map((input) =>
      ask(input).then(
        (v) => ({ v }),
        (e: Error) => ({ e: e.message }),
      ),
    );
    calls[0]?.finish(['first done']);
    await settle();
    expect(calls[1]?.inputs).toEqual(['good', 'bad', 'fine']);
    calls[1]?.fail(new Error('deadlock detected'));
    await settle();
    expect(calls.slice(2).map((c) => c.inputs)).toEqual([['good'], ['bad'], ['fine']]);
    calls[2]?.finish(['good done']);
    calls[3]?.fail(new Error('bad input'));
    calls[4]?.finish(['fine done']);
    expect(await first).toBe('first done');
    expect(await Promise.all(rest)).toEqual([{ v: 'good done' }, { e: 'bad input' }, { v: 'fine done' }]);
  });

  it('treats a combined answer of the wrong length as a failure of the call', async () => {
    const { calls, together, alone } = manualCalls<number, number>();
    const ask = createBatcher({ concurrency: 1, max: 10, alone, together });
    const answers = [1, 2, 3].map((n) => ask(n));
    calls[0]?.finish([10]);
    await settle();
    calls[1]?.finish([20]);
    await settle();
    calls[2]?.finish([20]);
    calls[3]?.finish([30]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });

  it('a failure alone rejects only that request and the next ones still go', async () => {
    const { calls, together, alone } = manualCalls<number, number>();
    const ask = createBatcher({ concurrency: 1, max: 10, alone, together });
    const failed = ask(1).catch((e: Error) => e.message);
    const next = ask(2);
    calls[0]?.fail(new Error('connection lost'));
    expect(await failed).toBe('connection lost');
    await settle();
    calls[1]?.finish([2]);
    expect(await next).toBe(2);
  });

  it('with gatherTurn, requests made in the same turn of the event loop go together even though a call is free', async () => {
    const { calls, together, alone } = manualCalls<number, string>();
    const ask = createBatcher({ concurrency: 1, max: 10, alone, together, gatherTurn: true });
    const answers = [1, 2, 3].map((n) => ask(n));
    expect(calls).toHaveLength(0);
    await settle();
    expect(calls.map((c) => c.inputs)).toEqual([[1, 2, 3]]);
    calls[0]?.finish(['a', 'b', 'c']);
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    // A request alone in its turn still goes alone.
    const single = ask(4);
    await settle();
    expect(calls[1]?.inputs).toEqual([4]);
    calls[1]?.finish(['d']);
    expect(await single).toBe('d');
  });
});
