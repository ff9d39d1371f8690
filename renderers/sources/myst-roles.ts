import type MarkdownIt from 'markdown-it';
import { escapeAttribute, escapeText } from '../dom/escape';
import { MYST_REFERENCE } from '../dom/sanitize';
import type { MystEnv } from './myst-directives';
import { bibEntryId, citedKeys } from './myst-bibliography';
import { glossaryTermId } from './myst-glossary';
import { gluesUnrunValues, isGlueName } from './unrun-glue';

type StateInline = MarkdownIt.StateInline;
type StateCore = MarkdownIt.StateCore;

/** Marks a `{cite}` link with the key it cites, so a key in no reference list is reported as such. */
export const CITED_KEY = 'data-octavo-cited-key';
/** On a `{cite}` link: the text written before (`{see}key`) and after (`key{p. 5}`) its key. */
export const CITED_PRE = 'data-octavo-cited-pre';
export const CITED_POST = 'data-octavo-cited-post';
/**
 * Around a `{cite:…}` role's links: the form it asks for (`p`, `t`, `ct`, `author`, `yearpar` …), which the book
 * prints in its reference style once the reference lists are known (cited-bibliography.ts).
 */
export const CITATION_FORM = 'data-octavo-cite';

/** sphinxcontrib-bibtex's citation roles (`cite` is `cite:p`), parenthetical, textual and the extra ones. */
export const CITATION_FORMS =
  /^(?:(?:al)?ps?|c?ts?|c?authors?|authorpars?|label(?:par)?|year(?:par)?|empty)$/;

/** `{see}smith04{p. 5}`: a cited key with the text before and after it. */
const CITED = /^(?:\{([^{}]*)\})?\s*([^{}]*?)\s*(?:\{([^{}]*)\})?$/;

/** Marks an {eq} reference: it means the equation of that label, never a section or figure of the same name. */
export const EQUATION_REFERENCE = 'data-octavo-equation-reference';

/** Marks a `{term}` link with the term it names, so a term in no glossary is reported as such. */
export const GLOSSARY_TERM = 'data-octavo-glossary-term';

/** `` {ref}`text <label>` ``: a MyST role, its name then its content in backticks. */
const ROLE = /^\{([A-Za-z][\w:.-]*)\}(`+)/;

/** `text <target>` in a role's content: the text shown, then what it points at. */
const TITLED = /^([\s\S]*?)\s*<([^<>]+)>$/;

/** Roles that print their content as inline code, as Sphinx does. */
const CODE_ROLES = new Set([
  'code',
  'file',
  'command',
  'program',
  'samp',
  'kbd',
  'literal',
  'envvar',
  'option',
]);

/** Roles that print their content as text (Sphinx styles some of them, the words are the same). */
const TEXT_ROLES = new Set(['abbr', 'sub', 'sup', 'guilabel', 'menuselection', 'dfn', 'emphasis', 'strong']);

/**
 * The roles of Sphinx's domains that name an object of a program (`func`, `py:class`, `c:macro`, `js:meth`): Sphinx
 * prints its name as code, linked to its documentation, which a book of its own has not; the name is kept as code.
 */
const OBJECT_ROLES = new Set([
  'mod',
  'func',
  'data',
  'const',
  'class',
  'meth',
  'attr',
  'exc',
  'obj',
  'type',
  'member',
  'macro',
  'var',
  'struct',
  'union',
  'enum',
  'enumerator',
  'expr',
  'texpr',
  'concept',
  'any',
  'keyword',
  'token',
  'numpy',
]);

/** Sphinx's domains, whose name may come before a role's (`py:func`), and the roles of the standard one. */
const DOMAIN = /^(?:py|c|cpp|js|std|rst|math):/;

/**
 * Roles whose target Sphinx prints with `()` after it (its `add_function_parentheses`, on unless set off), their
 * domain's name taken off (`py:func`, `js:meth`).
 */
const FUNCTION_ROLES = new Set(['func', 'meth']);

/**
 * An object role's name as Sphinx prints it: the target alone (`~numpy.sum` its last part `sum`), a function's with
 * `()` after it; text of the author's own (`Sum <numpy.sum>`) as written.
 */
function objectName(name: string, written: string, titled: boolean): string {
  if (titled) return written;
  let shown = written.replace(/^[.!]/, '');
  if (shown.startsWith('~')) shown = shown.slice(1).split('.').at(-1)!;
  if (FUNCTION_ROLES.has(name.replace(DOMAIN, ''))) shown = `${shown.replace(/\(\)$/, '')}()`;
  return shown;
}

/** `:pep:` and `:rfc:`: the proposal's name, linked to where it is published, as Sphinx links it. */
function proposalLink(
  name: 'pep' | 'rfc',
  text: string,
  target: string,
  titled: boolean,
): string | undefined {
  const [number = '', anchor] = target.split('#');
  if (!/^\d+$/.test(number)) return undefined;
  const address =
    name === 'pep'
      ? `https://peps.python.org/pep-${number.padStart(4, '0')}/`
      : `https://datatracker.ietf.org/doc/html/rfc${number}.html`;
  const shown = titled ? text : `${name.toUpperCase()} ${number}`;
  return `<a href="${escapeAttribute(address + (anchor ? `#${anchor}` : ''))}">${escapeText(shown)}</a>`;
}

