import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mdbook-includes');

/** The text of every code listing on a page, in order, markup and entities undone. */
function listings(page: string): string[] {
  return [...page.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((found) =>
    found[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

describe('An mdBook book: {{#include}} and {{#rustdoc_include}} bring in the code they name', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/counting', 'octavo-mdbook-includes-');

  it('prints the anchored part, a line, a whole file; names a missing file or anchor with its line', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const page = zip.get('ch01.html')!.toString('utf8');
    const [all, count, line, output, missing, noAnchor] = listings(page);
    expect(all).toMatch(
      /^use std::collections::HashMap;\n\nfn count_words[\s\S]*println!\("\{counts:\?\}"\);\n\}$/,
    );
    expect(all).not.toContain('ANCHOR');
    expect(count).toMatch(/^fn count_words\(text: &str\)[\s\S]*counts\n\}$/);
    expect(line).toBe('fn count_words(text: &str) -> HashMap<&str, usize> {');
    expect(output).toBe('$ cargo run\n{"one": 1, "two": 2}');
    expect(missing).toBe('{{#include ../listings/ch01-counter/src/missing.rs}}');
    // mdBook includes nothing for a missing anchor: the listing's other lines, no directive in the code.
    expect(noAnchor).toBe('fn tally() {}');
    expect(page).toContain('<code>{{#include file.rs}}</code>');
    expect(warnings).toEqual([
      'src/ch01-counting.md:34: {{#include ../listings/ch01-counter/src/missing.rs}} names ' +
        'listings/ch01-counter/src/missing.rs, which does not exist; correct the path; the directive is printed as written',
      'src/ch01-counting.md:38: {{#include ../listings/ch01-counter/src/main.rs:nowhere}} asks for the anchor ' +
        '"nowhere", which listings/ch01-counter/src/main.rs has no "ANCHOR: nowhere" for; nothing is included, as ' +
        'mdBook includes nothing: add the anchor lines to the file, or correct the name',
      expect.stringMatching(/^src\/ch01-counting\.md:44: .*img\/nowhere\.png/),
    ]);
    // "rust,ignore" is a Rust listing (tested or not is rustdoc's business): highlighted as Rust.
    expect(page).toMatch(/<code class="language-rust hljs">(?:(?!<\/pre>)[\s\S])*hljs-keyword">fn</);
    expect(page).not.toContain('language-rust,ignore');
  });

  it('prints a <Listing> with its file name above and its number and caption below', async () => {
    const { outFile } = await book.render(renderHtml, 'listing.zip');
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const listing = /<div class="listing"[^>]*>([\s\S]*?)<\/div>/.exec(page)![1]!;
    const plain = listing
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    expect(plain).toMatch(
      /^ ?Filename: src\/main\.rs use std::collections::HashMap;[\s\S]* Listing 1-1 : Counting the words of a &str ?$/,
    );
    expect(listing).toContain('<strong>Listing 1-1</strong>: Counting the words of a <code>&amp;str</code>');
  });
});
