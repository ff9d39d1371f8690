import type MarkdownIt from 'markdown-it';
import { decodeEntities } from '../dom/html-dom';
import type { MystEnv } from './myst-directives';
import { roleHtml } from './myst-roles';

type Token = MarkdownIt.Token;

/** The class pandoc's rST reader gives a role it has no element for, its name in `role="…"`. */
const INTERPRETED_TEXT = 'interpreted-text';

/**
 * A Sphinx domain's name left as text before the role: pandoc reads `:py:class:` as the text `:py` and the role
 * `class` (`` :py`numpy.ndarray`{.interpreted-text role="class"} ``).
 */
const DOMAIN_BEFORE = /(^|[^\w:]):(py|c|cpp|js|std|rst|math)$/;

/** What the render is told and keeps: the roles of the file already warned about, by name. */
type InterpretedTextEnv = MystEnv & { unknownSphinxRoles?: Set<string> };

/**
 * Sphinx's roles as `pandoc -f rst -t markdown` writes them, the conversion Octavo advises for a Sphinx book:
 * `` `Tables <tables>`{.interpreted-text role="ref"} ``, code of class `interpreted-text` with the role's name. Printed
 * as code, every reference read "Tables <tables>" and every function name lost its `()`. Each prints as the role
 * does in MyST (myst-roles.ts): `ref` a cross-reference to the label (in its target's title unless text is given),
 * `doc` a link to the chapter of that file, `term` a link to the glossary's entry, `func`, `class` and the other
 * objects' roles their name as code; a role Octavo does not know keeps its text, and is warned about once a file.
 */
export const pandocInterpretedText = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('pandoc_inline_attributes', 'pandoc_interpreted_text', (state) => {
    for (const block of state.tokens) {
      if (block.children) readRoles(block.children, block, state.env as InterpretedTextEnv, false);
    }
  });
};

/**
 * The roles among a paragraph's tokens, and in its images' descriptions (`inText`): a figure's caption, which
 * scipy-lectures writes with a `:download:` in it, is the picture's text, so the role is its words alone there.
 */
function readRoles(children: Token[], block: Token, env: InterpretedTextEnv, inText: boolean): void {
  children.forEach((token, index) => {
    if (token.type === 'image' && token.children) readRoles(token.children, block, env, true);
    const role = token.type === 'code_inline' ? token.attrGet('data-role') : null;
    if (
      role === null ||
      !String(token.attrGet('class') ?? '')
        .split(' ')
        .includes(INTERPRETED_TEXT)
    )
      return;
    const before = children[index - 1];
    const domain = before?.type === 'text' ? DOMAIN_BEFORE.exec(before.content) : null;
    if (domain) before!.content = before!.content.slice(0, domain.index + domain[1]!.length);
    const name = domain ? `${domain[2]}:${role}` : String(role);
    const printed = roleHtml(name, token.content.trim(), { titles: true });
    token.tag = '';
    token.attrs = null;
    if (inText) {
      token.type = 'text';
      token.content = wordsOf(printed.html) || token.content.replace(/\s*<[^<>]*>$/, '');
    } else {
      token.type = 'myst_role';
      token.content = printed.html;
    }
    const breaks = children.slice(0, index).filter((child) => /^(soft|hard)break$/.test(child.type));
    if (printed.note)
      (env.mystNotes ??= []).push({
        line: (block.map?.[0] ?? 0) + 1 + breaks.length,
        subject: `:${name}:`,
        text: printed.note,
      });
    if (printed.known || env.unknownSphinxRoles?.has(name)) return;
    (env.unknownSphinxRoles ??= new Set()).add(name);
    (env.mystNotes ??= []).push({
      line: (block.map?.[0] ?? 0) + 1 + breaks.length,
      subject: `:${name}:`,
      text:
        `is a Sphinx role Octavo does not know (pandoc wrote it as code of class ${INTERPRETED_TEXT}): its ` +
        'text is printed as it stands, here and wherever else the file uses it; write in Markdown what the ' +
        'role made of it',
    });
  });
}

/** The words of a role's HTML: its tags left out, its characters unescaped. */
function wordsOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}
