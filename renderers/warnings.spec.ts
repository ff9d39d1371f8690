import { formatWarning, quoteWritten, summarizeWarnings, warning } from './warnings';

describe('the build message', () => {
  it('counts links Octavo linked where they mean apart from links it had to remove', () => {
    const mended = Array.from({ length: 22 }, (_, i) =>
      warning(
        'link-mended',
        { file: 'ch01.html', line: i + 1 },
        `link fig_${i} names no file, but the book has an element with the id fig_${i}: linked to it; ` +
          `write href="#fig_${i}"`,
        `fig_${i}`,
      ),
    );
    const broken = Array.from({ length: 3 }, (_, i) =>
      warning(
        'link-broken',
        { file: 'ch02.html', line: i + 1 },
        `link gone${i}.html does not exist`,
        `gone${i}.html`,
      ),
    );
    const message = summarizeWarnings([...mended, ...broken]);
    expect(message.split('\n')).toEqual([
      '3 broken links, e.g. ch02.html:1 → gone0.html',
      '22 links written amiss, linked where they mean, e.g. ch01.html:1 → fig_0',
      '25 warnings in all: the build log lists each with its file and line',
    ]);
  });
});

describe('what the author wrote, quoted in a warning', () => {
  it('is quoted whole up to the limit', () => {
    const address = `https://example.org/${'a'.repeat(100)}`;
    expect(quoteWritten(address)).toBe(address);
  });

  it('loses its middle past the limit, its start and end kept', () => {
    const runaway = `link:https://example.org/one[One] ${'and more words '.repeat(200)}to the end[Two]`;
    const quoted = quoteWritten(runaway, 60);
    expect(Array.from(quoted)).toHaveLength(60);
    expect(quoted).toMatch(/^link:https:\/\/example\.org\/one\[One\] and mo.*….*to the end\[Two\]$/);
  });

  it('is never cut inside a character', () => {
    const quoted = quoteWritten('😀'.repeat(50), 10);
    expect(quoted).toBe(`${'😀'.repeat(6)}…${'😀'.repeat(3)}`);
  });
});

describe('a warning quoting an address with an access token', () => {
  it("never carries the token's value, in its text or its subject", () => {
    const src = 'https://git.example.com/o/b/raw/master/a.png?private_token=3ppj3Dm4e6&size=2&token=abc#top';
    const told = warning(
      'image-alt-missing',
      { file: 'ch05.html', line: 515 },
      `image ${src} has no alt text`,
      src,
    );
    expect(formatWarning(told)).toBe(
      'ch05.html:515: image https://git.example.com/o/b/raw/master/a.png?private_token=…&size=2&token=…#top has no alt text',
    );
    expect(told.subject).not.toContain('3ppj3Dm4e6');
    expect(told.subject).not.toContain('abc');
  });
});
