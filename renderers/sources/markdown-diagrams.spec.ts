import { formatWarning } from '../warnings';
import { BookWarning } from '../warnings';
import { warnAboutDiagramFences } from './markdown-diagrams';

describe('warnAboutDiagramFences', () => {
  it('names each listing written in a diagram language at its line, and no other listing', () => {
    const text = [
      '# Shelves',
      '',
      '```mermaid',
      'graph LR',
      '  A --> B',
      '```',
      '',
      '````markdown',
      '```plantuml',
      '````',
      '',
      '~~~ PlantUML',
      '@startuml',
      '~~~',
      '',
      '```{mermaid}',
      'graph TD',
      '```',
      '',
      '```{.graphviz}',
      'digraph {}',
      '```',
      '',
      '```js',
      'draw();',
      '```',
    ].join('\n');
    const warnings: BookWarning[] = [];
    warnAboutDiagramFences(text, (line) => line + 10, 'ch01.md', warnings);
    expect(warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch01\.md:13: the ```mermaid listing is a diagram .* !\[Description\]\(diagram\.svg\)/,
      ),
      expect.stringMatching(/^ch01\.md:22: the ```PlantUML listing is a diagram/),
      expect.stringMatching(/^ch01\.md:30: the ```graphviz listing is a diagram/),
    ]);
  });

  it("names mdbook-svgbob's ```bob listing as it names ```svgbob", () => {
    const warnings: BookWarning[] = [];
    warnAboutDiagramFences('```bob\n+--+\n```\n\n```svgbob\n+--+\n```\n', (line) => line, 'ch.md', warnings);
    expect(warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch\.md:1: the ```bob listing is a diagram/),
      expect.stringMatching(/^ch\.md:5: the ```svgbob listing is a diagram/),
    ]);
  });
});
