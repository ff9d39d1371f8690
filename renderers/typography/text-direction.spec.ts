import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { directionAttribute, textDirection } from './text-direction';

describe('textDirection', () => {
  it.each(['fa', 'ar', 'ar-EG', 'he', 'ur', 'fa_IR'])('reads %s as right to left', (lang) => {
    expect(textDirection(lang)).toBe('rtl');
    expect(directionAttribute(textDirection(lang))).toBe(' dir="rtl"');
  });

  it.each(['en', 'zh-CN', 'ru', 'pt_BR', '', 'not a tag!'])('reads %s as left to right', (lang) => {
    expect(textDirection(lang)).toBe('ltr');
    expect(directionAttribute(textDirection(lang))).toBe('');
  });
});

describe('listings of a right-to-left book', () => {
  const directions = async (markdown: string) => {
    const model = await buildBookModel(
      memorySource({ 'a.md': markdown }),
      { files: ['a.md'], lang: 'fa', formats: {} },
      { bookName: 'a/b' },
    );
    return [...model.divisions[0]!.html.matchAll(/<pre dir="(\w+)"/g)].map((match) => match[1]);
  };

  it("read right to left when declared rtl or holding the book's prose, and left to right when code (mdlearn)", async () => {
    const markdown =
      '# فصل\n\n```rtl\n- لیست با آیتم شماره ۱\n```\n\n```\nزمین گرد است.\n```\n\n' +
      '```python\nprint("سلام")\n```\n\n```\nls -l /tmp\n```\n\n```text\nمتن ساده\n```\n';
    expect(await directions(markdown)).toEqual(['rtl', 'rtl', 'ltr', 'ltr', 'rtl']);
  });
});
