import { posix } from 'node:path';
import { formatWarning, warning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import {
  groupImagesElsewhereWarnings,
  imageByName,
  imageElsewhereAdvice,
  imagesElsewhere,
} from './images-elsewhere';

/** A repository of these files, listed as a Git checkout lists its folders. */
function lister(files: string[]) {
  const inFolder = (folder: string, path: string) => posix.dirname(path) === (folder || '.');
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, p) => p.slice(0, i + 1).join('/')),
    ),
  );
  return {
    listFiles: (folder: string) => Promise.resolve(files.filter((f) => inFolder(folder, f))),
    listFolders: (folder: string) => Promise.resolve([...folders].filter((f) => inFolder(folder, f))),
  };
}

describe('imagesElsewhere', () => {
  const repository = lister([
    'book/ch01.html',
    'web/img/plants/fern.png',
    'print/img/plants/fern.png',
    'old/web/img/plants/fern.png',
    'node_modules/theme/plants/fern.png',
    '.cache/plants/fern.png',
    'web/img/plants/moss.png',
  ]);

  it('finds the written path under any folder, nearest the top first, then alphabetically', async () => {
    expect(await imagesElsewhere('plants/fern.png', repository)).toEqual([
      'print/img/plants/fern.png',
      'web/img/plants/fern.png',
      'old/web/img/plants/fern.png',
    ]);
    expect(await imagesElsewhere('./plants/moss.png?v=2', repository)).toEqual(['web/img/plants/moss.png']);
  });

  it('matches whole folder names only, and never a path leading up or from the top', async () => {
    expect(await imagesElsewhere('ants/fern.png', repository)).toEqual([]);
    expect(await imagesElsewhere('../plants/fern.png', repository)).toEqual([]);
    expect(await imagesElsewhere('/plants/fern.png', repository)).toEqual([]);
  });
});

describe('imageByName', () => {
  const repository = lister([
    'notebooks/01.00-Intro.ipynb',
    'notebooks/figures/02.05-broadcasting.png',
    'notebooks/figures/05.01-regression.png',
    'notebooks_v1/figures/05.01-regression.png',
    'notebooks/figures/cover.png',
    'website/theme/cover.png',
  ]);
  const from = 'notebooks/01.00-Intro.ipynb';

  it('finds the one file with the image’s name, whatever its folder is called', async () => {
    expect(await imageByName('images/02.05-broadcasting.png', from, repository)).toBe(
      'notebooks/figures/02.05-broadcasting.png',
    );
    expect(await imageByName('../images/02.05-broadcasting.png?raw=true', 'intro.md', repository)).toBe(
      'notebooks/figures/02.05-broadcasting.png',
    );
  });

  it('of several, takes the one alone in sharing most folders with the page (not an old edition’s)', async () => {
    expect(await imageByName('images/05.01-regression.png', from, repository)).toBe(
      'notebooks/figures/05.01-regression.png',
    );
    expect(await imageByName('images/cover.png', from, repository)).toBe('notebooks/figures/cover.png');
  });

  it('makes no guess between equals, or for none', async () => {
    expect(await imageByName('images/05.01-regression.png', 'intro.md', repository)).toBeUndefined();
    expect(await imageByName('images/cover.png', 'book/ch01.md', repository)).toBeUndefined();
    expect(await imageByName('images/missing.png', from, repository)).toBeUndefined();
  });
});

