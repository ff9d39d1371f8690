/**
 * Crash tests need the server to stop at an exact step (refs moved, event not yet appended) so that it can be
 * SIGKILLed there. `OCTAVO_FAULT_PAUSE_AT` names such steps (comma-separated); reaching one prints
 * `octavo-fault: paused at <step>` on stdout and waits forever. Unset (always, outside tests) this costs one
 * lookup in a set.
 */
export type FaultPoint =
  'push:receiving' | 'push:refs-moved' | 'push:recorded' | 'commit:ref-moved' | 'commit:recorded';

const paused = new Set(
  (process.env.OCTAVO_FAULT_PAUSE_AT ?? '')
    .split(',')
    .map((step) => step.trim())
    .filter(Boolean),
);

export const FAULT_PAUSE_LINE = 'octavo-fault: paused at';

export function faultActive(step: FaultPoint): boolean {
  return paused.has(step);
}

/** Resolves at once, unless this step is named in OCTAVO_FAULT_PAUSE_AT: then it never resolves. */
export function faultPoint(step: FaultPoint): Promise<void> {
  if (!paused.has(step)) return Promise.resolve();
  process.stdout.write(`${FAULT_PAUSE_LINE} ${step}\n`);
  return new Promise<void>(() => undefined);
}
