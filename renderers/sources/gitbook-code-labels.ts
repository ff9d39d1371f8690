import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';
import { fencedLines } from './fenced-lines';

/**
 * `{% filename %}blog/views.py{% endfilename %}` alone on its line, or behind the quote marks and indentation of the
 * quotation or list item that holds its listing.
 */
const LABEL_LINE = /^([\s>]*)\{%-?\s*filename\s*-?%\}(.*?)\{%-?\s*endfilename\s*-?%\}\s*$/;

/**
 * GitBook's codeblock-label plugin names the file a listing belongs in (or where to type it, "command-line") on the
 * line above it: `{% filename %}blog/views.py{% endfilename %}`. Octavo printed the tags around the name. The line
 * becomes the title that heads the block below it (AsciiDoc's `.Title`, kept on the listing's page), unnumbered as
 * the plugin shows it, its markup kept as the plugin keeps it (an icon's). The blank line after it ends the HTML
 * block, so the listing below is still read as one.
 */
export function expandGitBookCodeLabels(
  text: string,
  writtenLine: (line: number) => number,
): ExpandedMarkdown {
  if (!text.includes('endfilename')) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  let labelled = false;
  const produced = lines.map((line, index) => {
    const label = inFence[index] ? null : LABEL_LINE.exec(line);
    if (!label) return [line];
    labelled = true;
    const [, container = '', name = ''] = label;
    return [`${container}<div class="title listing-file-name">${name.trim()}</div>`, container.trimEnd()];
  });
  return labelled ? expandedLines(produced, writtenLine) : { text, lineOf: writtenLine };
}
