// `npm run lint`: ESLint, Prettier and the layer rules, side by side (each is single-threaded: on two cores the
// three took 75 s one after another, about 40 s together). Each one's output is printed whole, in a fixed order,
// once it has ended; the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const checks = [
  ['eslint', bin('eslint'), ['.']],
  ['prettier', bin('prettier'), ['--check', '.']],
  [
    'layer rules',
    bin('depcruise'),
    [
      'src',
      'renderers',
      'git',
      'projections',
      'read-models',
      'test',
      'bench',
      '--config',
      '.dependency-cruiser.cjs',
    ],
  ],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: `${error.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(output).toString() }));
  });

const results = await Promise.all(checks.map(run));
for (const { name, code, output } of results) {
  process.stdout.write(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${output}`);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
