import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml } from './asciidoc';
import { drawingProblemWarnings, macroAttributes } from './asciidoc-diagram-drawing';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** The SVG of each drawn diagram in `html`, decoded from its data: address. */
function drawnSvgs(html: string): string[] {
  return [...html.matchAll(/<img src="data:image\/svg\+xml;base64,([^"]+)"/g)].map((m) =>
    Buffer.from(m[1]!, 'base64').toString('utf8'),
  );
}

async function convert(files: Record<string, string>, main = 'ch.adoc') {
  return asciidocToHtml(files[main]!, main, memorySource(files));
}

describe('[graphviz] diagrams drawn with Graphviz, as asciidoctor-diagram draws them', () => {
  it('a titled block is a figure of the drawing, its id and title kept, its labels text', async () => {
    const text = [
      '== Flows',
      '',
      '[[login-flow]]',
      '.How a login travels',
      '[graphviz]',
      '----',
      'digraph G { rankdir=LR; browser -> gateway [label="POST /login"]; gateway -> accounts; }',
      '----',
      '',
      'See <<login-flow>>.',
    ].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings).toEqual([]);
    const figure = /<figure[^>]*>[\s\S]*?<\/figure>/.exec(result.html)?.[0] ?? '';
    expect(figure).toMatch(/^<figure id="login-flow" class="imageblock"/);
    expect(figure).toContain('alt="How a login travels"');
    expect(figure).toContain('<figcaption>How a login travels</figcaption>');
    const [svg] = drawnSvgs(result.html);
    expect(svg).toMatch(/^<svg[\s>]/);
    for (const label of ['browser', 'gateway', 'accounts', 'POST /login'])
      expect(svg).toContain(`>${label}</text>`);
    expect(svg).not.toMatch(/<!DOCTYPE|<\?xml|<!--/);
    expect(result.html).not.toContain('digraph');
  });

  it('an untitled literal block keeps its alt text, role and width; without alt it is "Diagram"', async () => {
    const text = [
      '[graphviz, alt="Two stages", role=wide, width=300]',
      '....',
      'digraph { node [shape=box]; build -> ship }',
      '....',
      '',
      '[graphviz]',
      '----',
      'graph { a -- b }',
      '----',
    ].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings).toEqual([]);
    const images = [...result.html.matchAll(/<figure[^>]*>\s*<img[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^<figure[^>]* class="imageblock wide"/);
    expect(images[0]).toContain('alt="Two stages" width="300"');
    expect(images[1]).toContain('alt="Diagram"');
    expect(result.html).not.toContain('<figcaption>');
  });

  it('a block macro draws the file it names, from the file it is written in, then from the listed file', async () => {
    const files = {
      'book/ch.adoc': [
        '== States',
        '',
        'graphviz::graphs/states.dot[alt="Job states"]',
        '',
        'include::parts/more.adoc[]',
      ].join('\n'),
      'book/graphs/states.dot': 'digraph { queued -> running -> done }',
      'book/parts/more.adoc': ['.Retries', 'graphviz::retry.dot[]', '', 'graphviz::graphs/states.dot[]'].join(
        '\n',
      ),
      'book/parts/retry.dot': 'digraph { running -> failed -> queued }',
    };
    const result = await convert(files, 'book/ch.adoc');
    expect(result.warnings).toEqual([]);
    const svgs = drawnSvgs(result.html);
    expect(svgs).toHaveLength(3);
    expect(svgs[0]).toContain('>queued</text>');
    expect(svgs[1]).toContain('>failed</text>');
    expect(svgs[2]).toContain('>done</text>');
    expect(result.html).toContain('alt="Job states"');
    expect(result.html).toContain('<figcaption>Retries</figcaption>');
    expect(result.html).not.toContain('graphviz::');
  });

  it('a graph dot refuses is printed as its source, the author told dot’s complaint at the file’s line', async () => {
    const text = [
      '== Broken',
      '',
      '[graphviz]',
      '----',
      'digraph {',
      '  a -> b',
      '  c -> [',
      '}',
      '----',
    ].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings.map(formatWarning)).toEqual([
      "ch.adoc:4: the [graphviz] block could not be drawn: syntax error in line 7 near '['; its source is printed " +
        "as a listing: correct the diagram (Graphviz reads it as the book's own toolchain does)",
    ]);
    expect(result.html).toMatch(/<pre[^>]*>digraph \{\n {2}a -&gt; b/);
    expect(drawnSvgs(result.html)).toEqual([]);
  });

  it('a macro naming a file that is not there is printed as written, the author told what to do', async () => {
    const text = ['== Missing', '', 'graphviz::graphs/none.dot[]'].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings.map(formatWarning)).toEqual([
      'ch.adoc:3: the graphviz:: block macro could not be drawn: the diagram file graphs/none.dot does not exist at ' +
        'this commit; the line is printed as text: add the file, or correct its path (relative to the file the ' +
        'macro is in)',
    ]);
    expect(result.html).toContain('graphviz::graphs/none.dot[]');
  });

  it('a graph naming a file of the machine as an image is drawn without it (Graphviz’s safe mode)', async () => {
    // A real PNG on the machine, outside the book: without the safe mode dot reads it and links it into the drawing.
    const dir = mkdtempSync(join(tmpdir(), 'octavo-graphviz-'));
    const picture = join(dir, 'server.png');
    writeFileSync(picture, ONE_PIXEL_PNG);
    const text = ['[graphviz]', '----', `digraph { a [image="${picture}" label=""]; a -> b }`, '----'].join(
      '\n',
    );
    const result = await convert({ 'ch.adoc': text });
    rmSync(dir, { recursive: true, force: true });
    const svgs = drawnSvgs(result.html);
    expect(svgs).toHaveLength(1);
    expect(svgs[0]).toContain('>b</text>');
    expect(svgs[0]).not.toContain('<image');
    expect(svgs[0]).not.toContain(picture);
  });

  it('other asciidoctor-diagram types are still printed as their source with the warning to render them', async () => {
    const text = ['[plantuml]', '----', 'Alice -> Bob', '----'].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings.map(formatWarning)).toEqual([
      expect.stringContaining('ch.adoc:2: the [plantuml] block'),
    ]);
    expect(result.html).toContain('Alice -&gt; Bob');
  });
});

