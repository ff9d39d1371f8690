import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a title that holds a cross-reference', () => {
  it('is quoted by an xref to its block with the nested reference’s text, not a link in a link', async () => {
    // Architecture Patterns with Python, part1.asciidoc: ".The model at the end of <<part1>>" over a figure.
    const source = memorySource({
      'part1.asciidoc': [
        '[[part1]]',
        '[part]',
        '== Basics',
        '',
        'See <<fig1>> for a picture.',
        '',
        '[[fig1]]',
        '.The model at the end of <<part1>>',
        'image::images/a.png["A model"]',
      ].join('\n'),
      'ch01.asciidoc': '[[ch01]]\n== One\n\nAs <<fig1>> shows.\n',
      'images/a.png': PNG,
    });
    const model = await buildBookModel(
      source,
      { files: ['part1.asciidoc', 'ch01.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    const caption = /<figcaption>([\s\S]*?)<\/figcaption>/.exec(html)![1]!;
    const nested = /<a data-type="xref" href="#part1">([^<]+)<\/a>/.exec(caption)![1]!;
    const xrefs = [...html.matchAll(/<a data-type="xref" href="#fig1">([\s\S]*?)<\/a>/g)].map((m) => m[1]);
    expect(xrefs).toHaveLength(2);
    for (const xref of xrefs) expect(xref).toBe(`The model at the end of ${nested}`);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
