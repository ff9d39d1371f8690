import hljs from 'highlight.js';
import { DomNode, ElementNode, parseHtml, textContent, walkElements } from '../dom/html-dom';

const LANGUAGE_CLASS = /^(?:language|lang)-(.+)$/;

function languageOf(pre: ElementNode, code: ElementNode | undefined): string | undefined {
  const declared = pre.attrs.get('data-code-language') ?? code?.attrs.get('data-lang');
  if (declared) return declared.trim().toLowerCase();
  for (const el of [code, pre]) {
    for (const name of (el?.attrs.get('class') ?? '').split(/\s+/)) {
      const match = LANGUAGE_CLASS.exec(name);
      if (match) return match[1].toLowerCase();
    }
  }
  return undefined;
}

/**
 * Highlights `<pre>` blocks whose language is declared (fence info, `language-x` class, or HTMLBook
 * `data-code-language`). No guessing: an undeclared or unknown language stays plain.
 */
export function highlightCodeBlocks(nodes: DomNode[]): void {
  walkElements(nodes, (pre) => {
    if (pre.name !== 'pre') return;
    const elementChildren = pre.children.filter((c): c is ElementNode => c.type === 'element');
    const code =
      elementChildren.length === 1 && elementChildren[0].name === 'code' ? elementChildren[0] : undefined;
    const language = languageOf(pre, code);
    if (!language || !hljs.getLanguage(language)) return;
    // Only plain-text blocks: callouts or other markup inside a listing would be lost.
    const target = code ?? pre;
    if (target.children.some((c) => c.type === 'element')) return;
    const highlighted = hljs.highlight(textContent(target), { language, ignoreIllegals: true }).value;
    target.children = parseHtml(highlighted);
    pre.attrs.set('data-code-language', language);
    const classes = new Set((target.attrs.get('class') ?? '').split(/\s+/).filter(Boolean));
    classes.add('hljs');
    target.attrs.set('class', [...classes].join(' '));
  });
}
