import { ElementNode, parseHtml } from '../dom/html-dom';
import { SourceLocation } from '../warnings';
import { collectCharacterSources } from './character-sources';

function rootOf(html: string): ElementNode {
  return parseHtml(html).find((n): n is ElementNode => n.type === 'element')!;
}

describe('collectCharacterSources', () => {
  it('records each character beyond ASCII at its first place, skipping all-ASCII text and what never prints', () => {
    const root = rootOf(
      '<section><p>Plain ASCII text only.</p><p>Caf\u00e9 and \u{1F600} and \u00e9 again</p>' +
        '<math><annotation>\u00df</annotation></math><p>\u4e2d</p></section>',
    );
    const paragraphs = root.children.filter((n): n is ElementNode => n.type === 'element' && n.name === 'p');
    paragraphs[1]!.loc = { file: 'ch01.adoc', line: 7 };
    const found = new Map<number, SourceLocation>();
    collectCharacterSources(root, 'ch01.adoc', found);
    expect([...found.keys()].sort((a, b) => a - b)).toEqual([0xe9, 0x4e2d, 0x1f600]);
    expect(found.get(0xe9)).toEqual({ file: 'ch01.adoc', line: 7 });
    expect(found.get(0x1f600)).toEqual({ file: 'ch01.adoc', line: 7 });
    expect(found.get(0x4e2d)).toEqual({ file: 'ch01.adoc' });
  });

  it('keeps the place found first when a later division holds the same character', () => {
    const found = new Map<number, SourceLocation>();
    collectCharacterSources(rootOf('<section><p>\u00e9</p></section>'), 'a.adoc', found);
    collectCharacterSources(rootOf('<section><p>\u00e9 \u00fc</p></section>'), 'b.adoc', found);
    expect(found.get(0xe9)).toEqual({ file: 'a.adoc' });
    expect(found.get(0xfc)).toEqual({ file: 'b.adoc' });
  });
});
