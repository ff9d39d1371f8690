import { memorySource } from '../test-support/memory-source';
import { fileIgnoringCase } from './letter-case-path';

describe('fileIgnoringCase', () => {
  const source = memorySource({
    'book/pics/Garden_1.png': 'x',
    'book/pics/shed.png': 'x',
    'book/pics/SHED.png': 'x',
    'top.png': 'x',
  });
  const lister = { listFiles: source.listFiles!, listFolders: source.listFolders! };

  it('finds the file whose folders and name differ only in letter case', async () => {
    expect(await fileIgnoringCase('book/Pics/garden_1.PNG', lister)).toBe('book/pics/Garden_1.png');
    expect(await fileIgnoringCase('TOP.png', lister)).toBe('top.png');
  });

  it('finds nothing when no file, or more than one, matches', async () => {
    expect(await fileIgnoringCase('book/pics/garden_2.png', lister)).toBeUndefined();
    expect(await fileIgnoringCase('book/pics/Shed.png', lister)).toBeUndefined();
    expect(await fileIgnoringCase('book/other/top.png', lister)).toBeUndefined();
  });
});
