import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-markup');

describe('A MyST (Jupyter Book) book: directives, roles and targets', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/myst', 'octavo-myst-markup-');
  let setup = '';
  let physics = '';
  let warnings: string[] = [];

  beforeAll(async () => {
    const rendered = await book.render(renderHtml, 'book.zip');
    warnings = rendered.warnings;
    const zip = await readZip(rendered.outFile);
    setup = zip.get('ch02.html')!.toString('utf8');
    physics = zip.get('ch03.html')!.toString('utf8');
  });

  it('prints admonitions as admonitions, a named one under its own title alone (as Jupyter Book) and of the kind its class asks', () => {
    expect(plainText(setup)).toContain('Note Read this chapter first. It takes ten minutes.');
    expect(setup).toMatch(/<div data-type="note">\s*<h2[^>]*>Note<\/h2>\s*<p>Read this chapter first\./);
    expect(setup).toMatch(/<div data-type="tip">\s*<h2[^>]*>Before you start<\/h2>/);
    expect(setup).not.toContain('{note}');
    expect(setup).not.toContain('{admonition}');
  });

  it('prints a figure with its image, alt text and caption, numbered, and {numref} cites its number', () => {
    expect(setup).toMatch(
      /<figure id="fig-gauge"><img src="[^"]*gauge\.png" alt="A pressure gauge"[^>]*>\s*<figcaption>\s*<p><span class="label">Figure 1-1\. <\/span>The gauge after setup\.<\/p>/,
    );
    expect(setup).toContain('<a data-type="xref" href="#fig-gauge">Figure 1-1</a>');
    expect(setup).not.toContain('name: fig-gauge');
  });

  it('resolves {ref} to a (label)= target across files, {doc} to the file, and keeps a role’s own text', () => {
    expect(setup).toMatch(/<a href="ch03\.html">the physics chapter<\/a>/);
    expect(setup).toMatch(/<a href="ch03\.html[^"]*">Chapter 2<\/a> says more/);
    expect(physics).toMatch(/<section data-type="chapter" id="physics">/);
    expect(physics).toMatch(/see <a data-type="xref" href="ch02\.html">Chapter 1<\/a>/);
    expect(setup).toContain('<code>Ctrl</code>');
  });

  // By chapter, as Sphinx's math_numfig numbers them in the book's PDF, its chapters numbered as Octavo numbers them.
  it('numbers labelled formulas as Jupyter Book does, and {eq} cites the number', () => {
    expect(plainText(physics)).toContain('Equation (2.1) and equation (2.2) hold');
    expect(physics).toMatch(
      /<span data-type="equation" class="numbered-equation" id="newton"[^>]*><math[\s\S]*?<span class="equation-number">\(2\.1\)<\/span>/,
    );
    expect(physics).toMatch(
      /<div data-type="equation" class="numbered-equation" id="energy"[^>]*><math[\s\S]*?<span class="equation-number">\(2\.2\)<\/span>/,
    );
  });

  it('prints tabs as their text in place, code blocks as listings, and index entries as index terms', () => {
    const text = plainText(setup);
    expect(text).toContain('Windows Open PowerShell. Mac Open Terminal.');
    expect(setup).toMatch(/<pre[^>]*><code[^>]*class="[^"]*python[^"]*"[^>]*>[\s\S]*ready/);
    expect(setup).not.toContain(':linenos:');
    expect(setup).toMatch(/data-type="indexterm"[^>]*data-primary="gauge"[^>]*data-secondary="pressure"/);
  });

  it('prints an {include}d file in place, and a {literalinclude}d one (from the book folder, in part) as a listing', () => {
    expect(plainText(physics)).toContain('Steps shared by every chapter: Save your work.');
    expect(physics).toMatch(/<pre data-code-language="python"><code[^>]*>[^]*pi[^]*<\/code><\/pre>/);
    expect(physics).not.toContain('import');
    expect(physics).not.toContain('{include}');
  });

  it('says where a directive or role it cannot run is, and prints its text', () => {
    expect(warnings).toEqual([
      'pages/setup.md:24: {fa} is a MyST role Octavo does not know: its text is printed as it stands; write what it ' +
        'made instead',
      'pages/setup.md:38: {mermaid} is a MyST directive Octavo does not run: its text is printed as it stands; ' +
        'write what it made instead',
      'pages/physics.md:23: {include} shared/missing.md names pages/shared/missing.md, which does not exist; ' +
        'correct the path; nothing is printed for it',
    ]);
    expect(plainText(setup)).toContain('graph LR; a --&gt; b');
  });
});

describe('knitr and Quarto code chunks, which look like MyST directives', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['chunks.md'] }),
      'chunks.md': '# Chunks\n\n```{r}\nx <- c(1, 2)\n```\n\n```{python}\nprint("hi")\n```\n',
    }),
    'ann/chunks',
    'octavo-knitr-chunks-',
  );

  it('print as listings in their language, without a warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toMatch(/<pre data-code-language="r">[\s\S]*c<\/span>/);
    expect(page).toMatch(/<pre data-code-language="python">[\s\S]*"hi"/);
    expect(page).not.toContain('directive-r');
  });
});

describe('MyST’s Markdown links to a label', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ files: ['intro.md', 'kilns.md', 'plain.md'] }),
      'intro.md':
        '# Intro\n\nRead [the chapter on kilns](kilns-chapter) and [](firing) first; see also {ref}`firing`.\n',
      'kilns.md': '(kilns-chapter)=\n# Kilns\n\n(firing)=\n## Firing a kiln\n\nSlowly.\n',
      'plain.md': '# Plain\n\nA GitHub page linking [a label](firing) without its hash.\n',
    }),
    'ann/myst-links',
    'octavo-myst-links-',
  );

  it('are references in a MyST file (an empty text takes the target’s title); elsewhere linked with a warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const intro = zip.get('ch01.html')!.toString('utf8');
    expect(intro).toMatch(/<a [^>]*href="ch02\.html(?:#kilns-chapter)?"[^>]*>the chapter on kilns<\/a>/);
    expect(intro).toMatch(/<a [^>]*href="ch02\.html#firing"[^>]*>Firing a kiln<\/a> first/);
    expect(zip.get('ch03.html')!.toString('utf8')).toMatch(
      /<a [^>]*href="ch02\.html#firing"[^>]*>a label<\/a>/,
    );
    expect(warnings).toEqual([
      'plain.md:3: link firing names no file, but the book has an element with the id firing: linked to it; ' +
        'write [its text](#firing)',
    ]);
  });
});
