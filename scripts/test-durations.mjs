// Writes test/suite-durations.json (seconds per suite file) from a run's Jest report, for the longest-first order
// test/support/longest-first-sequencer.js gives a clean clone. Usage: npm run test:durations [-- report.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = resolve(process.argv[2] ?? join(root, 'test-output', 'jest.json'));
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
// The suites' paths are those of the checkout that ran them (the report sits in its test-output/).
const ranIn = dirname(dirname(reportPath));
const durations = Object.fromEntries(
  report.testResults
    .map((suite) => [relative(ranIn, suite.name), Math.round((suite.endTime - suite.startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(join(root, 'test', 'suite-durations.json'), JSON.stringify(durations, null, 2) + '\n');
console.log(`test/suite-durations.json: ${Object.keys(durations).length} suites`);
