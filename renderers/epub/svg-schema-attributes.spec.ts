import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memorySource } from '../test-support/memory-source';
import { readZip } from '../test-support/read-zip';
import { renderEpub } from './render-epub';
import { withSvg11Attributes } from './svg-schema-attributes';

describe("an SVG's attributes newer than SVG 1.1, in the EPUB", () => {
  it("leave Excalidraw's font style sheet without its class, and nothing else changes", () => {
    const svg = [
      '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">',
      '<!-- svg-source:excalidraw --><metadata><!-- payload-start -->eyJ2<!-- payload-end --></metadata>',
      '<defs><style class="style-fonts">',
      '      @font-face { font-family: Comic Shanns; src: url(data:font/woff2;base64,d09GMgABAAAAAA6w); }',
      '    </style></defs>',
      '<g class="shape" transform="translate(1 2)"><text x="1" y="2" class="label" style="white-space: pre;">a</text></g>',
      '</svg>',
    ].join('\n');
    expect(withSvg11Attributes(Buffer.from(svg)).toString()).toBe(
      svg.replace('<style class="style-fonts">', '<style>'),
    );
  });

  it("move SVG 2's presentation attributes into the element's style, before what it says already", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0" paint-order="stroke" stroke="#000"/>' +
      `<text x="1" vector-effect='non-scaling-stroke' style="fill: red">a</text>` +
      `<mask id="m" mask-type="alpha" style='font-family: "Virgil"'/></svg>`;
    expect(withSvg11Attributes(Buffer.from(svg)).toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0" stroke="#000" style="paint-order: stroke"/>' +
        '<text x="1" style="vector-effect: non-scaling-stroke; fill: red">a</text>' +
        '<mask id="m" style="mask-type: alpha; font-family: &quot;Virgil&quot;"/></svg>',
    );
  });

  it('leave an SVG that has none as it is', () => {
    const clean = Buffer.from('<svg><g class="shape"><path d="M0 0" style="paint-order: stroke"/></g></svg>');
    expect(withSvg11Attributes(clean)).toBe(clean);
  });
});

// JS Primer's Set diagrams, drawn with Excalidraw: epubcheck rejected both (RSC-005).
describe('An Excalidraw drawing in an EPUB', () => {
  it('is shipped without the class its font style sheet may not have, and without a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-excalidraw-'));
    try {
      const drawing =
        '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">' +
        '<defs><style class="style-fonts">@font-face { font-family: Excalifont; }</style></defs>' +
        '<text x="1" y="8" font-family="Excalifont">Set</text></svg>';
      const outFile = join(dir, 'book.epub');
      const { warnings } = await renderEpub({
        source: memorySource({
          'ch.md': '# Sets\n\n![Set methods](set.excalidraw.svg)\n',
          'set.excalidraw.svg': drawing,
        }),
        config: { files: ['ch.md'], formats: {}, lang: 'en' },
        workDir: dir,
        outFile,
        bookName: 'ann/book',
      });
      const zip = await readZip(outFile);
      const shipped = [...zip.entries()].find(([name]) => name.endsWith('.svg'))![1].toString('utf8');
      expect(shipped).toBe(drawing.replace('<style class="style-fonts">', '<style>'));
      expect(warnings.filter((w) => /svg/i.test(w.text))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
