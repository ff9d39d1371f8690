import { formatWarning } from '../warnings';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

const build = (files: Record<string, string>, listed: string[]) =>
  buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'x' });

/** 0xn3va's cheat sheets: a page that opens with text and writes its sections as # headings. */
const sandbox = {
  'SUMMARY.md': '# Summary\n\n* [Intro](README.md)\n* [Application Sandbox](sandbox.md)\n',
  'README.md': '# Intro\n\nHello.\n',
  'sandbox.md':
    'Android isolates apps.\n\n# Protections\n\nSELinux.\n\n## Policies\n\nRules.\n\n# References\n\nLinks.\n',
};

describe('A GitBook page that does not open with its title', () => {
  it('is titled as SUMMARY.md names it, its # headings its sections, with no warning', async () => {
    const model = await build(sandbox, ['README.md', 'sandbox.md']);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', 'Application Sandbox']);
    const page = model.divisions[1]!;
    expect(page.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Protections'],
      [2, 'Policies'],
      [1, 'References'],
    ]);
    expect(page.html.indexOf('Android isolates apps')).toBeGreaterThan(
      page.html.indexOf('Application Sandbox'),
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('is titled so when it has no heading at all', async () => {
    const model = await build({ ...sandbox, 'sandbox.md': 'Android isolates apps.\n' }, [
      'README.md',
      'sandbox.md',
    ]);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', 'Application Sandbox']);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('keeps its own title when it opens with one, outside Git Sync', async () => {
    const model = await build({ ...sandbox, 'sandbox.md': '# Isolation\n\nAndroid isolates apps.\n' }, [
      'README.md',
      'sandbox.md',
    ]);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', 'Isolation']);
  });
});

describe("A Git Sync book's page (.gitbook.yaml)", () => {
  const gitSync = { ...sandbox, '.gitbook.yaml': 'structure:\n  readme: README.md\n' };

  it('is titled as SUMMARY.md names it when its opening # heading is another: that heading is a section', async () => {
    const files = {
      ...gitSync,
      'sandbox.md': '# Overview\n\nAndroid isolates apps.\n\n# Protections\n\nSELinux.\n',
    };
    const model = await build(files, ['README.md', 'sandbox.md']);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', 'Application Sandbox']);
    expect(model.divisions[1]!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Overview'],
      [1, 'Protections'],
    ]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('keeps an opening # heading that is its SUMMARY.md name as its title, once; later # headings are sections', async () => {
    const files = {
      ...gitSync,
      'sandbox.md': '# Application sandbox\n\nAndroid isolates apps.\n\n# Protections\n\nSELinux.\n',
    };
    const model = await build(files, ['README.md', 'sandbox.md']);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', 'Application sandbox']);
    expect(model.divisions[1]!.html.match(/Application sandbox/gi)).toHaveLength(1);
    expect(model.divisions[1]!.sections.map((s) => [s.level, s.title])).toEqual([[1, 'Protections']]);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});

// yeasy's docker_practice: CONTRIBUTING.md opens with `## 如何贡献` in a book of # chapters.
describe('A GitBook page of ## headings only', () => {
  it('is one chapter, with no warning to write its headings as # chapters', async () => {
    const files = {
      'SUMMARY.md': '# Summary\n\n* [Intro](README.md)\n* [如何贡献](CONTRIBUTING.md)\n',
      'README.md': '# Intro\n\nHello.\n',
      'CONTRIBUTING.md': '## 如何贡献\n\n欢迎。\n\n## 提交\n\n文字。\n',
    };
    const model = await build(files, ['README.md', 'CONTRIBUTING.md']);
    expect(model.divisions.map((d) => d.title)).toEqual(['Intro', '如何贡献']);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
