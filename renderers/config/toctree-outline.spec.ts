import { firstTitle } from './toctree-outline';

describe("a Sphinx root document's first title (the book's title when conf.py names none)", () => {
  it('is rST’s adorned line, over- and underlined or underlined, past comments and directives', () => {
    expect(firstTitle('.. comment\n\n.. meta::\n   :description: x\n\n####\nKilns\n#####\n\nText.\n')).toBe(
      'Kilns',
    );
    expect(firstTitle('Kilns and Glazes\n================\n\nSub\n---\n')).toBe('Kilns and Glazes');
    expect(firstTitle('Just a paragraph\nof two lines.\n')).toBeUndefined();
  });

  it('is Markdown’s first heading, its attributes and escapes left out, never a line inside a fence', () => {
    expect(firstTitle("```\n# not this\n```\n\n# The Potter\\'s Wheel {#wheel}\n")).toBe(
      "The Potter's Wheel",
    );
    expect(firstTitle('Dive into Kilns\n========================\n\n```toc\nch1\n```\n')).toBe(
      'Dive into Kilns',
    );
  });
});
