import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { asciidoctorDefaultId } from './asciidoctor-default-ids';

describe('asciidoctorDefaultId', () => {
  it.each([
    ['Scale Horizontally', '_scale_horizontally'],
    ['Changing Settings Dynamically', '_changing_settings_dynamically'],
    ['What’s <code>git rebase</code>?', '_whats_git_rebase'],
    ['Ruby &amp; Rails 2.0 - a tour', '_ruby_rails_2_0_a_tour'],
    ['Ünïcode Títle', '_ünïcode_títle'],
  ])('%s → %s', (title, id) => {
    expect(asciidoctorDefaultId(title)).toBe(id);
  });
});

// The Elasticsearch guide writes some cross-references for Asciidoctor's default ids (<<_scale_horizontally>>);
// the book's ids are made Atlas's way (scale-horizontally), and both links were dropped.
describe("a cross-reference to a section's Asciidoctor default id", () => {
  it('finds the section whose id is made otherwise, without a warning', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch1.asciidoc':
          '== Scaling\n\n=== Scale Horizontally\n\nAdd nodes.\n\n[float]\n=== Changing Settings Dynamically\n\nSet it.\n',
        'ch2.asciidoc':
          '== Operations\n\nSee <<_scale_horizontally>> and <<_changing_settings_dynamically, the settings API>>.\n',
      }),
      { files: ['ch1.asciidoc', 'ch2.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toContain('id="scale-horizontally"');
    expect(html).toMatch(/<a [^>]*href="#scale-horizontally"[^>]*>/);
    expect(html).toMatch(/<a [^>]*href="#changing-settings-dynamically"[^>]*>the settings API<\/a>/);
    expect(model.warnings.filter((w) => w.kind === 'xref-unresolved')).toEqual([]);
  });
});

// Joomla's book titles a section `=== Optimizing HTMLfootnote:[https://…]`: its id was made from the note's text too
// ("optimizing-htmlhttpsexample-comcache").
describe('the id made from a section title that holds a footnote', () => {
  it('leaves the footnote out; a link to the title, or to the id made with the note, finds the section', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch1.asciidoc':
          '== Speed\n\n=== Optimizing HTMLfootnote:[https://example.com/cache]\n\nCache it.\n\n' +
          'See <<optimizing-html>> and <<optimizing-htmlhttpsexample-comcache,the same>>.\n',
      }),
      { files: ['ch1.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toContain('<section data-type="sect1" id="optimizing-html">');
    expect(html).not.toContain('id="optimizing-htmlhttps');
    expect(html.match(/<a [^>]*href="#optimizing-html"/g)).toHaveLength(2);
    expect(html).toContain('https://example.com/cache');
    expect(model.warnings.filter((w) => w.kind === 'xref-unresolved')).toEqual([]);
  });
});
