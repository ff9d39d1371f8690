import { ConsoleLogger, LogLevel } from '@nestjs/common';

/** Nest's own start-up chatter: modules loaded, every route mapped, "successfully started". */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** `OCTAVO_LOG`: `silent` (nothing), `debug` (everything), else logs, warnings and errors. */
export function logLevelsFrom(value: string | undefined): LogLevel[] | false {
  if (value === 'silent') return false;
  if (value === 'debug') return ['log', 'warn', 'error', 'debug', 'verbose'];
  return ['log', 'warn', 'error'];
}

/**
 * Nest's console logger, with its start-up messages (about 120 lines of route mapping) moved to debug level: the
 * start-up output is the banner plus what needs the reader's attention. `OCTAVO_LOG=debug` shows them.
 */
export class OctavoLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) {
      super.debug(message, ...rest);
      return;
    }
    super.log(message, ...rest);
  }
}
