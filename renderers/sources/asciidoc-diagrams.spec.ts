import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml } from './asciidoc';

const diagram = (type: string, label: string) => [`[${type}]`, '....', `{ label: '${label}' }`, '....', ''];

describe('diagram blocks printed as their source', () => {
  it('are reported once a type when there are several: the first place, the count and the others', async () => {
    const files = {
      'ch.adoc': [
        '== Signals',
        '',
        ...diagram('wavedrom', 'one'),
        ...diagram('wavedrom', 'two'),
        ...diagram('plantuml', 'three'),
        ...diagram('wavedrom', 'four'),
        'include::more.adoc[]',
      ].join('\n'),
      'more.adoc': diagram('wavedrom', 'five').join('\n'),
    };
    const result = await asciidocToHtml(files['ch.adoc'], 'ch.adoc', memorySource(files));
    expect(result.warnings.map(formatWarning)).toEqual([
      'ch.adoc:4: 4 [wavedrom] blocks are diagrams of asciidoctor-diagram, an extension Octavo does not run, so ' +
        'their sources are printed as listings: the first here, the others at ch.adoc:9, ch.adoc:19 and ' +
        'more.adoc:2 (in 2 files); render each diagram to an image in the repository (SVG or PNG) and write ' +
        'image::diagram.svg[Description] in its place',
      'ch.adoc:14: the [plantuml] block is a diagram of asciidoctor-diagram, an extension Octavo does not run, so ' +
        'its source is printed as a listing; render the diagram to an image in the repository (SVG or PNG) and ' +
        'write image::diagram.svg[Description] in its place',
    ]);
    expect(result.html).toContain("{ label: 'five' }");
  });
});

describe('diagram blocks of one type in one file', () => {
  it('name the other lines only', async () => {
    const text = ['== Signals', '', ...diagram('svgbob', 'a'), ...diagram('svgbob', 'b')].join('\n');
    const result = await asciidocToHtml(text, 'ch.adoc', memorySource({ 'ch.adoc': text }));
    expect(result.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'ch.adoc:4: 2 [svgbob] blocks are diagrams of asciidoctor-diagram, an extension Octavo ' +
          'does not run, so their sources are printed as listings: the first here, the others at line 9; ',
      ),
    ]);
  });
});
