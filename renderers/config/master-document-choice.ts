import { posix } from 'node:path';
import type { AsciidoctorCommand } from './asciidoctor-commands';
import { MasterDocument, mostlyMissing, namedWithIncludes } from './master-documents';

/** Which edition of the book a master document makes, when a book keeps one wrapper for each around its body. */
export type Edition = 'screen' | 'print' | 'EPUB';

/** A master document, the book's own commands that convert it, and the edition it makes. */
export interface RankedMaster {
  document: MasterDocument;
  commands: AsciidoctorCommand[];
  edition: Edition;
}

const EDITION_ORDER: Record<Edition, number> = { screen: 0, print: 1, EPUB: 2 };

/**
 * The master documents a book may be built from, the likeliest first: one the book's own HTML command converts
 * (`asciidoctor online-book.asciidoc`), then one any of its asciidoctor commands converts, then the rest; among
 * those, the screen edition before the print (`:media: prepress`, print-book.asciidoc) and EPUB ones, then the
 * document including the most files. A document another includes is the book's part, not a book, unless the book's
 * build converts it itself; one whose includes are mostly gone is left from an older layout.
 */
export function rankMasterDocuments(
  all: readonly MasterDocument[],
  commands: readonly AsciidoctorCommand[],
): RankedMaster[] {
  const converting = (document: MasterDocument) =>
    commands.filter((command) => command.files.includes(document.path));
  const outermost = all.filter(
    (document) => document.includedBy === undefined || converting(document).length > 0,
  );
  const ranked = (outermost.length > 0 ? outermost : all)
    .filter((document) => !mostlyMissing(document))
    .map((document) => {
      const own = converting(document);
      return { document, commands: own, edition: editionOf(document, own) };
    });
  const commandRank = ({ commands: own }: RankedMaster) =>
    own.some((command) => command.output === 'html') ? 0 : own.length > 0 ? 1 : 2;
  // Stable: documents ranked alike keep their order, the one including the most files first.
  return ranked.sort(
    (a, b) => commandRank(a) - commandRank(b) || EDITION_ORDER[a.edition] - EDITION_ORDER[b.edition],
  );
}

function editionOf(document: MasterDocument, commands: readonly AsciidoctorCommand[]): Edition {
  const name = posix.basename(document.path);
  if (
    /epub|ebook|kindle|mobi/i.test(name) ||
    (commands.length > 0 && commands.every((command) => command.output === 'epub'))
  )
    return 'EPUB';
  if (/^(?:print|prepress)$/i.test(document.media ?? '') || /print|prepress/i.test(name)) return 'print';
  return 'screen';
}

/**
 * The sentence a refusal for a missing platform.json ends with: the master document to list, what of the book's
 * build says so, and the others it could list instead (the print and EPUB editions of a book kept as one wrapper
 * for each around its shared body).
 */
export function masterDocumentsHint(ranked: readonly RankedMaster[]): string {
  const [chosen, ...others] = ranked;
  if (!chosen) return '';
  const path = chosen.document.path;
  const converted = chosen.commands.length > 0 ? ` (${conversions(chosen.commands)})` : '';
  const alternatives =
    others.length === 0
      ? ''
      : ` The repository's other master ${others.length === 1 ? 'document' : 'documents'}, ${andList(others.map(described))}, ` +
        (others.every((other) => other.edition !== chosen.edition)
          ? `${others.length === 1 ? 'builds' : 'build'} the book's ${editionNames(others)}: list ` +
            `${others.length === 1 ? 'it' : 'one of those'} instead to build that edition.`
          : `may be the book instead: list ${others.length === 1 ? 'it' : 'the one it is built from'} if so.`);
  return (
    `\nThis repository's ${namedWithIncludes(chosen.document)} is what asciidoctor converts into a whole ` +
    `book${converted}: list it alone (a platform.json of {"files": ["${path}"]}), and Octavo follows its includes ` +
    `as asciidoctor does.${alternatives}`
  );
}

/** "print-book.asciidoc (a document including 2 files; print edition, :media: prepress, asciidoctor-pdf at Makefile:57)" */
function described({ document, commands, edition }: RankedMaster): string {
  const details = [
    ...(edition !== 'screen' ? [`${edition} edition`] : []),
    ...(document.media ? [`:media: ${document.media}`] : []),
    ...(commands.length > 0 ? [conversions(commands)] : []),
  ];
  return namedWithIncludes(document, details.join(', '));
}

/** "asciidoctor-pdf at Makefile:38 and asciidoctor at Makefile:64" */
function conversions(commands: readonly AsciidoctorCommand[]): string {
  return andList(commands.map((command) => `${command.program} at ${command.at}`));
}

/** "print and EPUB editions" */
function editionNames(others: readonly RankedMaster[]): string {
  const editions = [...new Set(others.map((other) => other.edition))];
  return `${andList(editions)} edition${editions.length === 1 && others.length === 1 ? '' : 's'}`;
}

function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
