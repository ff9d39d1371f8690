/**
 * Why a render may have run out of time, as far as the server can tell: a machine far busier than its cores
 * (other work starves the render) is not the book's fault; otherwise a very large book or image may be.
 */
export function timeoutCause(load: number, cores: number): string {
  if (load > 2 * cores) {
    return (
      `the server was very busy (load average ${load.toFixed(1)} on ${cores} cores), which slows every render: ` +
      'start the build again when it is quieter, or ask the administrator to raise OCTAVO_FORMAT_TIMEOUT_MS'
    );
  }
  return 'a very large book or image may be the cause: split it, or ask the administrator to raise OCTAVO_FORMAT_TIMEOUT_MS';
}
