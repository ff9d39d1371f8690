import { DomNode } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { VERBATIM } from './atlas-placeholders';
import { markupExcerpt } from './markup-excerpt';

/** `{% include "answer" %}`, `{%- if x -%}`: a Liquid (or Jinja) tag. */
const TEMPLATE_TAG = /\{%-?\s*[A-Za-z_][\s\S]*?-?%\}/;
/** `{{ 'code/a.pde' | load_source: 'java' }}`: a Liquid output passed through a filter. */
const FILTERED_OUTPUT = /\{\{[^{}]*?\|\s*[A-Za-z_][^{}]*?\}\}/;
const TEMPLATE_MARKUP = new RegExp(`${TEMPLATE_TAG.source}|${FILTERED_OUTPUT.source}`, 'g');
/**
 * A line that opens with `{{name …`: a directive of the tool the book is built with (Eloquent JavaScript's
 * `{{index …}}` and `{{figure …}}`, a Hugo shortcode `{{< note >}}`, a Mustache or Handlebars tag).
 */
const DIRECTIVE_LINE = /^[ \t]*\{\{[<%]?[ \t]*\/?[A-Za-z_][\w-]*(?=[\s}>%])[^\n]*/gm;

/**
 * Books made with Atlas's templating (or kept for Jekyll) carry Liquid markup in their prose: `{% include … %}`,
 * `{{ path | filter }}`. Octavo runs no templates, so the reader would find the markup itself in the book: the
 * author is told once per file, at the first (the line of the nearest block that knows its own), with how many
 * there are. Code shows markup about templates as written and is never looked at. The caller leaves out a book
 * whose config says `"templating": false`: its braces are prose about templates ("The {% url %} Template Tag").
 */
export function warnAboutTemplateMarkup(nodes: DomNode[], file: string, warnings: BookWarning[]): void {
  const found: { markup: string; at: SourceLocation | undefined; directive?: true }[] = [];
  const visit = (list: DomNode[], located: SourceLocation | undefined) => {
    for (const node of list) {
      if (node.type === 'element') {
        if (!VERBATIM.has(node.name)) visit(node.children, node.loc ?? located);
      } else if (node.value.includes('{')) {
        const liquid = [...node.value.matchAll(TEMPLATE_MARKUP)].map((match) => match[0]);
        for (const markup of liquid) found.push({ markup, at: located });
        for (const [line] of node.value.matchAll(DIRECTIVE_LINE)) {
          if (!liquid.some((markup) => line.includes(markup)))
            found.push({ markup: line.trim(), at: located, directive: true });
        }
      }
    }
  };
  visit(nodes, undefined);
  if (found.length === 0) return;
  const [first] = found;
  const shown = markupExcerpt(first!.markup);
  warnings.push(
    warning(
      'source',
      first!.at ?? file,
      (first!.directive
        ? `${shown} is a directive of the tool this book is built with (its own {{…}} markup, a Hugo shortcode, ` +
          'a Mustache or Handlebars tag) and Octavo runs no such tool: '
        : `${shown} is template markup (Liquid or Nunjucks, as Atlas's templating, Jekyll and GitBook ran it) ` +
          'and Octavo runs no templates: ') +
        `it is printed as written` +
        (found.length > 1 ? ` (${found.length} such in this file, the first here)` : '') +
        `; write out what the ${first!.directive ? 'tool' : 'template'} made, or put markup meant to be shown in code`,
      first!.markup,
    ),
  );
}
