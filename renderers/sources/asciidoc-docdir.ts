import { Document, Preprocessor, PreprocessorReader } from '@asciidoctor/core';
import { posix } from 'node:path';

/**
 * The `docdir` a listed AsciiDoc file sees: its own folder, written from the repository root (a leading `/` is the
 * repository root to the include and image resolvers), as Asciidoctor's command line and its Maven and Gradle
 * plugins give it the document's folder. `include::{docdir}/../code/Main.java[]` then reads what the book's own
 * toolchain reads. A file at the repository root gets `''`, Asciidoctor's own secure-mode value.
 */
export function documentFolder(listedFile: string): string {
  const folder = posix.dirname(listedFile);
  return folder === '.' ? '' : `/${folder}`;
}

/**
 * The names Asciidoctor's command line gives a document read from its file, as secure mode leaves them: `docname`
 * (`index` for `book/index.adoc`, which `ifeval::["{docname}" == "index"]` tests to set a chapter's `imagesdir` when
 * the master document includes it), `docfile` (its name within `docdir`) and `docfilesuffix`. A document converted
 * from a string, as Octavo converts, gets none of them.
 */
export function documentNames(listedFile: string): Record<'docname' | 'docfile' | 'docfilesuffix', string> {
  const suffix = posix.extname(listedFile);
  return {
    docname: posix.basename(listedFile, suffix),
    docfile: posix.basename(listedFile),
    docfilesuffix: suffix,
  };
}

/**
 * Gives the document its `docdir` and names (documentNames) before its header is read. Secure mode (which Octavo
 * renders in, and which hides the server's own folders) blanks `docdir` and locks it against `setAttribute`, so the
 * values are written into the document's attributes directly; they name a folder and file of the repository, never
 * one of the machine.
 */
export class DocumentFolderPreprocessor extends Preprocessor {
  constructor(private readonly listedFile: string) {
    super();
  }

  override process(document: Document, reader: PreprocessorReader): PreprocessorReader {
    Object.assign(document.getAttributes() as Record<string, unknown>, {
      docdir: documentFolder(this.listedFile),
      ...documentNames(this.listedFile),
    });
    return reader;
  }
}
