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
 * Gives the document its `docdir` before its header is read. Secure mode (which Octavo renders in, and which hides
 * the server's own folders) blanks `docdir` and locks it against `setAttribute`, so the value is written into the
 * document's attributes directly; it names a folder of the repository, never one of the machine.
 */
export class DocumentFolderPreprocessor extends Preprocessor {
  constructor(private readonly listedFile: string) {
    super();
  }

  override process(document: Document, reader: PreprocessorReader): PreprocessorReader {
    (document.getAttributes() as Record<string, unknown>).docdir = documentFolder(this.listedFile);
    return reader;
  }
}
