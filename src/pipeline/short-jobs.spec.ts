import type { Format } from '../domain/build';
import { isShortJob, ShortJobFacts } from './short-jobs';

const MB = 1024 * 1024;
const facts = (over: Partial<ShortJobFacts> = {}): ShortJobFacts => ({
  totalBytes: 40 * MB,
  changedSince: new Map<Format, number>([
    ['pdf', 300],
    ['epub', 300],
    ['html', 300],
    ['mobi', 300],
    ['platform', 300],
  ]),
  maxBytes: MB,
  renderCache: true,
  ...over,
});

describe('isShortJob', () => {
  it.each<[string, Format, Partial<ShortJobFacts>, boolean]>([
    ['a small book, any format', 'mobi', { totalBytes: MB }, true],
    ['a small book without a render cache', 'pdf', { totalBytes: 1000, renderCache: false }, true],
    ['a big book after a small change', 'pdf', {}, true],
    ['a big book after a small change, its HTML', 'html', {}, true],
    ['a big book after a small change, its MOBI (Calibre converts it whole)', 'mobi', {}, false],
    ['a big book after a small change, its MOBI written by Octavo', 'mobi', { nativeMobi: true }, true],
    ['a big book never built in that format', 'pdf', { changedSince: new Map([['html', 300]]) }, false],
    [
      'a big book after a change bigger than the limit',
      'epub',
      { changedSince: new Map([['epub', 2 * MB]]) },
      false,
    ],
    ['a big book after a small change, the render cache turned off', 'pdf', { renderCache: false }, false],
    ['a big book, the change exactly at the limit', 'pdf', { changedSince: new Map([['pdf', MB]]) }, true],
  ])('%s: %s', (_, format, over, short) => {
    expect(isShortJob(format, facts(over))).toBe(short);
  });
});
