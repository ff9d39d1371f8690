import type MarkdownIt from 'markdown-it';
import { isBlank, lineText } from './block-lines';
import { closesFence } from './fenced-lines';
import { tokenizeNested } from './nested-blocks';
import { MKDOCS_ADMONITION_KINDS } from './python-markdown-admonitions';

type StateBlock = MarkdownIt.StateBlock;

/** A fence opening an mdbook-admonish block: ```` ```admonish ```` and what its info string says after the word. */
const OPENING = /^(`{3,}|~{3,})[ \t]*admonish(?:[ \t]+(.*?))?[ \t]*$/;

/** `"Title"` after the directive, mdbook-admonish's first syntax: `admonish warning.wide "Watch out"`. */
const FIRST_SYNTAX = /^([a-z]+)?(?:\.[\w-]*)*(?:[ \t]+("(?:[^"\\]|\\.)*"))?$/;

/** `key=value` of its later syntax, a TOML value: `title="نکته"`, `collapsible=true`, `id='tips'`. */
const KEY_VALUE = /([A-Za-z0-9_-]+)[ \t]*=[ \t]*("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,]+)/g;

interface AdmonishBlock {
  directive: string;
  title?: string;
  id?: string;
}

/** A TOML string as written (`"a \"b\""`, `'c'`), or a bare value (`true`): its text. */
function tomlValue(written: string): string {
  if (written.startsWith("'")) return written.slice(1, -1);
  if (!written.startsWith('"')) return written;
  try {
    return JSON.parse(written) as string;
  } catch {
    return written.slice(1, -1);
  }
}

/**
 * What an admonish block's info string says: its directive (`note` when it names none, as mdbook-admonish defaults),
 * its title and its id. Both of mdbook-admonish's syntaxes: `warning "Title"` and `warning title="Title" collapsible=true`
 * (a bare first word the directive, `type="warning"` too).
 */
function readInfo(config: string): AdmonishBlock {
  const first = FIRST_SYNTAX.exec(config);
  if (first) {
    return {
      directive: first[1] ?? 'note',
      ...(first[2] !== undefined ? { title: tomlValue(first[2]) } : {}),
    };
  }
  const values = new Map<string, string>();
  for (const [, key, value] of config.matchAll(KEY_VALUE)) values.set(key!, tomlValue(value!));
  const bare = /^([A-Za-z][\w-]*)(?![\w-]*[ \t]*=)/.exec(config)?.[1];
  const title = values.get('title');
  const id = values.get('id');
  return {
    directive: (values.get('type') ?? bare ?? 'note').toLowerCase(),
    ...(title !== undefined ? { title } : {}),
    ...(id ? { id } : {}),
  };
}

function admonishBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!(state.env as { mdBook?: boolean } | undefined)?.mdBook) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opening = OPENING.exec(lineText(state, startLine));
  if (!opening) return false;
  if (silent) return true;
  const marker = opening[1]!;
  // Closed as a fence is: a line of its mark, as long or longer; a line indented less than its list item ends it.
  let closing = startLine + 1;
  let closed = false;
  for (; closing < endLine; closing++) {
    const indent = state.sCount[closing]! - state.blkIndent;
    if (indent < 0 && !isBlank(state, closing)) break;
    closed = indent < 4 && closesFence(lineText(state, closing).trimEnd(), marker);
    if (closed) break;
  }
  const block = readInfo((opening[2] ?? '').trim());
  const kind = MKDOCS_ADMONITION_KINDS[block.directive] ?? 'note';
  const escape = state.md.utils.escapeHtml;
  const html = (content: string) => {
    const token = state.push('html_block', '', 0);
    token.content = content;
    token.map = [startLine, startLine + 1];
  };
  html(`<div data-type="${kind}"${block.id ? ` id="${escape(block.id)}"` : ''}>\n`);
  // An empty title asks mdbook-admonish for no title bar: the book heads it with its kind's word, as any untitled one.
  if (block.title?.trim()) {
    html('<h6>');
    const inline = state.push('inline', '', 0);
    inline.content = block.title.trim();
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    html('</h6>\n');
  }
  tokenizeNested(state, startLine + 1, closing);
  html('</div>\n');
  state.line = closed ? closing + 1 : closing;
  return true;
}

/**
 * mdbook-admonish's blocks in an mdBook book's pages: a fence whose info string starts with `admonish`
 * (```` ```admonish note title="نکته" ````, `admonish warning "Hot"`, `collapsible=true`), its text Markdown. Read as a
 * fence it printed as a code listing, set left to right in ackreq/mdlearn's Persian, the title over it as a file name;
 * it is the book's admonition of its directive's kind (mdbook-admonish's directives are MkDocs Material's), titled as
 * written, or with its kind's word in the book's language when it names no title. A collapsible one prints open.
 */
export const mdBookAdmonish = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('fence', 'mdbook_admonish', admonishBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
};
