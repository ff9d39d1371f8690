import { addToFilesList } from './files-list-edit';

describe('addToFilesList', () => {
  it('appends to a list written one entry a line, keeping the rest of the file as written', () => {
    const text =
      '{\n  "title": "Book",\n  "files": [\n    "ch01.md",\n    "ch02.md"\n  ],\n  "formats": {"pdf": {"toc": true}}\n}\n';
    const edit = addToFilesList(text, 'chapters/ch03.md');
    expect(edit).toEqual({
      kind: 'added',
      text: '{\n  "title": "Book",\n  "files": [\n    "ch01.md",\n    "ch02.md",\n    "chapters/ch03.md"\n  ],\n  "formats": {"pdf": {"toc": true}}\n}\n',
    });
  });

  it('appends on the same line to a one-line list, fills an empty one, and ignores "files" deeper down', () => {
    expect(addToFilesList('{"x": {"files": []}, "files": ["a.md"]}', 'b.md')).toEqual({
      kind: 'added',
      text: '{"x": {"files": []}, "files": ["a.md", "b.md"]}',
    });
    expect(addToFilesList('{"files": [ ]}', 'a "quoted".md')).toEqual({
      kind: 'added',
      text: '{"files": ["a \\"quoted\\".md"]}',
    });
  });

  it('says when the path is listed already or the file cannot be read', () => {
    expect(addToFilesList('{"files": ["a.md"]}', 'a.md')).toEqual({ kind: 'already-listed' });
    expect(addToFilesList('{"files": ', 'a.md', 'atlas.json')).toMatchObject({
      kind: 'unreadable',
      message: expect.stringContaining('atlas.json is not valid JSON'),
    });
    expect(addToFilesList('{"title": "x"}', 'a.md')).toMatchObject({ kind: 'unreadable' });
  });
});
