import { formatWarning } from '../warnings';
import { BookWarning } from '../warnings';
import { substituteThemeFonts } from './theme-fonts';

describe('substituteThemeFonts', () => {
  const run = (css: string) => {
    const warnings: BookWarning[] = [];
    return {
      css: substituteThemeFonts(css, 'theme/pdf/pdf.css', warnings),
      warnings: warnings.map(formatWarning),
    };
  };

  it('replaces fonts the build machine does not have with the shipped family of the same kind, said once a declaration', () => {
    const { css, warnings } = run(
      'pre, code { font-family: UbuntuMono, monospace, ArialUnicodeMS; }\n' +
        'h1 { font-family: "MyriadPro-SemiboldCond" !important; }\nkbd { font-family: UbuntuMono; }',
    );
    expect(css).toContain(
      'pre, code { font-family: "Octavo Mono", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean", "Octavo Emoji", "Octavo Serif", "Octavo Sans", monospace; text-justify: none; }',
    );
    expect(css).toContain(
      'h1 { font-family: "Octavo Sans", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean", "Octavo Emoji", "Octavo Serif", "Octavo Mono" !important; }',
    );
    expect(css).toContain(
      'kbd { font-family: "Octavo Mono", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean", "Octavo Emoji", "Octavo Serif", "Octavo Sans"; text-justify: none; }',
    );
    expect(warnings).toEqual([
      // A declaration's stack of fallbacks is one warning.
      'theme/pdf/pdf.css:1: fonts "UbuntuMono" and "ArialUnicodeMS" are not shipped with Octavo or the book; Octavo Mono is used instead (to use one, add its font file to the repository with an @font-face rule in the theme)',
      'theme/pdf/pdf.css:2: font "MyriadPro-SemiboldCond" is not shipped with Octavo or the book; Octavo Sans is used instead (to use it, add its font file to the repository with an @font-face rule in the theme)',
    ]);
  });

  it('keeps fonts the theme ships itself, Octavo’s own, and keywords', () => {
    const source =
      '@font-face { font-family: "Book Face"; src: url(fonts/book.woff2); }\n' +
      'body { font-family: "Book Face", serif; }\np { font-family: inherit; }\nh2 { font-family: "Octavo Sans"; }';
    const { css, warnings } = run(source);
    expect(css).toContain('@font-face { font-family: "Book Face"; src: url(fonts/book.woff2); }');
    expect(css).toContain(
      'body { font-family: "Book Face", "Octavo Serif", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean", "Octavo Emoji", "Octavo Sans", "Octavo Mono", serif; }',
    );
    expect(css).toContain('p { font-family: inherit; }');
    expect(css).toContain(
      'h2 { font-family: "Octavo Sans", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean", "Octavo Emoji", "Octavo Serif", "Octavo Mono"; }',
    );
    expect(warnings).toEqual([]);
  });

  it('names the line of the first rule asking for a font, counting lines through @font-face rules and comments', () => {
    const { warnings } = run(
      '@font-face {\n  font-family: "Book Face";\n  src: url(fonts/book.woff2);\n}\n' +
        '/* Notes\n   over two lines */\nbody { font-family: "Book Face", serif; }\n' +
        'pre {\n  font-family: "Fira Mono", monospace;\n}\nkbd { font-family: "Fira Mono"; }',
    );
    expect(warnings).toEqual([
      'theme/pdf/pdf.css:9: font "Fira Mono" is not shipped with Octavo or the book; Octavo Mono is used instead (to use it, add its font file to the repository with an @font-face rule in the theme)',
    ]);
  });

  it('tells nothing of fonts named only in comments (rules switched off), and keeps the comments as written', () => {
    const source =
      '/*----Uncomment to set code in another face\npre { font-family: "Fira Mono"; }\n----*/\n' +
      'p { color: black; }\n@font-face { font-family: Face; /* the book face */ src: url(f.woff2); }';
    const { css, warnings } = run(source);
    expect(warnings).toEqual([]);
    expect(css).toBe(source);
  });

  it('turns justification off where a rule sets text in a monospace face, by its generic family or its name', () => {
    const { css } = run(
      '.command { font-family: monaco, "Courier New", monospace; font-size: 0.8em }\n' +
        '.listing { font-family: "Fira Code" !important }\n.quote { font-family: Georgia, serif; }\n' +
        '.inherited { font-family: inherit; }',
    );
    const rules = css.split('\n');
    expect(rules[0]).toMatch(
      /^\.command \{ font-family: "Octavo Mono", [^;]*monospace; text-justify: none; font-size/,
    );
    expect(rules[1]).toMatch(
      /^\.listing \{ font-family: "Octavo Mono", [^;]*!important; text-justify: none}$/,
    );
    expect(rules[2]).not.toContain('text-justify');
    expect(rules[3]).toBe('.inherited { font-family: inherit; }');
  });
});
