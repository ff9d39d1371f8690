import { createInterface } from 'node:readline';

export interface Prompter {
  ask(question: string, options?: { secret?: boolean; defaultValue?: string }): Promise<string>;
  close(): void;
}

/**
 * Answers from stdin. On a terminal: interactive questions, secrets not echoed. Otherwise one answer per line
 * of piped input, so scripts and tests can feed `login`.
 */
export function stdinPrompter(stdin: NodeJS.ReadStream, output: NodeJS.WriteStream): Prompter {
  return stdin.isTTY ? terminalPrompter(stdin, output) : pipedPrompter(stdin, output);
}

function pipedPrompter(stdin: NodeJS.ReadStream, output: NodeJS.WriteStream): Prompter {
  const lines = createInterface({ input: stdin, terminal: false })[Symbol.asyncIterator]();
  return {
    async ask(question, options = {}) {
      output.write(question + (options.defaultValue ? ` [${options.defaultValue}]` : '') + ': ');
      const next = await lines.next();
      output.write('\n');
      const answer = next.done ? '' : String(next.value).trim();
      return answer || options.defaultValue || '';
    },
    close() {
      void lines.return?.();
    },
  };
}

function terminalPrompter(stdin: NodeJS.ReadStream, output: NodeJS.WriteStream): Prompter {
  return {
    async ask(question, options = {}) {
      const label = question + (options.defaultValue ? ` [${options.defaultValue}]` : '') + ': ';
      const answer = options.secret
        ? await readHidden(stdin, output, label)
        : await readLine(stdin, output, label);
      return answer.trim() || options.defaultValue || '';
    },
    close() {},
  };
}

function readLine(stdin: NodeJS.ReadStream, output: NodeJS.WriteStream, label: string): Promise<string> {
  const rl = createInterface({ input: stdin, output, terminal: true });
  return new Promise((resolve) =>
    rl.question(label, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

function readHidden(stdin: NodeJS.ReadStream, output: NodeJS.WriteStream, label: string): Promise<string> {
  output.write(label);
  return new Promise((resolve, reject) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new Error('cancelled')));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = (then: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      output.write('\n');
      then();
    };
    stdin.on('data', onData);
  });
}
