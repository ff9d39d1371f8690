import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { applyOutputTags } from './output-tagged-text';

const chapter = [
  '# Kilns',
  '',
  'Firing takes a day.',
  '',
  '<markdown>',
  '| Cone | Heat |',
  '|------|------|',
  '| 06   | low  |',
  '',
  '[^cone]: See the *glaze* chapter.',
  '</markdown>',
  '<latex>',
  '\\begin{tabular}{ll}',
  'Cone & Heat \\\\',
  '\\end{tabular}',
  '',
  '[^cone]: See \\ref{glaze}.',
  '</latex>',
  '',
  'Watch the cone[^cone], read <markdown>[the chart](https://example.com/chart)</markdown><latex>the chart\\footnote{chart}</latex>.',
  '',
  'Write `<latex>x</latex>` to mark it.',
].join('\n');

describe('text tagged for one output (<latex> and <markdown>)', () => {
  it('leaves out the LaTeX and reads the Markdown around it as the file’s own, once, with one warning', async () => {
    const model = await buildBookModel(
      memorySource({ 'kilns.md': chapter }),
      { files: ['kilns.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(/<table>[\s\S]*<td[^>]*>06<\/td>/);
    expect(html).toContain('<a href="https://example.com/chart">the chart</a>.');
    expect(html).toContain('<code>&lt;latex&gt;x&lt;/latex&gt;</code>');
    expect(html).not.toMatch(/tabular|\\footnote|\\ref|markdown&gt;|latex&gt;<\/p>/);
    expect(html.match(/data-type="footnote"/g)).toHaveLength(1);
    expect(html).toContain('<em>glaze</em>');
    const said = model.warnings.map(formatWarning);
    expect(said).toEqual([
      expect.stringMatching(
        /^kilns\.md:12: <latex> … <\/latex> is text for a LaTeX build alone.*\(2 in this file, the first here\)/,
      ),
    ]);
  });

  it('keeps every line at its number and the tags inside a listing as written', () => {
    const text = 'a\n<latex>\nb\n</latex>\n```\n<latex>c</latex>\n```\n';
    const out = applyOutputTags(text, (line) => line, 'f.md', []);
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
    expect(out).toBe('a\n\n\n\n```\n<latex>c</latex>\n```\n');
  });
});
