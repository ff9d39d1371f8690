import { findElements, serializeHtml, textContent } from '../dom/html-dom';
import { convertSource } from '../model/read-source';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const BOOK_TOML = '[book]\ntitle = "Proofs"\n\n[preprocessor.katex]\nmacros = "macros.txt"\n';

async function convert(files: Record<string, string>, path: string) {
  const read = await convertSource(path, Buffer.from(files[path]!), 'markdown', memorySource(files), {
    legacy: false,
    mdBook: true,
  });
  const maths = findElements(read.nodes, (el) => el.name === 'math');
  return { ...read, maths, html: serializeHtml(read.nodes), log: read.warnings.map(formatWarning) };
}

describe("an mdBook book's mdbook-katex macros", () => {
  it("uses the macros file book.toml's [preprocessor.katex] names, with their arguments", async () => {
    const files = {
      'book/book.toml': BOOK_TOML,
      'book/macros.txt': [
        '# Fields',
        '',
        '\\field:{\\mathbb{F}}',
        '\\innerprod:{\\langle{#1},{#2}\\rangle}',
        '\\sim:{\\mathcal{S}}',
        '',
      ].join('\n'),
      'book/src/proofs.md': '# Proofs\n\nOver $\\field$, $\\innerprod{a}{b}$ and $\\sim$.\n',
    };
    const read = await convert(files, 'book/src/proofs.md');
    expect(read.log).toEqual([]);
    expect(read.maths.map(textContent)).toEqual([
      expect.stringContaining('𝔽'),
      expect.stringMatching(/⟨a,b⟩/),
      expect.stringContaining('𝒮'),
    ]);
  });

  it('says where the macros file is named when it is missing, and where a line of it defines no macro', async () => {
    const page = '# Proofs\n\nOver $\\field$.\n';
    const missing = await convert({ 'book.toml': BOOK_TOML, 'src/a.md': page }, 'src/a.md');
    expect(missing.log[0]).toBe(
      'book.toml:5: [preprocessor.katex] names the macros file "macros.txt", but macros.txt does not exist: ' +
        'formulas using the book’s macros print as code; correct the path (from the folder of book.toml) or add ' +
        'the file',
    );
    const files = {
      'book.toml': BOOK_TOML,
      'macros.txt': '\\field {\\mathbb{F}}\n\\RR:{\\mathbb{R}}\n',
      'src/a.md': page,
    };
    const badLine = await convert(files, 'src/a.md');
    expect(badLine.log[0]).toBe(
      'macros.txt:1: "\\field {\\mathbb{F}}" defines no macro: mdbook-katex reads each line opening with a ' +
        'backslash as \\name:{expansion}; write the command’s name, a colon and its expansion (\\RR:{\\mathbb{R}})',
    );
  });

  it('leaves the macros file of a book without the katex preprocessor unread', async () => {
    const files = {
      'book.toml': '[book]\ntitle = "Proofs"\n',
      'macros.txt': '\\field:{\\mathbb{F}}\n',
      'src/a.md': 'Over $\\field$.\n',
    };
    const read = await convert(files, 'src/a.md');
    expect(read.maths).toEqual([]);
    expect(read.log).toEqual([
      expect.stringContaining("\\field is not a command Octavo's math converter (Temml) supports"),
    ]);
  });
});
