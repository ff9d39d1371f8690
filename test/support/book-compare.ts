import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomNode, ElementNode, findElements, hasClass, parseHtml } from '../../renderers/dom/html-dom';
import { tool } from './render-tools';

/** What a reader gets of a book's text: its words, pictures and tables. */
export interface BookStats {
  words: number;
  images: number;
  tables: number;
}

/** Text for counting words: visible text only (no index marks, scripts or styles), one space between blocks. */
export function visibleText(nodes: DomNode[]): string {
  const parts: string[] = [];
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.value);
      else if (!['script', 'style', 'head', 'title'].includes(node.name)) {
        parts.push(' ');
        visit(node.children);
        parts.push(' ');
      }
    }
  };
  visit(nodes);
  return parts.join('');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function stats(nodes: DomNode[], isTable: (table: ElementNode) => boolean): BookStats {
  return {
    words: countWords(visibleText(nodes)),
    images: findElements(nodes, (el) => el.name === 'img').length,
    tables: findElements(nodes, (el) => el.name === 'table' && isTable(el)).length,
  };
}

/**
 * The book's own toolchain on the same files: Ruby Asciidoctor (Debian's package) converting a master
 * document that includes the listed AsciiDoc files in order, as an Atlas book is assembled. Tables are
 * the real tables (`table.tableblock`), not the admonitions Asciidoctor lays out as tables.
 */
export async function asciidoctorReference(repository: string, files: string[]): Promise<BookStats> {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-reference-'));
  try {
    const master = join(dir, 'book.adoc');
    const includes = files
      .filter((file) => /\.(?:adoc|asciidoc|asc)$/.test(file))
      .map((file) => `include::${join(repository, file)}[]`)
      .join('\n\n');
    await writeFile(master, `= Book\n:doctype: book\n\n${includes}\n`);
    const out = join(dir, 'book.html');
    const run = await tool('asciidoctor', ['-a', 'docdir=' + repository, '-o', out, master]);
    if (run.code !== 0) throw new Error(`asciidoctor failed: ${run.stderr}`);
    const nodes = parseHtml(await readFile(out, 'utf8'));
    const [content] = findElements(nodes, (el) => el.attrs.get('id') === 'content');
    return stats(content ? content.children : nodes, (table) => hasClass(table, 'tableblock'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const FRONT_AND_BACK = new Set([
  'titlepage',
  'copyright-page',
  'dedication',
  'toc',
  'index',
  'colophon',
  'halftitlepage',
]);

/** Octavo's HTML of the book (one page), counting only the divisions made from AsciiDoc sources. */
export function octavoBodyStats(indexHtml: string): BookStats {
  const nodes = parseHtml(indexHtml);
  const [main] = findElements(nodes, (el) => el.name === 'main');
  const divisions = (main?.children ?? []).filter(
    (n): n is ElementNode =>
      n.type === 'element' &&
      n.attrs.has('data-type') &&
      !FRONT_AND_BACK.has(n.attrs.get('data-type')!) &&
      n.name !== 'nav',
  );
  return stats(divisions, () => true);
}
