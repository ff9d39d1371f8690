import { markdownToHtml } from './markdown';
import { FootnoteProblem, RepeatedFootnoteLabel } from './footnote-labels';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const notes = (html: string) =>
  [...html.matchAll(/<li id="fn(\d+)"[^>]*><p[^>]*>(.*?) <a href="#fnref\1/g)].map((m) => m[2]);
const refs = (html: string) =>
  [...html.matchAll(/<a href="#fn(\d+)" id="fnref\1(?::\d+)?">/g)].map((m) => m[1]);

describe('a footnote label defined more than once in a file', () => {
  it('gives each reference the definition written after it, every note printed, numbered in reading order', () => {
    const repeats: RepeatedFootnoteLabel[] = [];
    const html = markdownToHtml(
      [
        'Warm the pot.[^n]',
        '[^n]: Pots crack when cold.',
        '',
        'A note of its own.[^own] Steep.[^n]',
        '[^n]: Three minutes.',
        '',
        'Pour.[^n]',
        '',
        '[^own]: Only one.',
      ].join('\n'),
      undefined,
      undefined,
      undefined,
      false,
      undefined,
      repeats,
    );
    expect(notes(html)).toEqual(['Pots crack when cold.', 'Only one.', 'Three minutes.']);
    expect(refs(html)).toEqual(['1', '2', '3', '3']);
    expect(repeats).toEqual([{ label: 'n', line: 5, firstLine: 2 }]);
  });

  it('leaves a file whose labels are each defined once as markdown-it-footnote numbers it', () => {
    const html = markdownToHtml('One.[^a] Two.[^b] One again.[^a]\n\n[^b]: Bee.\n[^a]: Ay.\n');
    expect(notes(html)).toEqual(['Ay.', 'Bee.']);
    expect(refs(html)).toEqual(['1', '2', '1']);
  });
});

describe('a footnote lost from its file', () => {
  const problems = (text: string) => {
    const found: FootnoteProblem[] = [];
    markdownToHtml(text, undefined, undefined, undefined, false, undefined, found);
    return found;
  };

  // As The Dyalog Cookbook's `[^bom]: …`, defined and never referenced, and a reference to a note never defined.
  it('is noted at its line: a definition referenced nowhere, and a reference to a label defined nowhere', () => {
    expect(
      problems(
        '# One\n\nText with an undefined note.[^nope]\n\nMore.\n\n[^bom]: Details regarding the BOM.\n',
      ),
    ).toEqual([
      { label: 'nope', line: 3, lost: 'undefined' },
      { label: 'bom', line: 7, lost: 'unused' },
    ]);
    expect(problems('First line,\nthen [^gone] on the second.\n')).toEqual([
      { label: 'gone', line: 2, lost: 'undefined' },
    ]);
    // R Packages' copyright.Rmd wraps "… to software[^copyright-3]:" so that the line reads as an empty definition.
    expect(problems('Three of the rights apply to software\n[^c3]:\n\nMore.\n')).toEqual([
      { label: 'c3', line: 2, lost: 'unused' },
    ]);
  });

  it('is not found in code, in an escaped bracket, in a character class, or in a note referenced from another note', () => {
    expect(
      problems(
        [
          'Used.[^a] Code `[^x]` and \\[^y] stay text, as does the pattern [^a-zA-Z0-9_].',
          '',
          '```',
          'grep "[^z]"',
          '```',
          '',
          '[^a]: See also.[^b]',
          '[^b]: The other note.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names the line of a definition the text writes inside a listing, which is not read as one', () => {
    expect(problems('See [^semi].\n\n~~~\nopen\n\n[^semi]: Semi-globals.\n')).toEqual([
      { label: 'semi', line: 1, lost: 'undefined', writtenAt: 6 },
    ]);
  });

  it('is warned of at file:line in the build', async () => {
    const model = await buildBookModel(
      memorySource({ 'ch1.md': '# One\n\nText.[^nope]\n\n[^bom]: Details.\n' }),
      { files: ['ch1.md'], formats: {} },
      { bookName: 'ann/notes' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch1.md:3: [^nope] refers to a footnote this file does not define, so it prints as written: define it in ' +
        "this file ([^nope]: the note's text; notes are read per file, as pandoc reads them), or write it as code " +
        'if it is not a note',
      'ch1.md:5: the footnote [^bom] is defined here but referenced nowhere in this file, so it is not printed ' +
        '(pandoc drops it too): put [^bom] where the note belongs, or remove the definition',
    ]);
  });
});

describe('a link reference definition on the line after a footnote', () => {
  it("ends the note and defines the link, as HonKit and GitHub read JavaScript Primer's notes", async () => {
    const model = await buildBookModel(
      memorySource({
        'ch1.md':
          '# One\n\nText[^1] and [IEEE 754][] and [配列][].\n\n[^1]: A note.\n' +
          '[IEEE 754]: https://example.org/ieee\n[配列]: ./ch2.md\n',
        'ch2.md': '# Two\n\nArrays.\n',
      }),
      { files: ['ch1.md', 'ch2.md'], formats: {} },
      { bookName: 'ann/notes' },
    );
    const [chapter] = model.divisions.map((division) => division.html);
    expect(chapter).toMatch(/<span data-type="footnote">A note\.<\/span>/);
    expect(chapter).toContain('<a href="https://example.org/ieee">IEEE 754</a>');
    expect(chapter).toMatch(/<a [^>]*>配列<\/a>/);
    expect(chapter).not.toContain(']:');
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('ends a note that goes on indented, and leaves a paragraph outside notes as CommonMark reads it', () => {
    const html = markdownToHtml(
      'Text[^1].\n\n[^1]: A note\n    that goes on.\n    [a]: https://example.org/a\n\nSee [a].\n' +
        'Prose then\n[b]: https://example.org/b\n',
    );
    expect(html).toMatch(/<li id="fn1"[^>]*><p[^>]*>A note\nthat goes on\. <a href="#fnref1"/);
    expect(html).toContain('<a href="https://example.org/a">a</a>');
    expect(html).toContain(
      '>See <a href="https://example.org/a">a</a>.\nProse then\n[b]: <a href="https://example.org/b">https://example.org/b</a></p>',
    );
  });
});
