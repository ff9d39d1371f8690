import type MarkdownIt from 'markdown-it';
import type { AsciidocBackend } from './asciidoc';
import { parseAttributeList } from './pandoc-heading-attributes';

/** The output a Quarto page is read for, as Quarto names it: the HTML site, the EPUB (and the MOBI made of it), the PDF. */
export type QuartoOutput = 'html' | 'epub' | 'pdf';

/** What the render is told about the page: the output its conditional content is decided for (HTML when not said). */
export type ConditionalContentEnv = { quartoOutput?: QuartoOutput };

/** Each format's output as Quarto names it, by the backend the book is read for (MOBI is made from the EPUB). */
const OUTPUTS: Record<AsciidocBackend, QuartoOutput> = { html5: 'html', epub3: 'epub', pdf: 'pdf' };

/** The output a page is read for, by the backend of its format (the HTML site's when none is said). */
export function quartoOutputOf(backend: AsciidocBackend | undefined): QuartoOutput {
  return OUTPUTS[backend ?? 'html5'];
}

const VISIBLE = 'content-visible';
const HIDDEN = 'content-hidden';

/** Whether a text may hold Quarto's conditional content at all: its reading then depends on the output. */
export function mayHoldConditionalContent(text: string): boolean {
  return text.includes(VISIBLE) || text.includes(HIDDEN);
}

/**
 * Whether `when-format` or `unless-format` names the output, with Quarto's aliases (its "Format Matching"): `html`
 * covers the EPUB too (`html:js` does not), `pdf` and `latex` are one, `epub` covers `epub2` and `epub3`.
 */
function namesOutput(written: string, output: QuartoOutput): boolean {
  const name = written.trim().toLowerCase();
  if (output === 'pdf') return name === 'pdf' || name === 'latex';
  if (output === 'epub') return name === 'html' || name.includes('epub');
  return ['html', 'html4', 'html5', 'html:js'].includes(name);
}

/**
 * Whether an element of these classes and attributes is printed in the output: undefined when it is no conditional
 * content (no `.content-visible` or `.content-hidden`). Profiles are Quarto's, which a book's build never sets: a
 * `when-profile` condition is left unanswered, as if met.
 */
export function conditionallyShown(
  classes: readonly string[],
  attributes: ReadonlyMap<string, string>,
  output: QuartoOutput,
): boolean | undefined {
  const visible = classes.includes(VISIBLE);
  if (!visible && !classes.includes(HIDDEN)) return undefined;
  const when = attributes.get('when-format');
  const unless = attributes.get('unless-format');
  const matches =
    (when === undefined || namesOutput(when, output)) &&
    (unless === undefined || !namesOutput(unless, output));
  return visible === matches;
}

/** A fence's braces (```` ```{.python .content-visible when-format="html"} ````): whether the output prints it. */
function fenceShown(info: string, output: QuartoOutput): boolean {
  const braces = /^\s*\{([^{}]*)\}\s*$/.exec(info);
  const attributes = braces ? parseAttributeList(braces[1]!) : undefined;
  if (!attributes) return true;
  return conditionallyShown(attributes.classes, attributes.attributes, output) ?? true;
}

/** The output the page is read for. */
export function outputOf(env: unknown): QuartoOutput {
  return (env as ConditionalContentEnv).quartoOutput ?? 'html';
}

/**
 * Quarto's conditional code blocks (```` ```{.python .content-visible when-format="html"} ````): a listing meant for
 * other outputs is left out of this one, as Quarto leaves it out. Divs and spans are decided where they are read
 * (pandoc-fenced-divs.ts, pandoc-inline-extensions.ts).
 */
export const quartoConditionalFences = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'quarto_conditional_fences', (state) => {
    if (!mayHoldConditionalContent(state.src)) return;
    const output = outputOf(state.env);
    state.tokens = state.tokens.filter((token) => token.type !== 'fence' || fenceShown(token.info, output));
  });
};
