import { assignStrings, folderPath, rStrings, RStringValues } from './r-string-values';

describe('rStrings', () => {
  const values: RStringValues = new Map([
    ['img_path', ['R/img/']],
    ['shots', ['a.png', 'b.png', 'c.png']],
  ]);

  it('joins quoted strings and the names a page assigned, as file.path, paste0 and paste do', () => {
    expect(rStrings('file.path(img_path, "csv-file.png")', values)).toEqual(['R/img//csv-file.png']);
    expect(rStrings("paste0(img_path, 'fig', 1:2)", values)).toBeUndefined();
    expect(rStrings('paste0(img_path, c("a", "b"), ".png")', values)).toEqual(['R/img/a.png', 'R/img/b.png']);
    expect(rStrings('paste("a", "b", sep = "-")', values)).toEqual(['a-b']);
    expect(rStrings('paste("a", "b")', values)).toEqual(['a b']);
    expect(rStrings('file.path(img_path, c("fig1e.png", "fig2d.png"))', values)).toEqual([
      'R/img//fig1e.png',
      'R/img//fig2d.png',
    ]);
  });

  it('takes the positions R counts from 1, and reads nothing it cannot be sure of', () => {
    expect(rStrings('shots[2]', values)).toEqual(['b.png']);
    expect(rStrings('shots[2:3]', values)).toEqual(['b.png', 'c.png']);
    expect(rStrings('shots[4]', values)).toBeUndefined();
    expect(rStrings('shots[i]', values)).toBeUndefined();
    expect(rStrings('file.path(unknown, "a.png")', values)).toBeUndefined();
    expect(rStrings('paste(shots, collapse = ",")', values)).toBeUndefined();
  });

  it('lists a folder read before, sorted as R sorts it, and names the folders it was not given', () => {
    const listings = new Map([['R/img/shots', ['b-2.png', 'A-1.png', 'notes.txt']]]);
    const missing = new Set<string>();
    expect(rStrings('list.files(file.path(img_path, "shots"))', values, listings)).toEqual([
      'A-1.png',
      'b-2.png',
      'notes.txt',
    ]);
    expect(
      rStrings('list.files("R/img/shots", pattern = "png$", full.names = TRUE)', values, listings),
    ).toEqual(['R/img/shots/A-1.png', 'R/img/shots/b-2.png']);
    expect(rStrings('list.files("elsewhere")', values, listings, missing)).toBeUndefined();
    expect([...missing]).toEqual(['elsewhere']);
  });
});

describe('assignStrings', () => {
  it("reads a cell's top-level assignments of strings, forgetting a name assigned anything else", () => {
    const values: RStringValues = new Map([['old', ['x']]]);
    assignStrings(
      [
        'library(tidyverse)',
        'img_path <- "wrangling/img" # the pictures',
        'logo = file.path(img_path, "logo.png")',
        'old <- read_csv("x.csv")',
        'if (knitr::is_html_output()) {',
        '  logo <- "other.png"',
        '}',
      ].join('\n'),
      values,
    );
    expect(values.get('img_path')).toEqual(['wrangling/img']);
    expect(values.has('old')).toBe(false);
    // Assigned inside a block that may not run: no longer known.
    expect(values.has('logo')).toBe(false);
  });
});

describe('folderPath', () => {
  it('names a path as the repository does', () => {
    expect(folderPath('./R/img//a.png')).toBe('R/img/a.png');
    expect(folderPath('productivity/img/')).toBe('productivity/img');
  });
});
