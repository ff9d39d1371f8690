import { memorySource } from '../test-support/memory-source';
import { asciidocToHtml } from './asciidoc';
import { ifevalAsRubyReadsIt } from './asciidoc-ifeval';

/** A template that says "unless turned off" and "only when on", included by a chapter. */
const TEMPLATE = [
  'ifeval::[{preview_flag}!=false]',
  'kept-unless-off',
  'endif::[]',
  'ifeval::[false == {preview_flag}]',
  'kept-when-off',
  'endif::[]',
  'ifeval::[{preview_flag} == true]',
  'kept-when-on',
  'endif::[]',
].join('\n');

async function keptFor(header: string): Promise<string[]> {
  const chapter = [header, '', '== Chapter', '', 'include::partials/flagged.adoc[]'].join('\n');
  const source = memorySource({ 'ch.adoc': chapter, 'partials/flagged.adoc': TEMPLATE });
  const { html } = await asciidocToHtml(chapter, 'ch.adoc', source);
  return html.match(/kept-[a-z-]+/g) ?? [];
}

describe('ifeval comparing with true or false', () => {
  // Each expectation is what Ruby Asciidoctor 2.0 prints for the same files.
  it.each([
    ['', ['kept-unless-off']],
    [':preview_flag: false', ['kept-when-off']],
    [':preview_flag: true', ['kept-unless-off', 'kept-when-on']],
    [':preview_flag: yes', ['kept-unless-off']],
  ])('keeps the blocks Ruby Asciidoctor keeps with header %j', async (header, kept) => {
    expect(await keptFor(header)).toEqual(kept);
  });

  it('reads the chapter file itself the same way', async () => {
    const chapter = ['== Chapter', '', 'ifeval::[{unset_flag} != true]', 'kept', 'endif::[]'].join('\n');
    const { html } = await asciidocToHtml(chapter, 'ch.adoc', memorySource({ 'ch.adoc': chapter }));
    expect(html).toContain('kept');
  });

  it('leaves other comparisons, quoted operands and escaped directives as written', () => {
    const lines = [
      'ifeval::[{version} >= 2]',
      'ifeval::["{a}" != false]',
      'ifeval::[true == false]',
      'ifeval::[{a} != {b}]',
      '\\ifeval::[{a} != false]',
    ];
    expect(ifevalAsRubyReadsIt(lines)).toBe(lines);
  });
});
