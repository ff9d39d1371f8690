import { escapeAttribute, escapeText } from '../dom/escape';
import type { BookWarning } from '../warnings';
import { directionAttribute, TextDirection } from '../typography/text-direction';

/*
 * Apart from the renderer that makes a preview: the server writes the page around one a thread rendered,
 * without loading the renderer stack.
 */

export interface ChapterPreview {
  /** The file's divisions as the HTML format renders them (links and images pointed as asked). */
  html: string;
  /** The book's web styles: Octavo's defaults, then the book's theme. */
  css: string;
  lang: string;
  direction: TextDirection;
  title: string;
  /** Problems in this file (and what it includes), with file:line. */
  warnings: BookWarning[];
  /** The file is one of the book's listed sources. */
  listed: boolean;
}

/** A whole HTML document for a preview frame: styles inline, no script. */
export function previewDocument(preview: ChapterPreview): string {
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(preview.lang)}"${directionAttribute(preview.direction)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeText(preview.title)}</title>
<style>${preview.css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body class="octavo-preview">
<div class="site-page"><main id="content">
${preview.html || '<p class="preview-empty">This file has no content to show yet.</p>'}
</main></div>
</body>
</html>
`;
}
