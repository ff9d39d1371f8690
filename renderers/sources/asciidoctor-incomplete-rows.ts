import { load } from '@asciidoctor/core';

interface TableParser {
  closeTable(): void;
  /** The cells read since the last full row: the ones Asciidoctor drops at the table's end. */
  _currentRow: { _text?: unknown }[];
  octavoEmptyRows?: true;
}

let mended: Promise<void> | undefined;

/**
 * A table whose last row holds only empty cells (Architecture Patterns with Python's chapter_08:818 ends a two-column
 * table with a third, empty `a|`): Asciidoctor drops the cells of an incomplete row and says so as an error, though
 * nothing of the book is lost (Ruby Asciidoctor 2.0.18 said nothing; 2.0.26 says the same). The message is left out when every dropped
 * cell is empty. The table parser is not exported by @asciidoctor/core: it is reached through a table's class.
 */
export function mendEmptyIncompleteRows(): Promise<void> {
  mended ??= (async () => {
    const table = (await load('|===\n|a\n|===')).getBlocks()[0]?.constructor as
      { ParserContext?: { prototype: TableParser } } | undefined;
    const parser = table?.ParserContext?.prototype;
    if (!parser || parser.octavoEmptyRows) return;
    const closeTable = parser.closeTable;
    parser.closeTable = function (this: TableParser) {
      const dropped = this._currentRow ?? [];
      const empty = (cell: { _text?: unknown }) => typeof cell._text === 'string' && cell._text.trim() === '';
      if (dropped.length > 0 && dropped.every(empty)) return;
      closeTable.call(this);
    };
    parser.octavoEmptyRows = true;
  })();
  return mended;
}
