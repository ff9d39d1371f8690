import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GitRepositories } from '../../git';
import { gitSync, makeTempDir, removeDir } from '../../git/spec-helpers';
import { BookModel, buildBookModel, formatWarning } from '../../renderers';
import { gitBookSource } from './git-book-source';

const author = { name: 'Eve', email: 'eve@example.com' };
// Any commit id: the book's tree records only this for a submodule, never the submodule's files.
const OTHER_COMMIT = '0123456789abcdef0123456789abcdef01234567';

describe('a book whose listings and figures come from a git submodule', () => {
  let root: string;
  let work: string;
  let repos: GitRepositories;
  let commit: string;

  beforeAll(async () => {
    root = makeTempDir('submodule-book');
    work = makeTempDir('submodule-book-clone');
    repos = new GitRepositories(root);
    await repos.create('eve', 'tides', {
      files: { 'atlas.json': '{"files": ["ch01.asciidoc"]}' },
      message: 'start',
      author,
      date: new Date('2024-05-01T12:00:00Z'),
    });
    const checkout = join(work, 'tides');
    gitSync(['clone', '--quiet', repos.pathOf('eve', 'tides'), checkout]);
    mkdirSync(join(checkout, 'code'));
    writeFileSync(
      join(checkout, 'code/local.py'),
      '# tag::calc[]\ndef tide_height(hour):\n    return hour % 12\n# end::calc[]\n',
    );
    writeFileSync(
      join(checkout, '.gitmodules'),
      '[submodule "samples"]\n\tpath = vendor/samples\n\turl = https://example.com/tide-samples.git\n',
    );
    writeFileSync(
      join(checkout, 'ch01.asciidoc'),
      [
        '== Tides',
        '',
        '[source,python]',
        '----',
        'include::code/local.py[tags=calc]',
        '----',
        '',
        '[source,python]',
        '----',
        'include::vendor/samples/moon.py[tags=phase]',
        '----',
        '',
        'image::vendor/samples/moon.png[The moon at high tide]',
        '',
      ].join('\n'),
    );
    gitSync(['add', '-A'], { cwd: checkout });
    gitSync(['update-index', '--add', '--cacheinfo', `160000,${OTHER_COMMIT},vendor/samples`], {
      cwd: checkout,
    });
    gitSync(['commit', '--quiet', '-m', 'chapter with a submodule'], { cwd: checkout });
    gitSync(['push', '--quiet', 'origin', 'main'], { cwd: checkout });
    commit = gitSync(['rev-parse', 'HEAD'], { cwd: checkout });
  });

  afterAll(async () => {
    await repos.close();
    removeDir(root);
    removeDir(work);
  });

  /** The book's model, built once for both tests. */
  let model: BookModel;
  beforeAll(async () => {
    model = await buildBookModel(
      gitBookSource(repos, 'eve', 'tides', commit),
      { files: ['ch01.asciidoc'], formats: {} },
      { bookName: 'eve/tides' },
    );
  });

  it('warns at the include that the file is in a submodule a build cannot read, and how to bring it in', () => {
    const includes = model.warnings.filter((w) => w.kind === 'include').map(formatWarning);
    expect(includes).toEqual([
      'ch01.asciidoc:10: included file vendor/samples/moon.py does not exist at this commit: vendor/samples is a ' +
        "git submodule (https://example.com/tide-samples.git), and a build reads only the book's own repository, " +
        "not a submodule's files; commit the files the book uses into the book's repository (git subtree, or a " +
        'copy); the book prints Asciidoctor\'s "Unresolved directive" line in its place',
    ]);
  });

  it('warns at the image that it is in a submodule, with how to bring it in', () => {
    const images = model.warnings.filter((w) => w.kind === 'image-missing').map(formatWarning);
    expect(images).toEqual([
      'ch01.asciidoc:13: image vendor/samples/moon.png not found (looked for vendor/samples/moon.png): ' +
        'vendor/samples is a git submodule (https://example.com/tide-samples.git), and a build reads only the ' +
        "book's own repository, not a submodule's files; commit the files the book uses into the book's " +
        'repository (git subtree, or a copy); its alt text is printed in brackets in its place ("[The moon at high ' +
        'tide]")',
    ]);
  });
});
