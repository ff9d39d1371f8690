import { parseRefReport } from './ref-report';

const a = 'a'.repeat(40);
const b = 'b'.repeat(40);
const zero = '0'.repeat(40);

describe('parseRefReport', () => {
  it('reads creations, updates and deletions', () => {
    expect(
      parseRefReport(`${zero} ${a} refs/heads/new\n${a} ${b} refs/heads/main\n${b} ${zero} refs/heads/old\n`),
    ).toEqual([
      { ref: 'refs/heads/new', before: null, after: a },
      { ref: 'refs/heads/main', before: a, after: b },
      { ref: 'refs/heads/old', before: b, after: null },
    ]);
  });

  it('accepts SHA-256 object ids', () => {
    const long = 'c'.repeat(64);
    expect(parseRefReport(`${'0'.repeat(64)} ${long} refs/heads/main`)).toEqual([
      { ref: 'refs/heads/main', before: null, after: long },
    ]);
  });

  it('skips lines git would never write', () => {
    expect(
      parseRefReport(`\nhello\n${a} ${b}\n${a} ${b} refs/heads/x extra\nxyz ${b} refs/heads/y\n`),
    ).toEqual([]);
  });
});
