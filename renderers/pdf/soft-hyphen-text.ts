import { PDFDocument } from 'pdf-lib';
import { DeferredFlateStream, pageContents } from './native-deflate';

const SOFT_HYPHEN_SPAN = /\/ActualText\s*<feff00ad>/gi;

/**
 * Chromium marks every soft hyphen (build-time hyphenation puts one between syllables) as a span
 * whose ActualText is U+00AD, including the ones inside words that did not break there: copying,
 * searching and screen readers then got "hy­phen­ation" with invisible characters in every long word.
 * Their ActualText is made empty, so the text layer reads as the words do; a hyphen drawn at a line
 * end stays a visible "-".
 */
export function dropSoftHyphenText(doc: PDFDocument): void {
  const context = doc.context;
  for (const { ref, text } of pageContents(doc)) {
    if (!SOFT_HYPHEN_SPAN.test(text)) continue;
    SOFT_HYPHEN_SPAN.lastIndex = 0;
    const edited = text.replace(SOFT_HYPHEN_SPAN, '/ActualText ()');
    context.assign(ref, DeferredFlateStream.of(context, Buffer.from(edited, 'latin1')));
  }
}