describe('groupImagesElsewhereWarnings', () => {
  const found = (file: string, line: number, written: string, used: string, others: string[] = []) =>
    warning(
      'image-missing',
      { file, line },
      `image ${written} not found (looked for x); ${imageElsewhereAdvice(used, others, file)}`,
      written,
    );

  it("makes one warning a file of its images found under one other folder (The Nature of Code's noc_html/imgs/)", () => {
    const page = 'chapters/01_vectors/index.html';
    const grouped = groupImagesElsewhereWarnings([
      found(page, 22, 'chapter01/ch01_01.png', 'noc_html/imgs/chapter01/ch01_01.png', [
        'noc_pdf/imgs/chapter01/ch01_01.png',
      ]),
      found(page, 35, 'chapter01/ch01_02.png', 'noc_html/imgs/chapter01/ch01_02.png'),
      found(page, 40, './chapter01/ch01_03.png', 'noc_html/imgs/chapter01/ch01_03.png'),
      // Under another folder, in another file, or alone: as it was.
      found(page, 50, 'logo.png', 'site/logo.png'),
      found(
        'chapters/02_forces/index.html',
        9,
        'chapter02/ch02_01.png',
        'noc_html/imgs/chapter02/ch02_01.png',
      ),
    ]).map(formatWarning);
    expect(grouped).toEqual([
      `${page}:22: 3 images are not where their paths lead from this file: the first, chapter01/ch01_01.png (used ` +
        'from noc_html/imgs/chapter01/ch01_01.png), here, the others at lines 35 and 40, each found under ' +
        "noc_html/imgs/, where the book's own build tool probably copies its images from; write the paths from " +
        'this file to them (the first as ../../noc_html/imgs/chapter01/ch01_01.png) so every tool finds them',
      expect.stringMatching(new RegExp(`^${page}:50: image logo.png not found .*used site/logo.png`)),
      expect.stringMatching(/^chapters\/02_forces\/index.html:9: image chapter02\/ch02_01.png not found/),
    ]);
  });
});

describe('groupImagesElsewhereWarnings, paths written without an extension', () => {
  it("groups the FreeBSD Handbook's figures found with one under share/images/books/handbook/", () => {
    const page = 'en_US/books/handbook/bsdinstall/chapter.xml';
    const grouped = [
      ['bsdinstall/choose-mode', 20],
      ['bsdinstall/keymap', 41],
    ].map(([written, line]) =>
      warning(
        'image-missing',
        { file: page, line: line as number },
        `image ${written} not found (looked for x); ` +
          imageElsewhereAdvice(`share/images/books/handbook/${written}.png`, [], page),
        written as string,
      ),
    );
    expect(groupImagesElsewhereWarnings(grouped).map(formatWarning)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${page}:20: 2 images are not where their paths lead from this file: the first, bsdinstall/choose-mode ` +
            String.raw`\(used from share/images/books/handbook/bsdinstall/choose-mode.png\), here, the others at line 41, ` +
            'each found under share/images/books/handbook/',
        ),
      ),
    ]);
  });
});

describe('images whose paths differ from their files only in letter case', () => {
  it('make one warning a file and folder, naming the others by line and the path to write', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const model = await buildBookModel(
      memorySource({
        'manuscript/ch1.md': '# One\n\n![Dog](Images/Dog.png)\n\nText.\n\n![Cat](Images/Cat.png)\n',
        'manuscript/ch2.md': '# Two\n\n![Dog again](Images/Dog.png)\n',
        'manuscript/images/Dog.png': png,
        'manuscript/images/Cat.png': png,
      }),
      { files: ['manuscript/ch1.md', 'manuscript/ch2.md'], formats: {} },
      { bookName: 'ann/cookbook' },
    );
    expect(model.divisions[0]!.html).toMatch(/<img[^>]*alt="Cat"/);
    expect(model.warnings.map(formatWarning)).toEqual([
      'manuscript/ch1.md:3: 2 images differ only in letter case from the files they show: the first, ' +
        'Images/Dog.png (manuscript/images/Dog.png), here, the others at line 7, each found in manuscript/images/, ' +
        'which Windows and macOS take for the paths written but Git hosts and Linux servers do not: they are shown; ' +
        'write the paths as the files are named (the first as images/Dog.png) so every tool finds them',
      expect.stringMatching(
        /^manuscript\/ch2\.md:3: image Images\/Dog\.png not found .*differs from it only in letter case/,
      ),
    ]);
  });
});

describe('images of a Leanpub manuscript written from the manuscript folder', () => {
  it("shows a subfolder's images/x.png from manuscript/images/ without a warning (mac-appdev-book)", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const model = await buildBookModel(
      memorySource({
        'manuscript/a.md': '# One\n\n![Pic](images/pic.png)\n',
        'manuscript/sub/b.md': '# Two\n\n![Pic again](images/pic.png)\n',
        'manuscript/images/pic.png': png,
      }),
      { files: ['manuscript/a.md', 'manuscript/sub/b.md'], formats: {} },
      { bookName: 'ann/leanpub' },
    );
    expect(model.divisions[1]!.html).toContain(
      '<img src="assets/manuscript/images/pic.png" alt="Pic again">',
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
