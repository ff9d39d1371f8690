import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

/** AxonIQ's reference guide: release notes nested three levels deep, then `## Guide` parts. */
const page = (title: string) => `# ${title}\n\nText of ${title}.\n\n## Release 1.0\n\nNotes.\n`;
const files = {
  'SUMMARY.md': [
    '# Summary',
    '',
    '* [Welcome](README.md)',
    '* [Release Notes](rn.md)',
    '  * [Kafka](kafka.md)',
    '    * [Major Releases](kafka-major.md)',
    '  * [Mongo](mongo.md)',
    '    * [Major Releases](mongo-major.md)',
    '',
    '## Guide',
    '',
    '* [Start](start.md)',
  ].join('\n'),
  'README.md': page('Welcome'),
  'rn.md': page('Release Notes'),
  'kafka.md': page('Kafka'),
  'kafka-major.md': page('Major Releases'),
  'mongo.md': page('Mongo'),
  'mongo-major.md': page('Major Releases'),
  'start.md': page('Start'),
};
const listed = ['README.md', 'rn.md', 'kafka.md', 'kafka-major.md', 'mongo.md', 'mongo-major.md', 'start.md'];
const build = (book: Record<string, string>) =>
  buildBookModel(memorySource(book), { files: listed, formats: {} }, { bookName: 'x' });

describe('A GitBook SUMMARY.md with part titles', () => {
  it('keeps the pages it nests below a page as sections of it, a level down a depth', async () => {
    const model = await build(files);
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Welcome'],
      ['chapter', 'Release Notes'],
      ['part', 'Guide'],
      ['chapter', 'Start'],
    ]);
    // The contents keep two levels; the pages' own sections are a level below, as their h4 headings.
    expect(model.divisions[1]!.html.match(/<h4[^>]*>Release 1\.0/g)).toHaveLength(2);
    expect(model.divisions[1]!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Release 1.0'],
      [1, 'Kafka'],
      [2, 'Release 1.0'],
      [2, 'Major Releases'],
      [1, 'Mongo'],
      [2, 'Release 1.0'],
      [2, 'Major Releases'],
    ]);
  });
});

describe('A GitBook SUMMARY.md without part titles', () => {
  it("keeps a group's chapters and the pages nested below them as their sections", async () => {
    const summary = files['SUMMARY.md']
      .replace('## Guide\n\n', '')
      .replace('* [Start](start.md)', '* [Guide](start.md)\n  * [Step](step.md)');
    const model = await buildBookModel(
      memorySource({ ...files, 'SUMMARY.md': summary, 'step.md': page('Step') }),
      { files: [...listed, 'step.md'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Welcome'],
      ['part', 'Release Notes'],
      ['chapter', 'Kafka'],
      ['chapter', 'Mongo'],
      ['part', 'Start'],
      ['chapter', 'Step'],
    ]);
    expect(model.divisions[2]!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Release 1.0'],
      [1, 'Major Releases'],
      [2, 'Release 1.0'],
    ]);
  });
});
