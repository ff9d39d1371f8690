import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// As krahets/hello-algo: each listing is a line its build script replaces with code from codes/, its mkdocs.yml's
// docs_dir the folder that script writes.
const listing = (name: string, func: string) =>
  `\`\`\`src\n[file]{${name}}-[class]{}-[func]{${func}}\n\`\`\`\n`;
const tree = [
  '# Binary tree traversal',
  '',
  'Level by level:',
  '',
  listing('binary_tree_bfs', 'level_order'),
  'Depth first:',
  '',
  listing('binary_tree_dfs', 'pre_order'),
  listing('binary_tree_dfs', 'post_order'),
].join('\n');

async function placeholderWarnings(files: Record<string, string>): Promise<string[]> {
  const listed = Object.keys(files).filter((path) => path.endsWith('.md'));
  const model = await buildBookModel(
    memorySource(files),
    { files: listed, formats: {} },
    { bookName: 'ann/algo' },
  );
  return model.warnings.map(formatWarning).filter((text) => text.includes('placeholder'));
}

describe("a line the book's own build script replaces with code", () => {
  it("is said once for each file, with the count of the others, and mkdocs.yml's generated docs_dir", async () => {
    const warnings = await placeholderWarnings({
      'mkdocs.yml': 'site_name: Hello Algo\ndocs_dir: ../build/en/docs\n',
      'docs/tree.md': tree,
      'docs/heap.md': `# Heap\n\nBuilding it:\n\n${listing('my_heap', 'sift_down')}`,
      'codes/python/binary_tree_bfs.py': 'def level_order(root):\n    pass\n',
    });
    const why =
      "is a placeholder that the book's own build script replaces with code, when it makes the pages of its site; " +
      "Octavo does not run the book's scripts, so the line is printed as written. mkdocs.yml's docs_dir, " +
      "../build/en/docs, is the folder that build makes, not in the repository: run the book's build, commit the " +
      'pages it makes, and list those in platform.json instead';
    expect(warnings).toEqual([
      `docs/tree.md:6: the line [file]{binary_tree_bfs}-[class]{}-[func]{level_order} (and 2 more in this file) ${why}`,
      `docs/heap.md:6: the line [file]{my_heap}-[class]{}-[func]{sift_down} ${why}`,
    ]);
  });

  it('is said without a docs_dir where the book has no MkDocs configuration', async () => {
    expect(await placeholderWarnings({ 'tree.md': tree })).toEqual([
      'tree.md:6: the line [file]{binary_tree_bfs}-[class]{}-[func]{level_order} (and 2 more in this file) ' +
        "is a placeholder that the book's own build script replaces with code, when it makes the pages of its " +
        "site; Octavo does not run the book's scripts, so the line is printed as written: run the book's build, " +
        'commit the pages it makes, and list those in platform.json instead',
    ]);
  });

  it('is not said of a listing that shows such a line among code', async () => {
    const shown = '# Markup\n\n```text\nWrite a line such as\n[file]{name}-[class]{}-[func]{f}\n```\n';
    expect(await placeholderWarnings({ 'markup.md': shown })).toEqual([]);
  });
});
