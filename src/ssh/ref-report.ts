import type { RefUpdate } from '../projects/record-branch-push.command';

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ZERO_ID = /^0+$/;

/**
 * Parses what the post-receive hook relays: one `<old> <new> <ref>` line per accepted update. Lines that do
 * not have that shape are skipped (they cannot come from git).
 */
export function parseRefReport(text: string): RefUpdate[] {
  const updates: RefUpdate[] = [];
  for (const line of text.split('\n')) {
    const [before, after, ref, ...rest] = line.trim().split(' ');
    if (rest.length || !ref || !OBJECT_ID.test(before) || !OBJECT_ID.test(after)) continue;
    updates.push({
      ref,
      before: ZERO_ID.test(before) ? null : before,
      after: ZERO_ID.test(after) ? null : after,
    });
  }
  return updates;
}
