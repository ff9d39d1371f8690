import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

async function read(files: Record<string, string>) {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'beej/bgnet' },
  );
  return { model, warnings: model.warnings.map(formatWarning) };
}

describe("bracket macros the book's own preprocessor translates", () => {
  // As Beej's Guide to Network Programming, whose bin/preproc turns these into Markdown and LaTeX before pandoc.
  const chapter = [
    '# Intro',
    '',
    'Programs use [i[`socket()` function]] file descriptors, and the [i[Socket',
    'descriptor]] socket descriptor. See [fl[the RFC|https://tools.ietf.org/html/rfc793]].',
    '',
    '[[pagebreak]]',
    '',
    'Write `[i[word]]` for an index entry.',
    '',
    '```',
    '[i[in code]]',
    '```',
    '',
    'Indexed at [i[Linux]] too.',
  ].join('\n');

  it('are said once a file, at the first, counted by name, with the Markdown to write instead', async () => {
    const { warnings } = await read({ 'intro.md': chapter });
    expect(warnings).toEqual([
      'intro.md:3: [i[`socket()` function]] and 4 more bracket macros in this file ([i[…]] 3, [fl[…]] 1, [[…]] 1) are ' +
        "markup for a preprocessor the book's own build runs before its Markdown is read; Octavo does not run the " +
        "book's scripts, so they are printed as written. Write them in Markdown instead: an index entry as " +
        '\\index{Linux}, a link as [text](https://…) (its address in a footnote: [text](https://…)^[https://…]), a ' +
        'page break as \\newpage on a line of its own; or run the preprocessor, commit the files it makes and list ' +
        'those in platform.json',
    ]);
  });

  it('are no concern once, in code, or written as the warning says', async () => {
    const { model, warnings } = await read({
      'a.md': '# A\n\nAn array [a[0]] in a sentence.\n\n`[i[x]]` and `[i[y]]` in code.\n',
      'b.md': '# B\n\nLinux\\index{Linux} runs [it](https://x.org)^[https://x.org].\n\n\\newpage\n\nNext.\n',
    });
    expect(warnings).toEqual([]);
    expect(model.divisions[1]!.html).toContain('data-type="indexterm"');
    expect(model.divisions[1]!.html).not.toContain('newpage');
  });

  it("are no concern in math, whose brackets are the formula's", async () => {
    // A shortest path written as its predecessors, in display and inline math, as MkDocs books write them.
    const { model, warnings } = await read({
      'dijkstra.md':
        '# Paths\n\nThe path is\n\n$$P = (s, \\ldots, p[p[p[v]]], p[p[v]], p[v], v)$$\n\n' +
        'and $p[p[v]]$ is before $p[v]$, as \\(p[p[u]]\\) and\n\\[q[q[u]]\\]\n',
    });
    expect(warnings).toEqual([]);
    expect(model.divisions[0]!.html).toContain('<math');
  });
});
