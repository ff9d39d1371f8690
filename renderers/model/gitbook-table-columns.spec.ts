import { parseHtml, serializeHtml } from '../dom/html-dom';
import { showGitBookTableColumns } from './gitbook-table-columns';

const shown = (html: string) => {
  const nodes = parseHtml(html);
  showGitBookTableColumns(nodes);
  return serializeHtml(nodes);
};

describe('GitBook tables in a book', () => {
  it('show a cards view as GitBook shows it: each card its words, linked to its target, no hidden column', () => {
    // As GitBook's editor writes a cards block into a Git Sync page.
    const cards =
      '<table data-view="cards"><thead><tr><th></th><th></th><th data-hidden data-card-target data-type="content-ref"></th>' +
      '<th data-hidden data-card-cover data-type="files"></th></tr></thead><tbody>' +
      '<tr><td><strong>Quickstart</strong></td><td>Call getSlot in five minutes</td><td><a href="quickstart.md">quickstart.md</a></td>' +
      '<td><a href=".gitbook/assets/cover.png">cover.png</a></td></tr>' +
      '<tr><td><strong>API</strong></td><td>Every method</td><td><a href="api/README.md">api</a></td><td></td></tr>' +
      '<tr><td><a href="https://example.com">Site</a></td><td>Elsewhere</td><td><a href="faq.md">faq.md</a></td><td></td></tr>' +
      '</tbody></table>';
    expect(shown(cards)).toBe(
      '<table data-view="cards"><tbody>' +
        '<tr><td><a href="quickstart.md"><strong>Quickstart</strong></a></td><td>Call getSlot in five minutes</td></tr>' +
        '<tr><td><a href="api/README.md"><strong>API</strong></a></td><td>Every method</td></tr>' +
        '<tr><td><a href="https://example.com">Site</a></td><td>Elsewhere</td></tr>' +
        '</tbody></table>',
    );
  });

  it("drop a table's hidden columns and keep its header when it has words", () => {
    const table =
      '<table><thead><tr><th>Name</th><th data-hidden>Internal id</th><th>Type</th></tr></thead>' +
      '<tbody><tr><td>slot</td><td>17</td><td>number</td></tr></tbody></table>';
    expect(shown(table)).toBe(
      '<table><thead><tr><th>Name</th><th>Type</th></tr></thead>' +
        '<tbody><tr><td>slot</td><td>number</td></tr></tbody></table>',
    );
  });

  it('leave a table that hides nothing as written', () => {
    const table =
      '<table><thead><tr><th></th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(shown(table)).toBe(table);
  });
});
