import { posix } from 'node:path';
import { imageByName, imagesElsewhere } from './images-elsewhere';

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
