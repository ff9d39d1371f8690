import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml } from './asciidoc';

/**
 * Where Graphviz is not installed (a server set up without it): the book still builds, its graphs printed as their
 * source, and the author is told what is missing. Its own file: whether `dot` is there is asked once a process (each
 * spec file has its own modules), here with a PATH that has no `dot`.
 */
describe('[graphviz] diagrams where Graphviz is not installed', () => {
  const path = process.env.PATH;
  beforeAll(() => {
    process.env.PATH = '/nonexistent';
  });
  afterAll(() => {
    process.env.PATH = path;
  });

  it('are printed as their source, with one warning saying what to install', async () => {
    const files = {
      'ch.adoc': [
        '== Graphs',
        '',
        '[graphviz]',
        '----',
        'digraph { a -> b }',
        '----',
        '',
        'graphviz::g.dot[]',
      ].join('\n'),
      'g.dot': 'digraph { c -> d }',
    };
    const result = await asciidocToHtml(files['ch.adoc'], 'ch.adoc', memorySource(files));
    expect(result.warnings.map(formatWarning)).toEqual([
      'ch.adoc:4: 2 [graphviz] diagrams are drawn with Graphviz, which is not installed where this book was built, ' +
        'so they are printed as written: the first here, the others at line 8; install it (apt-get install ' +
        'graphviz) and build again',
    ]);
    expect(result.html).toContain('digraph { a -&gt; b }');
    expect(result.html).toContain('graphviz::g.dot[]');
    expect(result.html).not.toContain('data:image/svg+xml');
  });
});
