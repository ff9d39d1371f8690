import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. With
 * `waitedChildren`, the CPU of the child processes it has waited for is added (git run by the server, an
 * sshd's sessions).
 */
export function processCpuSeconds(
  pid: number | undefined,
  { waitedChildren = false }: { waitedChildren?: boolean } = {},
): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const children = waitedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
