import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { loadPlatformConfig } from './load-platform-config';

const atlas = (files: string[]) => JSON.stringify({ title: 'Mastering Bitcoin', files }, null, 2);

describe('a listed file renamed to another extension of its format', () => {
  it('is built from the renamed file, warned at its entry in the config', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'atlas.json': atlas(['titlepage.html', 'preface.asciidoc', 'ch01_intro.adoc']),
        'titlepage.html': '<section data-type="titlepage"><h1>Mastering Bitcoin</h1></section>',
        'preface.adoc': '[preface]\n== Preface\n\nText.\n',
        'ch01_intro.adoc': '== Introduction\n\nText.\n',
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.config.files).toEqual(['titlepage.html', 'preface.adoc', 'ch01_intro.adoc']);
    expect(result.warnings.map(formatWarning)).toEqual([
      'atlas.json:5: "preface.asciidoc" (files[1]) does not exist at this commit; preface.adoc, the same name ' +
        'with another extension, is built in its place: write "preface.adoc" in atlas.json',
    ]);
  });

  it.each([
    ['no file of that name', { 'ch02.adoc': '== Two' }],
    ['only a file of another format', { 'preface.md': '# Preface' }],
    ['two candidates', { 'preface.adoc': '== P', 'preface.asc': '== P' }],
  ])('is left to the build to refuse when there is %s', async (_case, files) => {
    const result = await loadPlatformConfig(
      memorySource({
        'atlas.json': atlas(['preface.asciidoc', 'ch02.adoc']),
        'ch02.adoc': '== Two',
        ...files,
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.config.files).toEqual(['preface.asciidoc', 'ch02.adoc']);
    expect(result.warnings).toEqual([]);
  });

  it('is left alone when the renamed file is listed too', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'atlas.json': atlas(['preface.asciidoc', 'preface.adoc']),
        'preface.adoc': '== Preface',
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.config.files).toEqual(['preface.asciidoc', 'preface.adoc']);
  });
});
