import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { renderTocList } from './generated-content';

describe('openSummaryParts', () => {
  const files = {
    'SUMMARY.md': [
      '# Summary',
      '',
      '# Basics',
      '',
      '- [Saws](saws.md)',
      '',
      '# Closing',
      '',
      '- [Thanks](thanks.md)',
      '- [Glossary](glossary.md)',
      '- [Further tools](tools.md)',
      '',
      '# Reference',
      '',
      '- [Planes](planes.md)',
      '- [Bibliography](bibliography.md)',
    ].join('\n'),
    'saws.md': '# Saws\n\nCut.\n',
    'thanks.md': '# Thanks\n\nTo all.\n',
    'glossary.md': '# Glossary\n\nKerf\n: the cut.\n',
    'tools.md': '# Further tools\n\nChisels.\n',
    'planes.md': '# Planes\n\nSmooth.\n',
    'bibliography.md': '# Bibliography\n\nBooks.\n',
  };
  const listed = ['saws.md', 'thanks.md', 'glossary.md', 'tools.md', 'planes.md', 'bibliography.md'];

  it("keeps a back-matter page SUMMARY.md lists between a part's chapters in that part, where the contents list it", async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: listed, formats: {} },
      { bookName: 'x' },
    );
    const partOf = (title: string) => {
      const division = model.divisions.find((d) => d.title === title)!;
      return model.divisions.find((d) => d.id === division.partId)?.title;
    };
    expect(model.divisions.find((d) => d.title === 'Glossary')?.kind).toBe('glossary');
    expect(partOf('Glossary')).toBe('Closing');
    expect(partOf('Further tools')).toBe('Closing');
    // Last in its part, back matter stays after the parts, as before.
    expect(partOf('Bibliography')).toBeUndefined();
    const contents = renderTocList(model, (id) => `#${id}`).replace(/<[^>]+>/g, ' ');
    expect(contents.replace(/\s+/g, ' ').trim()).toMatch(
      /Closing .*Thanks .*Glossary .*Further tools .*Reference/,
    );
  });
});
