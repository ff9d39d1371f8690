import { EventEmitter } from 'node:events';
import { RecordedEvent, SubscribeOptions, Subscription } from './event-store.port';

export interface SubscriptionLoopOptions extends SubscribeOptions {
  read(after: number, limit: number): Promise<RecordedEvent[]>;
  pollIntervalMs: number;
  /** Emits 'appended' when this process appends, so local subscribers need not wait for the poll. */
  notifier?: EventEmitter;
}

const RETRY_AFTER_ERROR_MS = 1000;

/**
 * Catch-up then live: reads batches until it reaches the head, then sleeps until a local append or the
 * poll timer (appends by other processes). A failing handler gets the same batch again after a pause,
 * so an event is never skipped.
 */
export function runSubscription(options: SubscriptionLoopOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  let stopped = false;
  let wake: (() => void) | null = null;
  const onAppend = () => wake?.();
  options.notifier?.on('appended', onAppend);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    let after = options.after;
    while (!stopped) {
      try {
        const batch = await options.read(after, batchSize);
        if (stopped) break;
        if (batch.length === 0) {
          await sleep(options.pollIntervalMs);
          continue;
        }
        await options.onEvents(batch);
        after = batch[batch.length - 1].position;
      } catch (error) {
        if (stopped) break;
        options.onError?.(error);
        await sleep(RETRY_AFTER_ERROR_MS);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      options.notifier?.off('appended', onAppend);
      wake?.();
      await loop;
    },
  };
}
