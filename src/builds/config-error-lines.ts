import type { PlatformConfigResult } from '../../renderers';

type ConfigFailure = Extract<PlatformConfigResult, { ok: false }>;

const FILE = /^(\S+\.json)\b/;
const JSON_ERROR = /^(\S+\.json) is not valid JSON: (.*) at line (\d+), column (\d+)\.?$/s;
const AT_LINE = / \(line (\d+)\)/;

/**
 * A config error as compiler-style lines, `file:line: problem`, one per problem, the way an author's terminal
 * and editor expect them (e.g. `atlas.json:12: not valid JSON: …`). A problem without a line gets `file: …`.
 */
export function configErrorLines(failure: ConfigFailure): string[] {
  const message = failure.message.trim();
  const json = JSON_ERROR.exec(message);
  if (json) {
    const [, file, problem, line, column] = json;
    return [`${file}:${line}: not valid JSON: ${problem} (column ${column})`];
  }
  const file = FILE.exec(message)?.[1];
  if (!file) return message.split('\n');
  if (failure.details?.length) {
    return failure.details.map((detail) => {
      const line = AT_LINE.exec(detail)?.[1];
      return line ? `${file}:${line}: ${detail.replace(AT_LINE, '')}` : `${file}: ${detail}`;
    });
  }
  const [first, ...rest] = message.split('\n');
  return [`${file}: ${first.slice(file.length).trim()}`, ...rest];
}