describe('drawing problems when Graphviz is not installed', () => {
  it('are one warning a file saying what to install, the other places listed', () => {
    const reason = 'Graphviz (its dot command) is not installed';
    const warnings = drawingProblemWarnings([
      { file: 'ch.adoc', line: 4, name: 'graphviz', form: 'block', reason },
      { file: 'ch.adoc', line: 12, name: 'graphviz', form: 'block', reason },
      { file: 'ch.adoc', line: 20, name: 'graphviz', form: 'macro', reason },
    ]);
    expect(warnings.map(formatWarning)).toEqual([
      'ch.adoc:4: 3 [graphviz] diagrams are drawn with Graphviz, which is not installed where this book was built, ' +
        'so they are printed as written: the first here, the others at lines 12 and 20; install it (apt-get ' +
        'install graphviz) and build again',
    ]);
  });

  it('one alone names its form', () => {
    const warnings = drawingProblemWarnings([
      {
        file: 'a.adoc',
        line: 3,
        name: 'graphviz',
        form: 'macro',
        reason: 'Graphviz (its dot command) is not installed',
      },
    ]);
    expect(warnings.map(formatWarning)).toEqual([
      'a.adoc:3: the graphviz:: block macro is a diagram Octavo draws with Graphviz, which is not installed where ' +
        'this book was built, so the line is printed as text; install it (apt-get install graphviz) and build again',
    ]);
  });
});

describe('macroAttributes', () => {
  it('reads named attributes, quoted or not, and leaves positional ones', () => {
    expect(macroAttributes('states, svg, alt="A, B", width=400, title=\'Queue\'')).toEqual({
      alt: 'A, B',
      width: '400',
      title: 'Queue',
    });
  });
});

describe('[ditaa] diagrams drawn with ditaa, as asciidoctor-diagram draws them', () => {
  const BOXES = ['+-----+    +-----+', '| ask |--->| got |', '+-----+    +-----+'].join('\n');
  const pngs = (html: string) =>
    [...html.matchAll(/<img src="data:image\/png;base64,([^"]+)" alt="([^"]*)" width="(\d+)">/g)].map(
      (m) => ({ png: Buffer.from(m[1]!, 'base64'), alt: m[2], width: Number(m[3]) }),
    );

  it('each block is a picture shown at half its pixels, drawn with its own options and the document’s', async () => {
    const text = [
      ':ditaa-shadows: false',
      '',
      '== Boxes',
      '',
      '[[asking]]',
      '.Asking',
      '[ditaa]',
      '----',
      BOXES,
      '----',
      '',
      '[ditaa, separation=false, shadows=true]',
      '....',
      BOXES,
      '....',
      '',
      '[ditaa, width=200]',
      '----',
      BOXES,
      '----',
    ].join('\n');
    const result = await convert({ 'ch.adoc': text });
    expect(result.warnings).toEqual([]);
    expect(result.html).not.toContain('| ask |');
    expect(result.html).toMatch(
      /<figure id="asking" class="imageblock"[^>]*>\n<img src="data:image\/png;base64,/,
    );
    const drawn = pngs(result.html);
    expect(drawn.map(({ alt }) => alt)).toEqual(['Asking', 'Diagram', 'Diagram']);
    for (const { png, width } of drawn.slice(0, 2)) expect(width).toBe(Math.round(png.readUInt32BE(16) / 2));
    // Shadows off for the first (the document's), on for the second (its own).
    expect(drawn[0]!.png.equals(drawn[1]!.png)).toBe(false);
    // A width the author gave is the width shown.
    expect(drawn[2]!.width).toBe(200);
  }, 30_000);

  it('a block macro draws the file it names, with the macro’s options', async () => {
    const result = await convert({
      'ch.adoc': ['== Boxes', '', 'ditaa::pictures/boxes.txt[alt="Two boxes", round-corners=true]'].join(
        '\n',
      ),
      'pictures/boxes.txt': BOXES,
    });
    expect(result.warnings).toEqual([]);
    expect(pngs(result.html).map(({ alt }) => alt)).toEqual(['Two boxes']);
  }, 30_000);

  it('without ditaa installed they are printed as their source, one warning saying what to install', async () => {
    process.env.OCTAVO_DITAA_JAR = '/nonexistent/ditaa.jar';
    try {
      const text = ['== Boxes', '', '[ditaa]', '----', BOXES, '----', '', '[ditaa]', '----', BOXES, '----'];
      const result = await convert({ 'ch.adoc': text.join('\n') });
      expect(result.warnings.map(formatWarning)).toEqual([
        'ch.adoc:4: 2 [ditaa] diagrams are drawn with ditaa, which is not installed where this book was built, so ' +
          'they are printed as written: the first here, the others at line 11; install it (apt-get install ditaa) ' +
          'and build again',
      ]);
      expect(result.html).toContain('| ask |');
    } finally {
      delete process.env.OCTAVO_DITAA_JAR;
    }
  });
});
