// Jest's own order runs the suites it has timed longest first, and the rest by file size. On a clean clone (CI)
// it has timed nothing, so a 60-second suite can start last and keep one worker busy alone at the end. This order
// uses the times Jest has when it has them, else the times of a recorded run (test/suite-durations.json, written
// by `npm run test:durations` from a run's test-output/jest.json), else file size.
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = join(__dirname, '..', '..');
let recorded = {};
try {
  recorded = JSON.parse(readFileSync(join(__dirname, '..', 'suite-durations.json'), 'utf8'));
} catch {
  // No recording: Jest's own order.
}

class LongestFirstSequencer extends Sequencer {
  time(test) {
    const own = super.time(test);
    if (own != null) return own;
    const seconds = recorded[relative(root, test.path)];
    return typeof seconds === 'number' ? seconds * 1000 : undefined;
  }
}

module.exports = LongestFirstSequencer;
