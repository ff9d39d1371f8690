import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe("inline macros of the book's own toolchain", () => {
  it('names a macro Asciidoctor prints as written once, at its first use, with how often', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Opcodes',
        '',
        'The op:load[] and op:store[wide] forms, see kbd:[Ctrl+C] and https://example.org[the site].',
        '',
        'include::more.adoc[]',
      ].join('\n'),
      'more.adoc': [
        'Then op:jump[] again, and a non-op:jump[] too.',
        '',
        '----',
        'op:listing[] is code',
        '----',
        '',
        '// op:commented[]',
        'Passed +op:through[]+ as text.',
      ].join('\n'),
    });
    expect(html).toContain('op:load[]');
    expect(warnings.filter((text) => /inline macro/.test(text))).toEqual([
      "ch.adoc:3: op:load[] is an inline macro Asciidoctor does not know (an extension of the book's own " +
        'toolchain?): it is printed as written, here (the first of 4 uses, in 2 files). Octavo runs no extensions: ' +
        'write what the macro stands for in AsciiDoc (text, `code`, a <<cross-reference>>), or an attribute ' +
        'defined in the header',
    ]);
  });

  it('says that a macro ending in link holds a link: Asciidoctor reads link:target[] inside it', async () => {
    const { warnings } = await convert({
      'ch.adoc': ['== Parts', '', 'See partlink:gears[] for gears, and the csrxref:mstatus[] register.'].join(
        '\n',
      ),
    });
    expect(warnings.filter((text) => /inline macro/.test(text))).toEqual([
      expect.stringContaining(
        'ch.adoc:3: partlink:gears[] is an inline macro Asciidoctor does not know (an extension of the ' +
          "book's own toolchain?): Asciidoctor reads its end, link:gears[], as a link to a file named gears, " +
          'so "part" is printed before that link, here.',
      ),
      expect.stringContaining(
        'ch.adoc:3: csrxref:mstatus[] is an inline macro Asciidoctor does not know (an extension of the ' +
          "book's own toolchain?): Asciidoctor reads its end, xref:mstatus[], as a cross-reference to mstatus, " +
          'so "csr" is printed before that reference, here.',
      ),
    ]);
  });

  it('names the file and line of the book’s own extension that registers it, and the build line loading it', async () => {
    const { warnings } = await convert({
      'src/spec.adoc': [
        '= Spec',
        '',
        '== Memory model',
        '',
        'The ext:ztso[] extension adds insn:fence[] ordering; see extlink:ztso[] and exlink:svpbmt[].',
        '',
        'csrs::[mstatus]',
      ].join('\n'),
      Makefile: ['REQUIRES := --require=asciidoctor-bibtex \\', '           -r ./src/lib/macros.rb'].join(
        '\n',
      ),
      'src/lib/macros.rb': [
        "require 'asciidoctor/extensions'",
        '',
        'Asciidoctor::Extensions.register do',
        '  inline_macro :insn do',
        '  end',
        '  inline_macro :ext do',
        '  end',
        '  inline_macro :extlink do',
        '  end',
        '  block_macro :csrs do',
        '  end',
        'end',
      ].join('\n'),
    });
    expect(
      warnings.filter((text) => /macro/.test(text)).map((text) => text.replace(/\)[:;] .*$/s, ')')),
    ).toEqual([
      "src/spec.adoc:5: ext:ztso[] is an inline macro Asciidoctor does not know (registered by the book's own " +
        'Asciidoctor extension, src/lib/macros.rb:6, which Makefile:2 loads)',
      "src/spec.adoc:5: insn:fence[] is an inline macro Asciidoctor does not know (registered by the book's own " +
        'Asciidoctor extension, src/lib/macros.rb:4, which Makefile:2 loads)',
      "src/spec.adoc:5: extlink:ztso[] is an inline macro Asciidoctor does not know (registered by the book's " +
        'own Asciidoctor extension, src/lib/macros.rb:8, which Makefile:2 loads)',
      'src/spec.adoc:5: exlink:svpbmt[] is an inline macro Asciidoctor does not know (no extension of the book ' +
        'registers exlink; src/lib/macros.rb:8 registers extlink: a misspelling?)',
      "src/spec.adoc:7: csrs:: is not a block macro Asciidoctor knows (registered by the book's own Asciidoctor " +
        'extension, src/lib/macros.rb:10, which Makefile:2 loads)',
    ]);
  });

  it('quotes a macro an unclosed ++ ran on as the author wrote it, cut short, never text joined around a passthrough', async () => {
    const filler = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Rulings',
        '',
        `Held in link:++https://example.org/r?id=1++[First] (citinglink:++https://example.org/r?id=2#p9[Second]); ` +
          `${filler}. See link:++https://example.org/r?id=3++[Third] and ${filler}. See ` +
          'link:++https://example.org/r?id=4[Fourth].',
      ].join('\n'),
    });
    expect(html).toContain('(citing<a href="https://example.org/r?id=2#p9[Second]');
    const [macro, ...others] = warnings.filter((text) => /inline macro/.test(text));
    expect(others).toEqual([]);
    expect(macro).toMatch(
      /^ch\.adoc:3: citinglink:\+\+https:\/\/example\.org\/r\?id=2#p9\[Second\]\); word0 .*….* See link:\+\+https:\/\/example\.org\/r\?id=4\[Fourth\] is an inline macro/,
    );
    expect(macro).toContain('so "citing" is printed before that link');
    expect(macro).not.toContain('id=3https:');
    expect(macro!.length).toBeLessThan(1000);
  });

  it('says nothing of text that only looks like a macro: addresses, times, anchors, known macros', async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '[[sec:intro]]',
        '== Intro',
        '',
        'Clone git@example.org:team/repo[the repository] at 10:30[am], footnote:[A note.] and image:x.png[X].',
        '',
        '[#rule:one]#A rule.#',
      ].join('\n'),
      'x.png': 'not read',
    });
    expect(warnings.filter((text) => /inline macro/.test(text))).toEqual([]);
  });

  it('takes a name written only inside code spans for code, and counts code uses of a name the prose uses', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Claims',
        '',
        'Send `{ tiers:["basic", "pro"], strict: true }` as the claim.',
        '',
        'The op:load[] form, also written `op:load[]`.',
      ].join('\n'),
    });
    expect(html).toContain('tiers:["basic", "pro"]');
    expect(warnings.filter((text) => /inline macro/.test(text))).toEqual([
      "ch.adoc:5: op:load[] is an inline macro Asciidoctor does not know (an extension of the book's own " +
        'toolchain?): it is printed as written, here (the first of 2 uses). Octavo runs no extensions: ' +
        'write what the macro stands for in AsciiDoc (text, `code`, a <<cross-reference>>), or an attribute ' +
        'defined in the header',
    ]);
  });

  it('says an inline macro written with two colons is printed as written, and how to write it', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Sources',
        '',
        'Shared under the',
        'link::https://example.org/licence[Example Licence] terms, with image::logo.png[] inline.',
        '',
        'image::logo.png[Logo]',
        '',
        'Write `image::logo.png[]` on a line of its own to show it.',
        '',
        '----',
        'link::https://example.org/code[in code]',
        '----',
      ].join('\n'),
      'logo.png': 'x',
    });
    expect(html).toContain('link::https://example.org/licence[Example Licence]');
    expect(warnings.filter((text) => /two colons/.test(text))).toEqual([
      'ch.adoc:4: link::https://example.org/licence[Example Licence] is printed as written: an inline link macro ' +
        'takes one colon (link:https://example.org/licence[Example Licence]); two colons are the block form, which ' +
        'Asciidoctor reads only on a line of its own',
      'ch.adoc:4: image::logo.png[] is printed as written: an inline image macro takes one colon ' +
        '(image:logo.png[]); two colons are the block form, which Asciidoctor reads only on a line of its own',
    ]);
  });
});
