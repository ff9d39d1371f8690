import { parseHtml, serializeHtml } from '../dom/html-dom';
import { leaveOutPageNavigation } from './page-navigation-lines';

const closingList = (items: string[]) =>
  `<p>This chapter covers:</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

describe('leaveOutPageNavigation', () => {
  it('leaves out a closing list whose link names where it leads, in Chinese as in English', () => {
    for (const items of [
      ['<a href="../SUMMARY.md">目录</a>', '下一节: <a href="b.md">钉子</a>'],
      ['<a href="../SUMMARY.md">Contents</a>', '<a href="b.md">Nails</a>'],
    ]) {
      const { nodes, warnings } = leaveOutPageNavigation(parseHtml(closingList(items)), 'a.md');
      expect(serializeHtml(nodes)).toBe('<p>This chapter covers:</p>');
      expect(warnings).toHaveLength(1);
    }
  });

  it('keeps a list of sections whose titles only contain such a word ("挂载主机目录": mounting a host directory; "下一代": next-generation; "目录结构": folder layout)', () => {
    const html = closingList([
      '<a href="a.md">木板</a>',
      '<a href="b.md">挂载主机目录</a>',
      '<a href="c.md">下一代工具</a>',
      '<a href="d.md">目录结构</a>',
    ]);
    const { nodes, warnings } = leaveOutPageNavigation(parseHtml(html), 'a.md');
    expect(serializeHtml(nodes)).toBe(html);
    expect(warnings).toEqual([]);
  });
});

describe('a navigation line beside a badge line ("Open in Colab"), as a notebook site opens and closes its pages', () => {
  const badge =
    '<p><a href="https://colab.research.google.com/github/ann/tides/blob/main/ch2.ipynb">' +
    '<img src="https://colab.research.google.com/assets/colab-badge.svg" alt="Open in Colab"></a></p>';
  const navigation =
    '<p>&lt; <a href="ch1.ipynb">Moorings</a> | <a href="index.ipynb">Contents</a> | ' +
    '<a href="ch3.ipynb">Knots</a> &gt;</p>';

  it('is left out at the start and at the end; the badges stay for their own step', () => {
    const html =
      `<p>An excerpt from the harbour log.</p>${navigation}${badge}<h1>Tides</h1><p>High water at dawn.</p>` +
      `${navigation}${badge}`;
    const { nodes, warnings } = leaveOutPageNavigation(parseHtml(html), 'ch2.ipynb');
    expect(serializeHtml(nodes)).toBe(
      `<p>An excerpt from the harbour log.</p>${badge}<h1>Tides</h1><p>High water at dawn.</p>${badge}`,
    );
    expect(warnings).toHaveLength(1);
  });

  it('keeps a paragraph of links beside a badge when none of them names where it leads', () => {
    const html = `<h1>Tides</h1><p><a href="ch1.ipynb">Moorings</a> | <a href="ch3.ipynb">Knots</a></p>${badge}`;
    expect(serializeHtml(leaveOutPageNavigation(parseHtml(html), 'ch2.ipynb').nodes)).toBe(html);
  });
});