/**
 * MyST's inline roles (`` {ref}`label` ``, `` {numref}`Figure {number} <fig-x>` ``, `` {doc}`../intro` ``,
 * `` {math}`x^2` ``). Read as CommonMark they printed as "{ref}" and the label in code. References become
 * cross-references (`data-type="xref"`, given the target's title or number as other references are), `{term}` a
 * link to the glossary's entry, `{cite}` its keys linked to the reference list, `{doc}` a link to that file, math inline math, and the rest their text; a role Octavo does not know keeps its text and is
 * noted in `env.mystNotes`.
 */
export const mystRoles = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('backticks', 'myst_role', role);
  md.core.ruler.after('inline', 'myst_role_lines', noteRoleLines);
  md.core.ruler.after('inline', 'myst_reference_links', markReferenceLinks);
  md.renderer.rules['myst_role'] = (tokens, idx) => tokens[idx]!.content;
};

/**
 * An address MyST reads as a web address (its `myst_url_schemes`) or a fragment: not a label. One with a `/` may be
 * either (the Jupyter Book documentation's `(content/deflists)=`): a label when no file has that name.
 */
const NOT_A_LABEL = /^(?:https?|mailto|ftp|tel|data):|^\/|[#?\s]/i;

/**
 * mystmd's link protocols (`[](wiki:Gravitational_wave)`, `[the paper](doi:10.5281/zenodo.6476040)`): the web address
 * each stands for, and the text mystmd prints for a link written without any (the page's name, the identifier).
 */
const LINK_PROTOCOLS: Readonly<Record<string, (id: string) => { href: string; text: string }>> = {
  wiki: (id) => ({ href: `https://en.wikipedia.org/wiki/${id}`, text: id.replace(/_/g, ' ') }),
  doi: (id) => ({ href: `https://doi.org/${id}`, text: id }),
  rrid: (id) => ({ href: `https://scicrunch.org/resolver/RRID:${id}`, text: `RRID:${id}` }),
  ror: (id) => ({ href: `https://ror.org/${id}`, text: id }),
};
const LINK_PROTOCOL = /^(wiki|doi|rrid|ror):(?!\/\/)(\S+)$/i;

function markReferenceLinks(state: StateCore): void {
  if (!(state.env as MystEnv).usesMyst) return;
  for (const block of state.tokens) {
    const children = block.children ?? [];
    for (const [index, child] of children.entries()) {
      if (child.type !== 'link_open') continue;
      const href = String(child.attrGet('href') ?? '');
      const protocol = LINK_PROTOCOL.exec(href);
      if (protocol) {
        const { href: address, text } = LINK_PROTOCOLS[protocol[1]!.toLowerCase()]!(protocol[2]!);
        child.attrSet('href', address);
        if (children[index + 1]?.type === 'link_close') {
          const token = new state.Token('text', '', 0);
          token.content = decodedText(text);
          children.splice(index + 1, 0, token);
        }
      } else if (href !== '' && !NOT_A_LABEL.test(href)) child.attrSet(MYST_REFERENCE, '');
    }
  }
}

/** A link's identifier as text (`Schr%C3%B6dinger_equation` → `Schrödinger equation`). */
function decodedText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function role(state: StateInline, silent: boolean): boolean {
  const found = ROLE.exec(state.src.slice(state.pos));
  if (!found) return false;
  const ticks = found[2]!;
  const start = state.pos + found[0].length;
  const end = state.src.indexOf(ticks, start);
  if (end === -1) return false;
  if (!silent) {
    const name = found[1]!.toLowerCase();
    const env = state.env as MystEnv;
    const printed = roleHtml(name, state.src.slice(start, end).trim(), {
      ...(env.intersphinx ? { intersphinx: env.intersphinx } : {}),
    });
    const token = state.push('myst_role', '', 0);
    token.content = printed.html;
    env.usesMyst = true;
    if (!printed.known || printed.note)
      token.meta = { name, offset: state.pos, ...(printed.note ? { note: printed.note } : {}) };
  }
  state.pos = end + ticks.length;
  return true;
}

/**
 * What a role of this name and content prints, as HTML; `known` false for a role Octavo does not know. `titles`: a
 * `ref` or `doc` without text of the author's own reads as its target's title, as Sphinx prints it (MyST's read as
 * the book writes every reference to the target).
 */
export function roleHtml(
  name: string,
  content: string,
  {
    titles = false,
    intersphinx,
  }: { titles?: boolean; intersphinx?: ReadonlyMap<string, string> | undefined } = {},
): { html: string; known: boolean; note?: string } {
  const titleStyle = titles ? ' data-xrefstyle="select: title"' : '';
  const titled = TITLED.exec(content);
  const text = titled ? titled[1]! : content;
  const target = (titled ? titled[2]! : content).trim();
  const escape = escapeText;
  const form = name.startsWith('cite:') ? name.slice('cite:'.length) : undefined;
  switch (form !== undefined && CITATION_FORMS.test(form) ? 'cite' : name) {
    case 'ref':
    case 'numref':
    case 'eq':
    case 'prf:ref': {
      // Text of the author's own is a link in those words; without it (or with `{number}`, `{name}`, the target's
      // number and title, in it, or Sphinx's older `%s` for the number, which Learning Data Science writes) the
      // reference reads as Octavo writes every reference to that target.
      const equation = name === 'eq' ? ` ${EQUATION_REFERENCE}=""` : '';
      // A name written with spaces (`name: img-spreadsheet-vs-data frame`) is one label to Sphinx, which normalizes
      // its whitespace; its target's id is hyphenated where it is read, and so is the reference to it here.
      const id = target.replace(/\s+/g, '-');
      return titled && !/\{(number|name)\}|%s/.test(text)
        ? { html: `<a href="#${escapeAttribute(id)}"${equation}>${escape(text)}</a>`, known: true }
        : {
            html: `<a data-type="xref"${name === 'ref' ? titleStyle : ''} href="#${escapeAttribute(id)}"${equation}></a>`,
            known: true,
          };
    }
    case 'doc': {
      const project = INTERSPHINX_TARGET.exec(target);
      if (project) return otherProjectPage(project[1]!, project[2]!, titled ? text : undefined, intersphinx);
      const file = /\.(md|ipynb)$/.test(target) ? target.replace(/\.ipynb$/, '.md') : `${target}.md`;
      return {
        html: `<a${titled ? '' : titleStyle} href="${escapeAttribute(file)}">${titled ? escape(text) : ''}</a>`,
        known: true,
      };
    }
    case 'download':
      return { html: `<a href="${escapeAttribute(target)}">${escape(text)}</a>`, known: true };
    case 'math':
      return { html: escape(`\\(${content}\\)`), known: true };
    case 'index':
      return { html: escape(text), known: true };
    case 'cite': {
      // The keys, linked to their entries in the reference list: what each prints needs the .bib file (the book's).
      const links = citedKeys(content).map((written) => {
        const [, pre, key = written, post] = CITED.exec(written) ?? [];
        const around =
          (pre ? ` ${CITED_PRE}="${escapeAttribute(pre)}"` : '') +
          (post ? ` ${CITED_POST}="${escapeAttribute(post)}"` : '');
        return `<a href="#${escapeAttribute(bibEntryId(key))}" ${CITED_KEY}="${escapeAttribute(key)}"${around}>${escape(key)}</a>`;
      });
      return {
        html: `<span ${CITATION_FORM}="${escapeAttribute(form ?? 'p')}">[${links.join(', ')}]</span>`,
        known: true,
      };
    }
    case 'term':
      return {
        html: `<a href="#${escapeAttribute(glossaryTermId(target))}" ${GLOSSARY_TERM}="${escapeAttribute(target)}">${escape(text)}</a>`,
        known: true,
      };
  }
  if (name === 'pep' || name === 'rfc') {
    const link = proposalLink(name, text, target, titled !== null);
    if (link) return { html: link, known: true };
  }
  // `:samp:` and `:file:` write the parts the reader puts in their own words in braces: emphasized, as Sphinx does.
  if (name === 'samp' || name === 'file')
    return { html: `<code>${escape(text).replace(/\{([^{}]*)\}/g, '<em>$1</em>')}</code>`, known: true };
  if (CODE_ROLES.has(name)) return { html: `<code>${escape(text)}</code>`, known: true };
  if (OBJECT_ROLES.has(name.replace(DOMAIN, '')))
    return { html: `<code>${escape(objectName(name, text, titled !== null))}</code>`, known: true };
  if (TEXT_ROLES.has(name)) return { html: escape(name === 'abbr' ? content : text), known: true };
  return { html: escape(text), known: false };
}

/** `pyprog:pandas`: a page of another Sphinx project, named by the book's intersphinx_mapping. */
const INTERSPHINX_TARGET = /^([A-Za-z][\w.-]*):(?!\/\/)([^\s:]+)$/;

/**
 * `{doc}` to a page of another Sphinx project (intersphinx): a link to that page on the project's site, as Sphinx
 * makes it from its address in the book's `intersphinx_mapping` (the page name and `.html`, its HTML builder's);
 * without an address, its text, and a note.
 */
function otherProjectPage(
  project: string,
  page: string,
  text: string | undefined,
  intersphinx: ReadonlyMap<string, string> | undefined,
): { html: string; known: boolean; note?: string } {
  const address = intersphinx?.get(project);
  const shown = escapeText(text ?? page);
  if (address)
    return {
      html: `<a href="${escapeAttribute(`${address}${page.replace(/^\/+/, '')}.html`)}">${shown}</a>`,
      known: true,
    };
  return {
    html: shown,
    known: true,
    note:
      `names a page of another Sphinx project, ${project}, which the book's _config.yml does not map ` +
      `(sphinx: config: intersphinx_mapping): it is printed as its text; map ${project} to the project's web ` +
      'address there to link it',
  };
}

/** Each unknown role noted at its line: the paragraph's first line, plus the lines before it in the paragraph. */
function noteRoleLines(state: StateCore): void {
  const env = state.env as MystEnv;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.map) continue;
    for (const child of block.children ?? []) {
      if (child.type !== 'myst_role' || !child.meta) continue;
      const { name, offset, note } = child.meta as { name: string; offset: number; note?: string };
      // The page's code cells glue its values: its code-cell warning says they are missing.
      if (isGlueName(name) && gluesUnrunValues(state.src)) continue;
      const line = block.map[0] + 1 + (block.content.slice(0, offset).match(/\n/g)?.length ?? 0);
      (env.mystNotes ??= []).push({
        line,
        subject: `{${name}}`,
        text:
          note ??
          'is a MyST role Octavo does not know: its text is printed as it stands; write what it made instead',
      });
    }
  }
}
