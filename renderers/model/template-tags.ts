import { DomNode, textContent } from '../dom/html-dom';
import { PHRASING } from '../dom/phrasing';
import { groupWarnings, otherPlacesText } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { VERBATIM } from './atlas-placeholders';
import { markupExcerpt } from './markup-excerpt';
import { unpairedGitBookTag } from '../sources/gitbook-blocks';

/** `{% include "answer" %}`, `{%- if x -%}`: a Liquid (or Jinja) tag; not the inside of a Hugo `{{% shortcode %}}`. */
const TEMPLATE_TAG = /(?<!\{)\{%-?\s*[A-Za-z_][\s\S]*?-?%\}(?!\})/;
/** `{{ 'code/a.pde' | load_source: 'java' }}`: a Liquid output passed through a filter. */
const FILTERED_OUTPUT = /\{\{[^{}]*?\|\s*[A-Za-z_][^{}]*?\}\}/;
const TEMPLATE_MARKUP = new RegExp(`${TEMPLATE_TAG.source}|${FILTERED_OUTPUT.source}`, 'g');
/**
 * A line that opens with `{{name …`: a directive of the tool the book is built with (Eloquent JavaScript's
 * `{{index …}}` and `{{figure …}}`, a Hugo shortcode `{{< note >}}`, a Mustache or Handlebars tag). A capitalised
 * word followed by more words (`{{ These are the new ISBNs }}`, `{{TODO Explain this}}`) or a to-do marker alone
 * (`{{TODO}}`, `{{FIXME}}`) is the author's note to themselves in braces, printed as written as every Markdown
 * tool prints it, and no directive.
 */
const DIRECTIVE_LINE =
  /^[ \t]*\{\{[<%]?[ \t]*\/?(?![A-Z][\w-]*[ \t]+[^\s}>%]|(?:TODO|FIXME|TBD|XXX)\b)[A-Za-z_][\w-]*(?=[\s}>%])[^\n]*/gm;
/**
 * A Hugo or Quarto shortcode anywhere in a line (`Text {{< lipsum 2 >}} more`): its `{{<` or `{{%` is no author's note
 * in braces, so one inside a sentence is a directive too, not only one that opens its line.
 */
const SHORTCODE = /\{\{[<%][ \t]*\/?[A-Za-z_][\w-]*(?:[ \t][^\n]*?)?[>%]\}\}/g;
/**
 * A line that is `^name …` alone: a directive of the book's own build (Crafting Interpreters' `^code vm-h (1 before,
 * 1 after)`, which its build fills with a listing from the book's sources). A superscript (`^th^`) never is one, nor
 * a control key (`^F`, the Modular Debugger Guide's key for "move forward": a caret and one capital letter).
 */
const CARET_DIRECTIVE_LINE = /^[ \t]*\^(?![A-Z](?![\w-]))[A-Za-z_][\w-]*(?=[ \t]|$)[^\n]*/gm;
/** Where a caret is the name of a thing, not markup: a term of a definition list (a key, `<term>^F</term>`). */
const CARET_AS_WRITTEN = new Set(['dt', 'var']);
/**
 * `${copyright.year}`, `${project.version}`: a property a build tool fills in (Maven's resource filtering, Ant, Gradle);
 * dotted, so a shell's `${HOME}` in prose is left alone.
 */
