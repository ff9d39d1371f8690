import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';

/**
 * An appendix section listing suppliers and their web sites, as reference appendixes do (DanGitOreilly/downsample-
 * test, "Hardware, Components, and Tools"): every `http://www.….com/` counted as Portuguese's "com", so the English
 * section read as Portuguese, was set as Portuguese (lang="pt": hyphenation, screen readers) and warned about.
 */
const suppliers = ['Kilnworks', 'Glazecraft', 'Claybody', 'Wheelhouse', 'Fritmakers', 'Slipcast', 'Oxide Co'];
const rows = Array.from({ length: 42 }, (_, i) => {
  const name = `${suppliers[i % suppliers.length]} ${i + 1}`;
  return `|${name} | http://www.${name.toLowerCase().replace(/\W/g, '')}.com/`;
});
const FILES = {
  'atlas.json': JSON.stringify({ title: 'Pottery', files: ['resources.asciidoc'] }),
  'resources.asciidoc': [
    '== Resources',
    '',
    'Where to buy what this book uses.',
    '',
    '=== Suppliers',
    '',
    '[cols="1,2"]',
    '|===',
    ...rows,
    '|===',
    '',
  ].join('\n'),
};

describe('a section listing web sites in an English book', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-address-lists-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is English, not Portuguese: no language of its own, no warning', async () => {
    const outFile = join(dir, 'book.zip');
    const { warnings } = await renderHtml({
      source: memorySource(FILES),
      config: { title: 'Pottery', files: ['resources.asciidoc'], formats: {} },
      workDir: join(dir, 'work'),
      outFile,
      bookName: 'ann/pottery',
    });
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toContain('http://www.kilnworks1.com/');
    expect(page).not.toMatch(/<section[^>]* lang=/);
  });
});
