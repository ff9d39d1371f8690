import {
  AccessibilityFacts,
  accessibilityMetadata,
  accessibilityMetadataXml,
  CONFORMS_TO,
} from './accessibility-metadata';

const facts = (overrides: Partial<AccessibilityFacts> = {}): AccessibilityFacts => ({
  images: 3,
  imagesWithoutAlt: 0,
  math: false,
  footnotes: false,
  index: false,
  printPages: false,
  language: 'declared',
  headingSkips: [],
  themeProblems: [],
  animatedImages: [],
  ...overrides,
});

describe('accessibilityMetadata', () => {
  it('claims EPUB Accessibility 1.1 / WCAG 2.1 AA when every check passes, and lists what the book has', () => {
    const meta = accessibilityMetadata(facts({ math: true, index: true, footnotes: true, printPages: true }));
    expect(meta.conformsTo).toBe(CONFORMS_TO);
    expect(meta.failures).toEqual([]);
    expect(meta.accessModes).toEqual(['textual', 'visual']);
    expect(meta.accessModesSufficient).toEqual(['textual', 'textual,visual']);
    expect(meta.features).toEqual([
      'structuralNavigation',
      'tableOfContents',
      'readingOrder',
      'index',
      'MathML',
      'alternativeText',
      'pageBreakMarkers',
      'pageNavigation',
    ]);
    expect(meta.hazards).toEqual(['none']);
    expect(meta.summary).toContain('an index, page numbers from the print edition, mathematics as MathML');
    expect(meta.summary).toContain(`It meets ${CONFORMS_TO}`);
  });

  it('says what a book without images offers: text only, no alternativeText feature', () => {
    const meta = accessibilityMetadata(facts({ images: 0 }));
    expect(meta.accessModes).toEqual(['textual']);
    expect(meta.accessModesSufficient).toEqual(['textual']);
    expect(meta.features).not.toContain('alternativeText');
    expect(meta.conformsTo).toBe(CONFORMS_TO);
  });

  it('claims no conformance, and says why, when an image lacks alt text: the text alone is then not enough', () => {
    const meta = accessibilityMetadata(facts({ images: 60, imagesWithoutAlt: 1 }));
    expect(meta.conformsTo).toBeUndefined();
    expect(meta.accessModesSufficient).toEqual(['textual,visual']);
    expect(meta.features).not.toContain('alternativeText');
    expect(meta.failures).toEqual(['1 image has no text alternative']);
    expect(meta.summary).toContain('1 of its 60 images has no text alternative.');
    expect(meta.summary).toContain(
      'It claims no conformance to EPUB Accessibility: 1 image has no text alternative.',
    );
  });

  it('fails the claim for each other check: language, heading order, contrast, animation', () => {
    const meta = accessibilityMetadata(
      facts({
        language: 'guessed',
        headingSkips: ['ch01.xhtml: h2 → h4'],
        themeProblems: ['`p { color: #999999 }` on a white page has a contrast of 2.85:1'],
        lowContrastText: ['ch02.xhtml: #FF0000 on white, 4.00:1'],
        animatedImages: ['images/spinner.gif'],
      }),
    );
    expect(meta.conformsTo).toBeUndefined();
    expect(meta.failures).toEqual([
      'the book does not declare its language',
      'headings skip a level (ch01.xhtml: h2 → h4)',
      "the theme's `p { color: #999999 }` on a white page has a contrast of 2.85:1",
      'text coloured in the source is below 4.5:1 (ch02.xhtml: #FF0000 on white, 4.00:1)',
      'animated images may flash (images/spinner.gif)',
    ]);
    expect(meta.hazards).toEqual(['unknownFlashingHazard', 'noMotionSimulationHazard', 'noSoundHazard']);
    expect(meta.summary).toMatch(/; and 2 more\.$/);
  });

  it('says the low-contrast text of the sources once, each file and colour once with how often', () => {
    const red = 'ch05.xhtml: red on white, 4.00:1';
    const meta = accessibilityMetadata(
      facts({
        lowContrastText: [red, red, red, 'ch07.xhtml: #aaa on white, 2.32:1'],
        headingSkips: ['ch01.xhtml: h2 → h4'],
      }),
    );
    expect(meta.failures).toEqual([
      'headings skip a level (ch01.xhtml: h2 → h4)',
      'text coloured in the source is below 4.5:1 (ch05.xhtml: red on white, 4.00:1, 3 times; ch07.xhtml: #aaa on white, 2.32:1)',
    ]);
    expect(meta.summary.match(/below 4\.5:1/g)).toHaveLength(1);
    const many = accessibilityMetadata(
      facts({
        lowContrastText: ['a', 'b', 'c', 'd', 'e'].map((file) => `${file}.xhtml: red on white, 4.00:1`),
      }),
    );
    expect(many.failures).toEqual([
      'text coloured in the source is below 4.5:1 (a.xhtml: red on white, 4.00:1; b.xhtml: red on white, 4.00:1; ' +
        'c.xhtml: red on white, 4.00:1; and 2 more)',
    ]);
  });
});

describe('accessibilityMetadataXml', () => {
  it('writes one meta element per value, the conformance and its certifier only when claimed', () => {
    const xml = accessibilityMetadataXml(accessibilityMetadata(facts({ images: 0 })));
    expect(xml.split('\n    ')).toEqual([
      '<meta property="schema:accessMode">textual</meta>',
      '<meta property="schema:accessModeSufficient">textual</meta>',
      '<meta property="schema:accessibilityFeature">structuralNavigation</meta>',
      '<meta property="schema:accessibilityFeature">tableOfContents</meta>',
      '<meta property="schema:accessibilityFeature">readingOrder</meta>',
      '<meta property="schema:accessibilityHazard">none</meta>',
      expect.stringMatching(/^<meta property="schema:accessibilitySummary">This publication has .*<\/meta>$/),
      `<meta property="dcterms:conformsTo" id="conformance">${CONFORMS_TO}</meta>`,
      '<meta property="a11y:certifiedBy">Octavo</meta>',
    ]);
    const failing = accessibilityMetadataXml(accessibilityMetadata(facts({ imagesWithoutAlt: 2 })));
    expect(failing).not.toContain('dcterms:conformsTo');
    expect(failing).not.toContain('a11y:certifiedBy');
  });
});
