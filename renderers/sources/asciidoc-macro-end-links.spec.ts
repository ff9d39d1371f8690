import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { linkWrittenAsMacroEnd, xrefWrittenAsMacroEnd } from './asciidoc-macro-end-links';

describe('a link Asciidoctor reads from the end of a longer macro name (extlink:ztso[])', () => {
  it('is one when every link:target[ of the block has a word character before it', () => {
    expect(linkWrittenAsMacroEnd(['See extlink:ztso[] for the model.'], 'ztso')).toBe(true);
    expect(linkWrittenAsMacroEnd(['See link:ztso[] and extlink:ztso[].'], 'ztso')).toBe(false);
    expect(linkWrittenAsMacroEnd(['See (link:ztso.html[the model]).'], 'ztso.html')).toBe(false);
    expect(linkWrittenAsMacroEnd(['See extlink:ztso[].'], 'other')).toBe(false);
    expect(xrefWrittenAsMacroEnd(['The csrxref:mstatus[] register.'], { id: 'mstatus' })).toBe(true);
    expect(xrefWrittenAsMacroEnd(['The xref:mstatus[] register.'], { id: 'mstatus' })).toBe(false);
    expect(linkWrittenAsMacroEnd(['Read _link:guide.pdf[the guide]_ first.'], 'guide.pdf')).toBe(false);
    expect(
      xrefWrittenAsMacroEnd(['The csrxref:mstatus[] register, see <<mstatus>>.'], { id: 'mstatus' }),
    ).toBe(false);
    expect(
      xrefWrittenAsMacroEnd(['The csrxref:mstatus[] register, see <<priv/csrs.adoc#mstatus,mstatus>>.'], {
        id: 'mstatus',
      }),
    ).toBe(false);
    expect(
      xrefWrittenAsMacroEnd(['The csrxref:mstatus[] register, see <<mcause>>.'], { id: 'mstatus' }),
    ).toBe(true);
  });

  it('gives no link advice in the book: the macro’s own warning counts it', async () => {
    const files = {
      'src/spec.adoc': [
        '= Spec',
        ':doctype: book',
        '',
        'include::unpriv/intro.adoc[]',
        '',
        'include::unpriv/ztso.adoc[]',
      ].join('\n'),
      'src/unpriv/intro.adoc': [
        '== Introduction',
        '',
        'The extlink:ztso[] extension is optional, and so is extlink:zfh[].',
        '',
        'Its written link:zfh[] is the author’s own.',
      ].join('\n'),
      'src/unpriv/ztso.adoc': [
        '[[ztso]]',
        '== Ztso',
        '',
        'Total store ordering.',
        '',
        '=== All extlink:zvbb[] instructions',
        '',
        '.Ordered by extlink:zfh[]',
        '----',
        'amoswap.w',
        '----',
      ].join('\n'),
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['src/spec.adoc'], formats: {} },
      { bookName: 'riscv/isa' },
    );
    const html = model.divisions.map((division) => division.html).join('\n');
    // As Asciidoctor reads it: "ext" and a link, here to the element of that id, else its text alone.
    expect(html).toContain(
      'The ext<a href="#ztso" class="bare">Ztso</a> extension is optional, and so is ext<a class="bare">zfh</a>.',
    );
    expect(html).not.toContain('data-octavo-macro-end');
    const warnings = model.warnings.map(formatWarning);
    expect(warnings.filter((text) => /\blink\b/.test(text))).toEqual([
      expect.stringMatching(
        /^src\/unpriv\/intro\.adoc:3: extlink:ztso\[\] is an inline macro Asciidoctor does not know/,
      ),
      expect.stringMatching(/^src\/unpriv\/intro\.adoc:5: link zfh points to src\/zfh, which does not exist/),
    ]);
  });
});
