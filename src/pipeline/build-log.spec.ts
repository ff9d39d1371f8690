import { warning } from '../../renderers';
import type { BuildRequestedData } from '../domain/build';
import { buildLogText, countedWarnings } from './build-log';

const build: BuildRequestedData = {
  buildId: 7,
  projectId: 'p',
  project: 'ann/book',
  branch: 'master',
  commit: 'c0ffee',
  formats: ['pdf'],
  requestedBy: 'u',
};

describe('buildLogText', () => {
  it('lists every warning once, as file:line: text, under a header naming the build', () => {
    const missing = warning(
      'image-missing',
      { file: 'ch01.adoc', line: 3 },
      'image a.png not found',
      'a.png',
    );
    const outcome = {
      warnings: [missing, missing, warning('config', { file: 'atlas.json', line: 9 }, 'unknown key "x"')],
    };
    expect(buildLogText(build, 'pdf', outcome)).toBe(
      [
        'Octavo build 7 · pdf · ann/book · branch master · commit c0ffee',
        'Result: completed, 2 warnings',
        '',
        'ch01.adoc:3: image a.png not found',
        'atlas.json:9: unknown key "x"',
        '',
      ].join('\n'),
    );
    expect(countedWarnings(outcome)).toBe(2);
  });

  it("lists a file's warnings together and by line, files in the order they first come", () => {
    const outcome = {
      warnings: [
        warning('asciidoc', { file: 'ch04.adoc', line: 124 }, 'included file build.sh does not exist'),
        warning('asciidoc', { file: 'appa.adoc', line: 592 }, 'tag never ended'),
        warning('asciidoc', { file: 'appa.adoc', line: 328 }, 'section title out of sequence'),
        warning('index-term', undefined, 'no source marks an index term'),
        warning('image-missing', { file: 'ch04.adoc', line: 98 }, 'image a.png not found'),
        warning('link-broken', 'ch04.adoc', 'the file has no content'),
      ],
    };
    expect(buildLogText(build, 'pdf', outcome).split('\n').slice(3, -1)).toEqual([
      'ch04.adoc: the file has no content',
      'ch04.adoc:98: image a.png not found',
      'ch04.adoc:124: included file build.sh does not exist',
      'appa.adoc:328: section title out of sequence',
      'appa.adoc:592: tag never ended',
      'no source marks an index term',
    ]);
  });

  it('gives a failed render its error, every line of it', () => {
    expect(buildLogText(build, 'epub', { error: 'ch02.md is listed but missing\nadd it' })).toBe(
      [
        'Octavo build 7 · epub · ann/book · branch master · commit c0ffee',
        'Result: failed',
        '',
        'Error: ch02.md is listed but missing',
        'add it',
        '',
      ].join('\n'),
    );
    expect(countedWarnings({ error: 'x' })).toBe(0);
  });

  it('says how many source files came from the render cache', () => {
    const outcome = { warnings: [], cache: { hits: 29, misses: 1, corrupt: 0 } };
    expect(buildLogText(build, 'html', outcome)).toBe(
      [
        'Octavo build 7 · html · ann/book · branch master · commit c0ffee',
        'Result: completed, 0 warnings',
        'Render cache: 29 of 30 source files reused',
        '',
      ].join('\n'),
    );
    expect(buildLogText(build, 'html', { ...outcome, cache: { hits: 2, misses: 1, corrupt: 1 } })).toContain(
      'Render cache: 2 of 3 source files reused; 1 damaged entry converted again',
    );
  });

  it('lists what the render did because the book asked (downsampled images) under the result, before the warnings', () => {
    const note =
      'downsample_images: 2 images scaled down to fit 2,048 px and 4 million pixels; these images 9.0 MB → 1.2 MB';
    const text = buildLogText(build, 'pdf', {
      warnings: [warning('config', { file: 'atlas.json', line: 9 }, 'unknown key "x"')],
      notes: [note],
    });
    expect(text.split('\n').slice(1, 5)).toEqual([
      'Result: completed, 1 warning',
      note,
      '',
      'atlas.json:9: unknown key "x"',
    ]);
  });
});
