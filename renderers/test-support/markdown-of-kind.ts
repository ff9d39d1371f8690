import { markdownToHtml, type MarkdownFileKind } from '../sources/markdown';

/** A page's HTML as markdownToHtml prints a Markdown file of this kind (R Markdown, Quarto, pandoc's, MyST). */
export function markdownOfKind(text: string, kind: MarkdownFileKind): string {
  return markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, kind);
}

/** A page of a Leanpub manuscript as markdownToHtml prints it. */
export function leanpubMarkdown(text: string): string {
  return markdownToHtml(text, undefined, undefined, undefined, true);
}
