import { pickIdle, rememberServed, RenderKind } from './render-thread-affinity';

describe('which idle render process a render takes', () => {
  const served = (...kinds: RenderKind[]) => {
    const list: string[] = [];
    for (const kind of kinds) rememberServed(list, kind);
    return list;
  };
  const pdf = { project: 'ann/book', format: 'pdf' };
  const epub = { project: 'ann/book', format: 'epub' };
  const other = { project: 'bob/notes', format: 'pdf' };

  it.each([
    ['the latest that rendered the same format of the same book', [[pdf, epub], [other], [epub]], pdf, 0],
    ['of two that did, the more recently used', [[pdf], [other], [pdf]], pdf, 2],
    ['else the latest that rendered the book in another format', [[other], [epub], [other]], pdf, 1],
    ['else the most recently used', [[other], [{ project: 'c/d', format: 'html' }]], pdf, 1],
    ['a new process, having rendered nothing, only as the most recent', [[], []], pdf, 1],
  ] as [string, RenderKind[][], RenderKind, number][])('%s', (_, idle, kind, expected) => {
    const threads = idle.map((kinds) => served(...kinds));
    expect(pickIdle(threads, (t) => t, kind)).toBe(expected);
  });

  it('a project whose name ends like another is not taken for it', () => {
    const threads = [served({ project: 'ann/book', format: 'html' }), served(other)];
    expect(pickIdle(threads, (t) => t, { project: 'book', format: 'pdf' })).toBe(1);
  });

  it('remembers each kind once, most recent last, and forgets the oldest past its bound', () => {
    const list = served(pdf, epub, pdf);
    expect(list).toEqual(['epub\0ann/book', 'pdf\0ann/book']);
    for (let i = 0; i < 40; i++) rememberServed(list, { project: `p/${i}`, format: 'html' });
    expect(list).toHaveLength(32);
    expect(list).not.toContain('pdf\0ann/book');
    expect(list.at(-1)).toBe('html\0p/39');
  });
});
