import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { formatWarning } from '../renderers/warnings';
import { plainText } from './support/render-fixture';

/**
 * HTMLBook markup typed into Atlas's visual editor was saved as text: `&lt;span data-type="footnote"&gt;…` in the
 * HTML (DanGitOreilly/lean-series, chapter 1). Every HTML reader prints it as written, so the reader found the tag
 * itself after the sentence and no footnote, and nothing told the author. Now the first such tag of each file is
 * named at its line, with how many there are; markup shown in code, and prose about elements without an HTMLBook
 * data-type, are never warned about.
 */
const FILES = {
  'atlas.json': JSON.stringify({ title: 'Bees', files: ['hives.html', 'swarms.adoc'] }),
  'hives.html': [
    '<section data-type="chapter">',
    '<h1>Hives</h1>',
    '<p>A frame holds about seven thousand cells.</p>',
    '<p>Bees build comb downward.&lt;span data-type=&quot;footnote&quot;&gt;Except in top-bar hives.&lt;/span&gt;</p>',
    '<p>See &lt;a data-type="xref" href="#swarms"&gt;the next chapter&lt;/a&gt;.</p>',
    '<p>A &lt;div&gt; in prose is only a word about HTML.</p>',
    '<pre data-type="programlisting">&lt;span data-type="footnote"&gt;shown as code&lt;/span&gt;</pre>',
    '</section>',
  ].join('\n'),
  'swarms.adoc': [
    '[[swarms]]',
    '== Swarms',
    '',
    'A swarm settles on a branch.',
    '',
    'The queen leaves first.<span data-type="footnote">Usually in May.</span>',
    '',
    '`<span data-type="footnote">` is how HTMLBook writes a footnote.',
    '',
  ].join('\n'),
};

describe('HTMLBook markup written as text', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-escaped-markup-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is printed as written, and named at its line once per file with the fix', async () => {
    const outFile = join(dir, 'book.zip');
    const { warnings } = await renderHtml({
      source: memorySource(FILES),
      config: { title: 'Bees', files: ['hives.html', 'swarms.adoc'], formats: {} },
      workDir: join(dir, 'work'),
      outFile,
      bookName: 'ann/bees',
    });
    const fix =
      'write it as markup, with a real < in the HTML, or in the file’s own syntax (a footnote in AsciiDoc is footnote:[…])';
    expect(warnings.map(formatWarning)).toEqual([
      'hives.html:4: <span data-type="footnote"> is HTMLBook markup written as text (its < and > escaped, as a ' +
        'visual editor saves markup typed into it): the reader sees the tag itself (2 such tags in this file, the ' +
        `first here); ${fix}`,
      'swarms.adoc:6: <span data-type="footnote"> is HTMLBook markup written as text (its < and > escaped, as a ' +
        `visual editor saves markup typed into it): the reader sees the tag itself; ${fix}`,
    ]);
    const zip = await readZip(outFile);
    expect(plainText(zip.get('ch01.html')!.toString('utf8'))).toContain(
      'Bees build comb downward.&lt;span data-type="footnote"&gt;Except in top-bar hives.&lt;/span&gt;',
    );
  });
});
