import { serializeHtml } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { formatWarning } from '../warnings';
import { memorySource } from './memory-source';

/** One Markdown page, `page.md`, converted alone as a book converts it: its HTML and its warnings as printed. */
export async function convertMarkdownPage(text: string): Promise<{ html: string; warnings: string[] }> {
  const read = await convertSource(
    'page.md',
    Buffer.from(text),
    'markdown',
    memorySource({ 'page.md': text }),
  );
  return { html: serializeHtml(read.nodes), warnings: read.warnings.map(formatWarning) };
}
