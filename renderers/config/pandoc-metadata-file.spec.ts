import { loadPlatformConfig } from './load-platform-config';
import { readMetadataFile } from './pandoc-metadata-file';
import { BookSource } from '../types';
import { formatWarning } from '../warnings';

function memorySource(files: Record<string, string>): BookSource {
  return {
    readFile: async (path) => (path in files ? Buffer.from(files[path]!) : null),
  } as BookSource;
}

describe('readMetadataFile', () => {
  it('reads bare YAML and every way pandoc takes authors', () => {
    expect(readMetadataFile('title: A Book\nauthor: [Ann, {name: Bob}]\ndate: 2020-05-01\n')).toEqual({
      ok: true,
      metadata: { title: 'A Book', authors: ['Ann', 'Bob'], date: '2020-05-01' },
    });
    expect(readMetadataFile('---\nauthor: Ann Lee\n...\n')).toEqual({
      ok: true,
      metadata: { authors: ['Ann Lee'] },
    });
  });

  it('leaves out what is wholly inline R and keeps the rest of a value, saying which expression it dropped', () => {
    const read = readMetadataFile(
      [
        'title: "`r params$name`"',
        'subtitle: "Report, `r format(Sys.Date(), \'%Y\')`"',
        'author: ["Ann Lee", "`r whoami::fullname()`"]',
        'date: "`r Sys.Date()`"',
        '',
      ].join('\n'),
    );
    expect(read).toEqual({
      ok: true,
      metadata: { subtitle: 'Report', authors: ['Ann Lee'] },
      unrun: [
        { key: 'title', expression: '`r params$name`' },
        { key: 'subtitle', expression: "`r format(Sys.Date(), '%Y')`", kept: 'Report' },
        { key: 'authors', expression: '`r whoami::fullname()`' },
        { key: 'date', expression: '`r Sys.Date()`' },
      ],
    });
  });

  it('says on which line YAML is broken', () => {
    expect(readMetadataFile('title: A Book\nauthor: [Ann\n')).toMatchObject({ ok: false, line: 3 });
  });
});

describe('loadPlatformConfig with a listed metadata file', () => {
  it('keeps what the config says, fills the rest, and warns at the line of broken YAML', async () => {
    const good = await loadPlatformConfig(
      memorySource({
        'platform.json': JSON.stringify({ title: 'Own Title', files: ['meta.yml', 'a.md'] }),
        'meta.yml': 'title: Other\nauthor: Ann\n',
      }),
    );
    expect(good.ok && good.config).toMatchObject({ title: 'Own Title', authors: ['Ann'] });
    const bad = await loadPlatformConfig(
      memorySource({
        'platform.json': JSON.stringify({ files: ['meta.yml', 'a.md'] }),
        'meta.yml': 'title: "Unclosed\nauthor: Ann\n',
      }),
    );
    expect(bad.ok && bad.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^meta\.yml:\d+: the book's metadata file is not valid YAML \(.+\); .*correct the YAML/,
      ),
    ]);
  });
});
