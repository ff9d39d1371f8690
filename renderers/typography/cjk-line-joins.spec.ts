import { DomNode, parseHtml, textContent } from '../dom/html-dom';
import { joinCjkLines } from './cjk-line-joins';

const joined = (html: string): string => {
  const nodes: DomNode[] = parseHtml(html);
  joinCjkLines(nodes);
  return nodes.map(textContent).join('');
};

describe('joinCjkLines', () => {
  it('drops a line break between two Chinese sentences, and between kana', () => {
    expect(joined('<p>欢迎来到第二版。\n第一版出版已经四年。</p>')).toBe(
      '欢迎来到第二版。第一版出版已经四年。',
    );
    expect(joined('<p>吾輩は猫である。\n  名前はまだ無い。</p>')).toBe('吾輩は猫である。名前はまだ無い。');
  });

  it('drops it across inline markup: a break before bold or a link', () => {
    expect(joined('<p>本章为入门。\n<strong>我们</strong>从背景开始。</p>')).toBe(
      '本章为入门。我们从背景开始。',
    );
    expect(joined('<p><a href="#x">起步</a>\n一章</p>')).toBe('起步一章');
  });

  it('keeps it beside Latin text, in Korean, and in code', () => {
    expect(joined('<p>使用 Git\n的社区</p>')).toBe('使用 Git\n的社区');
    expect(joined('<p>한글은\n세종대왕이</p>')).toBe('한글은\n세종대왕이');
    expect(joined('<pre>注释。\n代码。</pre>')).toBe('注释。\n代码。');
    expect(joined('<p>第一段。</p>\n<p>第二段。</p>')).toBe('第一段。\n第二段。');
  });
});
