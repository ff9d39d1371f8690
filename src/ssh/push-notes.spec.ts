import { pushNotes } from './push-notes';

const context = { baseUrl: 'https://octavo.example', project: 'ann/book', pusherIsOwner: true };
const commit = '0123456789abcdef0123456789abcdef01234567';

describe('pushNotes', () => {
  it('tells about each branch in push order, then the project page once', () => {
    expect(
      pushNotes(
        [
          { branch: 'main', commit, kind: 'built', buildId: 42, formats: ['pdf', 'epub'] },
          { branch: 'old', kind: 'deleted' },
          { branch: 'next', commit, kind: 'pending' },
          { branch: 'fix', commit, kind: 'refused', message: 'mobi cannot be built on this server: …' },
        ],
        context,
      ),
    ).toEqual([
      'octavo: build 42 of main (0123456) started on push: pdf, epub',
      'octavo:   https://octavo.example/ann/book/builds/42',
      'octavo: a build of next (0123456) was asked for on push and is not started yet; it will be listed at',
      'octavo:   https://octavo.example/ann/book/builds',
      'octavo: no build of fix (0123456) was started on push: mobi cannot be built on this server: …',
      'octavo: project: https://octavo.example/ann/book',
    ]);
  });

  it('leaves config error lines unprefixed, so they read as file:line', () => {
    const lines = pushNotes(
      [{ branch: 'main', commit, kind: 'config_error', lines: ['atlas.json:12: not valid JSON: …'] }],
      context,
    );
    expect(lines).toContain('atlas.json:12: not valid JSON: …');
  });

  it('with nothing to say about builds, still gives the project page', () => {
    expect(pushNotes([], context)).toEqual(['octavo: project: https://octavo.example/ann/book']);
  });

  it('tells a collaborator to ask the owner, who alone can change builds on push', () => {
    const lines = pushNotes(
      [
        { branch: 'main', commit, kind: 'off' },
        { branch: 'draft', commit, kind: 'not_covered', patterns: ['main'] },
      ],
      { ...context, pusherIsOwner: false },
    );
    expect(lines).toEqual([
      'octavo: no build of main (0123456) was started: builds on push are off for ann/book',
      'octavo:   ask ann, the owner, to turn them on',
      'octavo:   or start one at https://octavo.example/ann/book/builds',
      'octavo: no build of draft (0123456) was started: builds on push are on for main only; ask ann, the owner, to change that',
      'octavo: project: https://octavo.example/ann/book',
    ]);
  });
});
