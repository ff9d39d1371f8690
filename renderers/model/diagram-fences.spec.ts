import { serializeHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { convertSource } from './read-source';

describe('Mermaid fences in Markdown', () => {
  const convert = async (text: string) => {
    const read = await convertSource('guide/flows.md', Buffer.from(text), 'markdown', memorySource({}));
    return { html: serializeHtml(read.nodes), warnings: read.warnings };
  };

  it('prints the diagram as its source and says so at its line, with how to have the diagram', async () => {
    const { html, warnings } = await convert(
      [
        '# Flows',
        '',
        'The kettle talks to the stove:',
        '',
        '```mermaid',
        'sequenceDiagram',
        '    Kettle->>Stove: heat please',
        '```',
        '',
        '~~~mermaid',
        'graph TD; A-->B',
        '~~~',
      ].join('\n'),
    );
    expect(html).toContain('Kettle-&gt;&gt;Stove: heat please');
    expect(warnings).toEqual([
      expect.objectContaining({ kind: 'source', file: 'guide/flows.md', line: 5, subject: 'mermaid' }),
      expect.objectContaining({ kind: 'source', file: 'guide/flows.md', line: 10, subject: 'mermaid' }),
    ]);
    expect(warnings[0]!.text).toMatch(
      /Mermaid diagram.*printed as a listing.*!\[Description\]\(diagram\.svg\)/,
    );
  });

  it('says nothing of other listings, nor of a diagram language named in prose or inline code', async () => {
    const { warnings } = await convert(
      '# Plain\n\nWrite `mermaid` after the fence.\n\n```text\nmermaid\n```\n\n```go\nfunc main() {}\n```\n',
    );
    expect(warnings).toEqual([]);
  });
});