const BUILD_PROPERTY = /\$\{[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+\}/g;

const TEMPLATE_MARKUP_OR_SHORTCODE = new RegExp(`${TEMPLATE_MARKUP.source}|${SHORTCODE.source}`);

/** Whether a text holds template markup (a Liquid tag or filtered output) or a shortcode, printed as written. */
export function holdsTemplateMarkup(text: string): boolean {
  return text.includes('{') && TEMPLATE_MARKUP_OR_SHORTCODE.test(text);
}

/** A tag opened and not closed in its text: `{% swagger src="` before a link the reader made of its address. */
const UNCLOSED_TAG = /(?<!\{)\{%-?\s*[A-Za-z_](?:(?!%\})[^\n])*$/;
/** How many of the phrasing nodes after a tag's opening are looked in for its close. */
const MOST_SPLIT_NODES = 8;

/**
 * A text with the text of the phrasing nodes after it, up to the close of the tag it leaves open: a web address in
 * a tag is made a link as it is read (0xn3va's cheat sheets' `{% embed url="https://…" %}`), which splits the tag
 * around it, and neither piece was known for template markup.
 */
function withTagClose(list: readonly DomNode[], at: number, text: string): string {
  let joined = text;
  for (const node of list.slice(at + 1, at + 1 + MOST_SPLIT_NODES)) {
    if (node.type === 'element' && !PHRASING.has(node.name)) break;
    joined += textContent(node);
    if (joined.includes('%}', text.length - 1)) break;
  }
  return joined;
}

function holdsText(node: DomNode): boolean {
  return node.type === 'element' ? node.children.some(holdsText) : node.value.trim() !== '';
}

/** How each kind of markup found is named to the author. */
const MARKUP_KINDS = {
  template:
    "is template markup (Liquid or Nunjucks, as Atlas's templating, Jekyll and GitBook ran it) and Octavo runs no " +
    'templates: ',
  braces:
    'is a directive of the tool this book is built with (its own {{…}} markup, a Hugo shortcode, a Mustache or ' +
    'Handlebars tag) and Octavo runs no such tool: ',
  caret:
    'is a directive of the tool this book is built with (a line of its own ^name markup, as Crafting ' +
    "Interpreters' ^code that its build fills with code) and Octavo runs no such tool: ",
  property:
    "is a property the book's build fills in (Maven's resource filtering, an Ant or Gradle property) and Octavo " +
    'fills none: ',
} as const;

/**
 * Books made with Atlas's templating (or kept for Jekyll) carry Liquid markup in their prose: `{% include … %}`,
 * `{{ path | filter }}`. Octavo runs no templates, so the reader would find the markup itself in the book: the
 * author is told once per file, at the first (the line of the nearest block that knows its own), with how many
 * there are. Code shows markup about templates as written and is never looked at. The caller leaves out a book
 * whose config says `"templating": false`: its braces are prose about templates ("The {% url %} Template Tag").
 */
export function warnAboutTemplateMarkup(
  nodes: DomNode[],
  file: string,
  warnings: BookWarning[],
  directives?: DirectiveWarnings,
): void {
  const found: { markup: string; at: SourceLocation | undefined; kind: keyof typeof MARKUP_KINDS }[] = [];
  // Whether the next text read starts a line of the source: a directive is a line of its own, so text that
  // follows other text on its line (a link's text, after an emphasis) is never one, whatever it starts with.
  let atLineStart = true;
  const startsLine = (index: number) => index > 0 || atLineStart;
  // A table cell is no line of its own: `^mean` in a cell of names is a word the table lists.
  const visit = (list: DomNode[], located: SourceLocation | undefined, inCell = false, inTerm = false) => {
    for (const [index, node] of list.entries()) {
      if (node.type === 'element') {
        if (node.name === 'br' || !PHRASING.has(node.name)) atLineStart = true;
        const cell = inCell || node.name === 'td' || node.name === 'th';
        const term = inTerm || CARET_AS_WRITTEN.has(node.name);
        if (!VERBATIM.has(node.name)) visit(node.children, node.loc ?? located, cell, term);
        if (!PHRASING.has(node.name)) atLineStart = true;
        else if (node.name !== 'br' && holdsText(node)) atLineStart = false;
      } else {
        if (node.value.includes('{')) {
          const read = UNCLOSED_TAG.test(node.value) ? withTagClose(list, index, node.value) : node.value;
          // Markup starting in a later node is that node's to find.
          const liquid = [...read.matchAll(TEMPLATE_MARKUP)]
            .filter((match) => match.index < node.value.length)
            .map((match) => match[0]);
          for (const markup of liquid) found.push({ markup, at: located, kind: 'template' });
          const lineStarts: number[] = [];
          for (const match of node.value.matchAll(DIRECTIVE_LINE)) {
            const [line] = match;
            if (!inCell && startsLine(match.index) && !liquid.some((markup) => line.includes(markup))) {
              found.push({ markup: line.trim(), at: located, kind: 'braces' });
              lineStarts.push(match.index + line.length - line.trimStart().length);
            }
          }
          for (const match of node.value.matchAll(SHORTCODE))
            if (!lineStarts.includes(match.index))
              found.push({ markup: match[0], at: located, kind: 'braces' });
        }
        if (node.value.includes('${'))
          for (const match of node.value.matchAll(BUILD_PROPERTY))
            found.push({ markup: match[0], at: located, kind: 'property' });
        if (!inCell && !inTerm && node.value.includes('^')) {
          for (const match of node.value.matchAll(CARET_DIRECTIVE_LINE))
            if (startsLine(match.index)) found.push({ markup: match[0].trim(), at: located, kind: 'caret' });
        }
        if (/\n[ \t]*$/.test(node.value)) atLineStart = true;
        else if (node.value.trim() !== '') atLineStart = false;
      }
    }
  };
  visit(nodes, undefined);
  // Markup a source reader already named at its line (a Quarto shortcode it knows, given a name it lacks) is not named again.
  const said = new Set(warnings.filter((w) => w.file === file).map((w) => w.subject));
  const unsaid = found.filter(({ markup }) => !said.has(markup));
  const [first] = unsaid;
  if (!first) return;
  const made = warning(
    'source',
    first.at ?? file,
    markupWarningText(
      first.markup,
      first.kind,
      unsaid.length > 1 ? ` (${unsaid.length} such in this file, the first here)` : '',
    ),
    first.markup,
  );
  warnings.push(made);
  if (first.kind !== 'template')
    directives?.set(made, { name: directiveName(first.markup), kind: first.kind, count: unsaid.length });
}

function markupWarningText(markup: string, kind: keyof typeof MARKUP_KINDS, where: string): string {
  const unpaired = kind === 'template' ? unpairedGitBookTag(markup) : undefined;
  if (unpaired)
    return (
      `${markupExcerpt(markup)} ${unpaired}: it is printed as written${where}; remove it, or add the tag it pairs ` +
      'with, on a line of its own'
    );
  return (
    `${markupExcerpt(markup)} ${MARKUP_KINDS[kind]}it is printed as written${where}; write out what the ` +
    `${kind === 'template' ? 'template' : 'tool'} made, or put markup meant to be shown in code`
  );
}

/** The directive warnings warnAboutTemplateMarkup made, one a file, each with its first directive's name and count. */
export type DirectiveWarnings = Map<
  BookWarning,
  { name: string; kind: keyof typeof MARKUP_KINDS; count: number }
>;

/** `{{%segment outline}}` → `{{%segment`; `^code vm-h` → `^code`: the directive, without what it is given. */
function directiveName(markup: string): string {
  return /^\{\{[<%]?\s*\/?[A-Za-z_][\w-]*|^\^[A-Za-z_][\w-]*/.exec(markup.trim())?.[0] ?? markup;
}

/**
 * The book's directive warnings, one for each directive its files open with: a book whose build tool fills a
 * `{{%outline}}` at the top of every chapter had one warning a chapter, the same words thirty times over, burying
 * the rest. The warning stays at the first file's place and names the others (file:line) and the count.
 */
export function groupDirectiveWarnings(
  warnings: BookWarning[],
  directives: DirectiveWarnings,
): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => {
      const directive = directives.get(w);
      return directive && `${directive.kind} ${directive.name}`;
    },
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const { kind } = directives.get(first)!;
      const count = group.reduce((sum, w) => sum + directives.get(w)!.count, 0);
      return warning(
        'source',
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        markupWarningText(
          first.subject!,
          kind,
          ` (${count} such in ${group.length} files: the first here, the others at ${otherPlacesText(others)})`,
        ),
        first.subject,
      );
    },
  );
}

/** `{{???}}`, `{{ site.url }}`, `{% link a.md %}`: template markup written where an address goes. */
const TEMPLATE_IN_ADDRESS = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/;

/**
 * The template markup a link's address holds, as written (its braces were percent-encoded as the link was read),
 * if it holds any: a placeholder the book's own tool fills in, or one left for the author to fill.
 */
export function templateMarkupInAddress(href: string): string | undefined {
  let written = href;
  try {
    written = decodeURI(href);
  } catch {
    // A malformed escape: the address as it came.
  }
  return TEMPLATE_IN_ADDRESS.exec(written)?.[0];
}

/** The warning for a link whose address is template markup Octavo does not fill. */
export function templateAddressText(markup: string): string {
  return (
    `link ${markup} is template markup (a placeholder its tool fills in, or one left to fill) and Octavo runs no ` +
    'templates, so it leads nowhere; link removed, its text kept: write the address it stands for'
  );
}
