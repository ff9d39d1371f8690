import { DomNode, element, ElementNode } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';

/** The book's values Atlas filled into `{{ … }}` in HTMLBook files. */
export interface PlaceholderValues {
  title?: string;
  subtitle?: string;
  authors?: string[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;
/** Never filled: code shows `{{ … }}` as written (template languages are common in technical books). */
export const VERBATIM = new Set([
  'pre',
  'code',
  'kbd',
  'samp',
  'tt',
  'script',
  'style',
  'math',
  'svg',
  'textarea',
]);

/**
 * Atlas's templated HTMLBook files, as Atlas made them: a file whose whole body is `{{ toc }}` or `{{ index }}`
 * is the generated contents or index (it would otherwise become a chapter of its own and move every chapter's
 * number), and `{{ title }}`, `{{ subtitle }}`, `{{ author }}`/`{{ authors }}` take the book's values. Any other
 * `{{ name }}` is printed as written and said once per file. Returns the file's nodes.
 *
 * Atlas filled the templates in the HTMLBook it made of every source, so an AsciiDoc or Markdown file of only
 * `{{ toc }}` (the Atom Flight Manual's `book/toc.asc`) is the generated contents too; `onlyGenerated` leaves
 * any other `{{ … }}` in such a file alone (templating languages' braces are common in prose about them).
 */
export function fillAtlasPlaceholders(
  nodes: DomNode[],
  values: PlaceholderValues,
  file: string,
  warnings: BookWarning[],
  onlyGenerated = false,
): DomNode[] {
  const generated = generatedPlaceholder(nodes);
  if (generated === 'toc') return [element('nav', { 'data-type': 'toc' })];
  if (generated === 'index') return [element('section', { 'data-type': 'index' })];
  dropPlaceholdersOfGeneratedDivisions(nodes);
  if (onlyGenerated) return nodes;

  const known: Record<string, string | undefined> = {
    title: values.title,
    subtitle: values.subtitle,
    author: values.authors?.join(', '),
    authors: values.authors?.join(', '),
  };
  const unfilled = new Set<string>();
  const visit = (list: DomNode[], parent: ElementNode | undefined) => {
    for (const node of list) {
      if (node.type === 'element') {
        if (!VERBATIM.has(node.name)) visit(node.children, node);
        continue;
      }
      if (!node.value.includes('{{')) continue;
      node.value = node.value.replace(PLACEHOLDER, (written, name: string) => {
        const value = known[name.toLowerCase()];
        if (value !== undefined && value !== '') return value;
        if (!unfilled.has(name)) {
          unfilled.add(name);
          warnings.push(
            warning(
              'source',
              parent?.loc ?? file,
              `${written} is Atlas template markup Octavo does not fill` +
                (name.toLowerCase() in known ? ' (the book sets no such value)' : '') +
                ' (it fills {{ title }}, {{ subtitle }}, {{ authors }}, and a file of only {{ toc }} or {{ index }}); ' +
                'it is printed as written',
              written,
            ),
          );
        }
        return written;
      });
    }
  };
  visit(nodes, undefined);
  return nodes;
}

/** `toc` or `index` when the nodes are nothing but Atlas's `{{ toc }}` or `{{ index }}` (at most in a paragraph). */
function generatedPlaceholder(nodes: DomNode[]): string | undefined {
  const whole = onlyText(nodes)?.trim();
  return whole ? /^\{\{\s*(toc|index)\s*\}\}$/.exec(whole)?.[1] : undefined;
}

/**
 * `<section data-type="index"><h1>Index</h1><p>{{ index }}</p></section>` (The Nature of Code's Atlas index file):
 * the placeholder beside the title of the division it stands for says again what the division is. Octavo writes
 * that division's contents itself, so the placeholder is dropped, never printed or warned about.
 */
function dropPlaceholdersOfGeneratedDivisions(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (node.type !== 'element' || VERBATIM.has(node.name)) continue;
    const type = node.attrs.get('data-type');
    if (type === 'toc' || type === 'index')
      node.children = node.children.filter((child) => generatedPlaceholder([child]) !== type);
    else dropPlaceholdersOfGeneratedDivisions(node.children);
  }
}

/** The text of nodes that hold nothing but text, at most inside one paragraph or section; undefined otherwise. */
function onlyText(nodes: DomNode[]): string | undefined {
  const content = nodes.filter((node) => node.type === 'element' || node.value.trim() !== '');
  if (content.length !== 1) return undefined;
  const [node] = content;
  if (node!.type === 'text') return node!.value;
  if (node!.name !== 'p' && node!.name !== 'section' && node!.name !== 'div') return undefined;
  return onlyText(node!.children);
}
