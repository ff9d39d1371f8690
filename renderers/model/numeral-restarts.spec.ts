import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { PlatformConfig } from '../types';

/**
 * A manual of volumes in one master document, as the RISC-V ISA manual is built: each volume a part that restarts
 * the chapter count under its title (`:!chapter-number:`) and the appendix letters before its appendices
 * (`:appendix-number: @`), so Volume II's machine chapter is "Chapter 2" and its first appendix "Appendix A".
 */
const SPEC = [
  '= The Manual',
  ':doctype: book',
  ':sectnums:',
  ':partnums:',
  ':xrefstyle: short',
  '',
  'include::unpriv/unpriv.adoc[]',
  'include::priv/priv.adoc[]',
  '',
].join('\n');
const FILES = {
  'unpriv/unpriv.adoc': [
    '[[vol:unpriv]]',
    '= Volume I: Unprivileged',
    '',
    'include::intro.adoc[]',
    'include::base.adoc[]',
    '',
    '// Appendices',
    ':appendix-number: @',
    '',
    'include::naming.adoc[]',
    '',
  ].join('\n'),
  'unpriv/intro.adoc': '[[unpriv-intro]]\n== Introduction\n\nSee <<machine>> and <<mach-csrs>>.\n',
  'unpriv/base.adoc': '[[base]]\n== Base ISA\n\n=== Registers\n\nText.\n',
  'unpriv/naming.adoc': '[appendix]\n[[naming]]\n== Naming\n\nText.\n',
  'priv/priv.adoc': [
    '[[vol:priv]]',
    '= Volume II: Privileged',
    ':!chapter-number:',
    '',
    'include::intro.adoc[]',
    'include::machine.adoc[]',
    '',
    '// Appendices',
    ':appendix-number: @',
    '',
    'include::rationale.adoc[]',
    '',
  ].join('\n'),
  'priv/intro.adoc': '[[priv-intro]]\n== Introduction\n\nSee <<base>>, <<rationale>> and <<naming>>.\n',
  'priv/machine.adoc':
    '[[machine]]\n== Machine-Level ISA\n\n=== CSRs\n\n[[mach-csrs]]\n==== Machine Status\n\nText.\n',
  'priv/rationale.adoc': '[appendix]\n[[rationale]]\n== Rationale\n\nText.\n',
};

async function model(
  master: string,
  files: Record<string, string>,
  configFile?: PlatformConfig['configFile'],
) {
  return buildBookModel(
    memorySource({ 'spec.adoc': master, ...files }),
    { files: ['spec.adoc'], formats: {}, ...(configFile ? { configFile } : {}) },
    { bookName: 'x' },
  );
}

function plain(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

describe('a book of volumes that restart their chapter and appendix counts', () => {
  it('numbers each volume from Chapter 1 and Appendix A, in labels, section numbers and cross-references', async () => {
    const book = await model(SPEC, FILES);
    const divisions = book.divisions.filter((d) => d.kind === 'chapter' || d.kind === 'appendix');
    expect(divisions.map((d) => `${d.label} ${d.title}`)).toEqual([
      '1 Introduction',
      '2 Base ISA',
      'Appendix A Naming',
      '1 Introduction',
      '2 Machine-Level ISA',
      'Appendix A Rationale',
    ]);
    const machine = divisions[4]!;
    expect(plain(machine.html)).toContain('2.1. CSRs');
    expect(plain(machine.html)).toContain('2.1.1. Machine Status');
    expect(machine.sections.map((s) => s.title)).toContain('2.1. CSRs');
    // Asciidoctor's short xrefs: "Chapter 2", "Section 2.1.1", "Appendix A", whichever volume they point into.
    const [unprivIntro, , , privIntro] = divisions;
    expect(plain(unprivIntro!.html)).toContain('See Chapter 2 and Section 2.1.1.');
    expect(plain(privIntro!.html)).toContain('See Chapter 2, Appendix A and Appendix A.');
    expect(book.divisions.map((d) => d.html).join('')).not.toContain('data-octavo-numeral');
  });

  it('counts on from a number the document sets, and straight through without a reset', async () => {
    const set = await model(SPEC.replace(':xrefstyle: short\n', ':xrefstyle: short\n:chapter-number: 4\n'), {
      ...FILES,
      'priv/priv.adoc': FILES['priv/priv.adoc'].replace(':!chapter-number:', ':chapter-number: 10'),
    });
    expect(set.divisions.filter((d) => d.kind === 'chapter').map((d) => d.label)).toEqual([
      '5',
      '6',
      '11',
      '12',
    ]);
    const straight = await model(SPEC, {
      ...FILES,
      'priv/priv.adoc': FILES['priv/priv.adoc']
        .replace(':!chapter-number:\n', '')
        .replace(':appendix-number: @\n', ''),
    });
    expect(
      straight.divisions.filter((d) => d.kind === 'chapter' || d.kind === 'appendix').map((d) => d.label),
    ).toEqual(['1', '2', 'Appendix A', '3', '4', 'Appendix B']);
  });

  // Listed apart, each volume is a document of its own whose header unsets the counter: its first chapter is 1 to
  // Asciidoctor either way, so only the header's entry says the book's count restarts there.
  it('restarts a volume listed as a file of its own, whose header unsets the chapter count', async () => {
    const { 'unpriv/unpriv.adoc': unpriv, 'priv/priv.adoc': priv, ...chapters } = FILES;
    const book = await buildBookModel(
      memorySource({
        'unpriv/unpriv.adoc': `:doctype: book\n:sectnums:\n\n${unpriv}`,
        'priv/priv.adoc': `:doctype: book\n:sectnums:\n\n${priv}`,
        ...chapters,
      }),
      { files: ['unpriv/unpriv.adoc', 'priv/priv.adoc'], formats: {} },
      { bookName: 'x' },
    );
    expect(
      book.divisions.filter((d) => d.kind === 'chapter' || d.kind === 'appendix').map((d) => d.label),
    ).toEqual(['Chapter 1', 'Chapter 2', 'Appendix A', 'Chapter 1', 'Chapter 2', 'Appendix A']);
  });
});
