import { memorySource } from '../test-support/memory-source';
import { movedFile, pathFrom } from './moved-file';

describe('movedFile', () => {
  const repository = memorySource({
    'ch04.asciidoc': '',
    'examples/data-extraction/github/AltDockerfile': '',
    'examples/run.sh': '',
    'code/both.sh': '',
    'examples/both.sh': '',
    'tools/deploy.sh': '',
    '.github/workflows/ci.yml': '',
  });

  it.each([
    [
      'under a top-level folder',
      'data-extraction/github/AltDockerfile',
      'examples/data-extraction/github/AltDockerfile',
    ],
    ['without its first folder', 'scripts/tools/deploy.sh', 'tools/deploy.sh'],
    ['nowhere one folder away', 'data-extraction/github/build.sh', undefined],
    ['in two places', 'both.sh', undefined],
    ['only in a hidden folder', 'workflows/ci.yml', undefined],
  ])('finds the file a missing path meant: %s', async (_case, path, expected) => {
    expect(await movedFile(repository, path)).toBe(expected);
  });

  it.each([
    ['ch04.asciidoc', 'examples/run.sh', 'examples/run.sh'],
    ['book/ch04.asciidoc', 'examples/run.sh', '../examples/run.sh'],
    ['book/ch04.asciidoc', 'book/code/run.sh', 'code/run.sh'],
  ])('writes the path as %s includes %s: %s', (file, target, expected) => {
    expect(pathFrom(file, target)).toBe(expected);
  });
});
