import { memorySource } from '../test-support/memory-source';
import { BookWarning, formatWarning } from '../warnings';
import { readMetadataContents, sectionTree } from './contents-depth';

const section = (title: string, level: number) => ({ id: title.toLowerCase(), title, level });

describe('sectionTree', () => {
  const sections = [
    section('Types', 1),
    section('Gas', 2),
    section('Burners', 3),
    section('Flues', 3),
    section('Care', 1),
    section('Floors', 3),
  ];
  const titles = (depth: number) => {
    const list = (nodes: ReturnType<typeof sectionTree>): unknown[] =>
      nodes.map((node) =>
        node.children.length ? [node.section.title, list(node.children)] : node.section.title,
      );
    return list(sectionTree(sections, depth));
  };

  it.each([
    [0, []],
    [1, ['Types', 'Care']],
    [2, [['Types', ['Gas']], 'Care']],
    [
      3,
      [
        ['Types', [['Gas', ['Burners', 'Flues']]]],
        ['Care', ['Floors']],
      ],
    ],
  ])('lists %i levels, each section under the nearest shallower one before it', (depth, expected) => {
    expect(titles(depth)).toEqual(expected);
  });
});

describe('readMetadataContents', () => {
  const read = async (files: Record<string, string>) => {
    const warnings: BookWarning[] = [];
    const listed = Object.keys(files);
    const { depth, title } = await readMetadataContents(listed, memorySource(files), warnings);
    return { depth, ...(title ? { title } : {}), warnings: warnings.map(formatWarning) };
  };

  it('reads toc-depth from the first listed metadata file or front matter that sets it, below the chapters', async () => {
    expect(await read({ 'meta.yaml': 'title: A\n', 'a.md': '---\ntoc-depth: 3\n---\n# A\n' })).toEqual({
      depth: 2,
      warnings: [],
    });
    expect(await read({ 'meta.yaml': 'toc-depth: "1"\n', 'a.md': '---\ntoc-depth: 3\n---\n# A\n' })).toEqual({
      depth: 0,
      warnings: [],
    });
    expect(await read({ 'a.md': '# A\n\ntoc-depth: 3 in prose\n' })).toEqual({
      depth: undefined,
      warnings: [],
    });
  });

  it('warns at its line of a value that is no number of levels, and lists the default depth', async () => {
    const { depth, warnings } = await read({ 'meta.yaml': 'title: A\ntoc-depth: deep\n' });
    expect(depth).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^meta\.yaml:2: .*toc-depth: "deep" is not a number/)]);
  });
});
