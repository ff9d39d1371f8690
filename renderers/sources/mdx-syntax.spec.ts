import { memorySource } from '../test-support/memory-source';
import { dropMdxSyntax, mdxComponentsWarning, readsAsMdx } from './mdx-syntax';

describe('dropMdxSyntax', () => {
  const page = [
    '---',
    'title: Getting Help',
    '---',
    '',
    "import MigrationInProgress from '@site/src/components/MigrationInProgress';",
    "import Drawio from '@theme/Drawio'",
    'import {',
    '  Tabs,',
    '  TabItem as Item,',
    "} from '@theme/Tabs';",
    '',
    '<MigrationInProgress />',
    '',
    '{/* not yet reviewed */}',
    'The `man` command shows a manual.',
    '',
    '```sh',
    'import os',
    "import x from 'y'",
    'export DEBUG_MODE=1',
    '```',
    '',
    'export const meta = {',
    '  a: 1,',
    '};',
    '',
    '<Drawio',
    '  content={asymmetricEncryption}',
    '/>',
    '',
    'export DEBUG_MODE=1 is typed in prose.',
  ].join('\n');

  it('blanks imports, exports, comments and self-closing imported components, keeping lines and code', () => {
    const mdx = dropMdxSyntax(page);
    const lines = mdx.text.split('\n');
    expect(lines).toHaveLength(page.split('\n').length);
    expect(mdx.text).not.toContain('@site');
    expect(mdx.text).not.toContain('Tabs');
    expect(mdx.text).not.toContain('MigrationInProgress');
    expect(mdx.text).not.toContain('not yet reviewed');
    expect(mdx.text).not.toContain('meta');
    expect(mdx.text).not.toContain('Drawio');
    expect(lines[14]).toBe('The `man` command shows a manual.');
    expect(lines.slice(17, 20)).toEqual(['import os', "import x from 'y'", 'export DEBUG_MODE=1']);
    expect(lines[30]).toBe('export DEBUG_MODE=1 is typed in prose.');
    expect(mdx.leftOut).toEqual(['MigrationInProgress', 'Drawio']);
  });

  it('names the components left out, at the first import', () => {
    const w = mdxComponentsWarning('docs/01-intro/index.mdx', dropMdxSyntax(page))!;
    expect(w.line).toBe(5);
    expect(w.text).toContain('<MigrationInProgress />, <Drawio />');
  });

  it("prints Docusaurus's image components as the pictures they show, with their alt text", () => {
    const text = [
      "import Image from '@theme/IdealImage';",
      "import ThemedImage from '@theme/ThemedImage';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      '<Image img={require(\'./img/gauge.png\')} alt="A gauge" />',
      '',
      '<ThemedImage',
      '  alt="Docusaurus themed image"',
      "  sources={{ light: useBaseUrl('/img/light.png'), dark: useBaseUrl('/img/dark.png') }}",
      '/>',
      '',
      '<Image img={pictures.gauge} />',
    ].join('\n');
    const mdx = dropMdxSyntax(text);
    expect(mdx.text.split('\n')).toEqual([
      '',
      '',
      '',
      '',
      '<img src="./img/gauge.png" alt="A gauge">',
      '',
      '<img src="/img/light.png" alt="Docusaurus themed image">',
      '',
      '',
      '',
      '',
      '',
    ]);
    // A picture only the page's JavaScript names is left out, and said to be.
    expect(mdx.leftOut).toEqual(['Image']);
  });

  it('keeps a page without MDX as written', () => {
    const text = '# Title\n\nImport the data from the file.\n';
    expect(dropMdxSyntax(text)).toEqual({ text, leftOut: [], droppedAttributes: [] });
  });

  it('makes the paths of JSX image attributes HTML and leaves out other code values', () => {
    const mdx = dropMdxSyntax(
      [
        '<img alt="Figure A-1: Terminal" src={require(\'./images/appendix-a-figure-1.png\').default} width="400px" />',
        '<img src={useBaseUrl("/img/logo.png")} style={{width: 200}} />',
        '```jsx',
        "<img src={require('./x.png').default} />",
        '```',
      ].join('\n'),
    );
    const lines = mdx.text.split('\n');
    expect(lines[0]).toBe(
      '<img alt="Figure A-1: Terminal" src="./images/appendix-a-figure-1.png" width="400px" />',
    );
    expect(lines[1]).toBe('<img src="/img/logo.png" />');
    expect(lines[3]).toBe("<img src={require('./x.png').default} />");
    expect(mdx.droppedAttributes).toEqual([{ line: 2, written: 'style={{width: 200}}' }]);
  });

  it('ends an export at its blank line, brackets in strings aside, and reads prose "export default" as prose', () => {
    const page = [
      'export const title = "Step (1";',
      "export const toc = [{ value: 'Intro {', id: `a(`, level: 2 }];",
      '',
      '# Steps',
      '',
      'export default settings are kept when you upgrade.',
      '',
      'export default function Layout({ children }) {',
      '  return <div>{children}</div>;',
      '}',
      '',
      'The end.',
    ].join('\n');
    const lines = dropMdxSyntax(page).text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['', '']);
    expect(lines[3]).toBe('# Steps');
    expect(lines[5]).toBe('export default settings are kept when you upgrade.');
    expect(lines.slice(7, 10)).toEqual(['', '', '']);
    expect(lines[11]).toBe('The end.');
  });

  it('keeps the lines of an export that never ends', () => {
    const page = ['export const broken = {', ...Array.from({ length: 60 }, (_, n) => `Line ${n}`)].join('\n');
    expect(dropMdxSyntax(page).text).toBe(page);
  });

  it('leaves JSX attributes and comments in inline code as written', () => {
    const page = [
      'Write `<img src={logo} />` and `{/* a comment */}` to add them.',
      '<img src={logo} /> {/* gone */}',
    ].join('\n');
    const mdx = dropMdxSyntax(page);
    expect(mdx.text).toBe('Write `<img src={logo} />` and `{/* a comment */}` to add them.\n<img /> ');
    expect(mdx.droppedAttributes).toEqual([{ line: 2, written: 'src={logo}' }]);
  });
});

describe('readsAsMdx', () => {
  it('reads the .md pages of a Docusaurus site as MDX unless its config detects the format, reading the config once', async () => {
    const mdx = memorySource({ 'website/docusaurus.config.js': 'module.exports = { title: "Docs" };' });
    expect(await readsAsMdx('website/docs/intro.md', mdx)).toBe(true);
    const detect = memorySource({
      'docusaurus.config.ts':
        "const config = {\n  markdown: {\n    hooks: { onBrokenMarkdownLinks: 'warn' },\n    format: 'detect',\n  },\n};",
    });
    expect(await readsAsMdx('docs/intro.md', detect)).toBe(false);
    const reads = detect.reads.length;
    expect(await readsAsMdx('docs/guide.md', detect)).toBe(false);
    expect(detect.reads).toHaveLength(reads);
    expect(await readsAsMdx('docs/tabs.mdx', detect)).toBe(true);
  });
});
