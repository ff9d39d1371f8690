import { readFileSync } from 'node:fs';
import { loadPlatformConfig } from '../config/load-platform-config';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

const BIB = [
  '@book{smith, author={Smith, John}, title={Kilns}, year={2001}, publisher={P}}',
  '@book{jones, author={Jones, Ann}, title={Glazes}, year={2003}, publisher={P}}',
].join('\n');

async function citing(csl: string | undefined, body: string): Promise<string> {
  const files: Record<string, string> = {
    'platform.json': JSON.stringify({ files: ['ch.md'] }),
    'ch.md': `---\nbibliography: refs.bib\nlink-citations: true\n${csl ? `csl: ${csl}.csl\n` : ''}---\n\n# One\n\n${body}\n`,
    'refs.bib': BIB,
  };
  if (csl) files[`${csl}.csl`] = readFileSync(`/usr/share/citation-style-language/styles/${csl}.csl`, 'utf8');
  const source = memorySource(files);
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(loaded.message);
  const model = await buildBookModel(source, loaded.config, { bookName: 'x' });
  return model.divisions.map((division) => division.html).join('\n');
}

// As `pandoc --citeproc` with link-citations links them: each work's own words to its own entry.
describe('link-citations', () => {
  it('links each work of a citation to its entry, and the year of a citation in the text', async () => {
    const html = await citing(undefined, 'See [see @smith; @jones, p. 4] and @smith says.');
    expect(html).toContain(
      '<span class="citation" data-cites="smith jones">(see <a href="#ref-smith">Smith 2001</a>; ' +
        '<a href="#ref-jones">Jones 2003, 4</a>)</span>',
    );
    expect(html).toContain(
      '<span class="citation" data-cites="smith">Smith (<a href="#ref-smith">2001</a>)</span>',
    );
    expect(html).not.toMatch(/[\uE000-\uE002]/);
  });

  it("links a numeric style's citation numbers, brackets and all, each to its work", async () => {
    const html = await citing('ieee', 'First [@jones]. See [@smith; @jones].');
    expect(html).toContain('<span class="citation" data-cites="jones"><a href="#ref-jones">[1]</a></span>');
    expect(html).toContain(
      '<span class="citation" data-cites="smith jones"><a href="#ref-jones">[1]</a>, <a href="#ref-smith">[2]</a></span>',
    );
  });

  it("links a note style's citation inside its note, the closing bracket of the work's words included", async () => {
    const html = await citing('chicago-fullnote-bibliography', 'See [@jones].');
    expect(html).toMatch(/<a href="#ref-jones">Ann Jones, <i>Glazes<\/i> \(P, 2003\)<\/a>\./);
  });
});
