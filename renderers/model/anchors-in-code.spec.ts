import { ElementNode, parseHtml } from '../dom/html-dom';
import { anchorsInCode } from './anchors-in-code';

function anchorsOf(html: string) {
  const found = anchorsInCode([{ nodes: parseHtml(html, { locate: { file: 'ch.html' } }), file: 'ch.html' }]);
  return Object.fromEntries([...found].map(([id, { written, block }]) => [id, `${written} @ ${block.line}`]));
}

describe('anchorsInCode', () => {
  it.each([
    ['AsciiDoc [[id]]', '[[CH04-ET04]]', { 'CH04-ET04': '[[CH04-ET04]] @ 2' }],
    ['AsciiDoc [[id,reftext]]', '[[intro,Introduction]]', { intro: '[[intro,Introduction]] @ 2' }],
    ['AsciiDoc [#id] on its own line', '  [#setup.keep]', { setup: '[#setup.keep] @ 2' }],
    ['AsciiDoc anchor:id[]', 'see anchor:step-1[Step] here', { 'step-1': 'anchor:step-1[Step] @ 2' }],
    ['Markdown {#id}', '## Install {#install .unnumbered}', { install: '{#install .unnumbered} @ 2' }],
    ['a list [#x] inside a line of code', 'xs = [#a] + 1', {}],
    ['a Clojure vector', '(let [[a b] pair] a)', {}],
  ])('finds %s', (_, code, expected) => {
    expect(anchorsOf(`<section>\n<pre>${code}</pre>\n</section>`)).toEqual(expected);
  });

  it('keeps the first code block of an id and looks only inside code', () => {
    const html = '<p>[[prose]]</p>\n<pre>[[twice]]</pre>\n<pre>\n[[twice]]</pre>';
    expect(anchorsOf(html)).toEqual({ twice: '[[twice]] @ 2' });
  });

  it('takes the location of the block around a pre that has none, short of its section', () => {
    const section = parseHtml('<section><div><div><pre>[[x]]</pre></div></div></section>')[0] as ElementNode;
    const block = section.children[0] as ElementNode;
    block.loc = { file: 'ch.adoc', line: 7 };
    section.loc = { file: 'ch.adoc', line: 1 };
    const found = anchorsInCode([{ nodes: [section], file: 'ch.adoc' }]);
    expect(found.get('x')?.block).toEqual({ file: 'ch.adoc', line: 7 });
  });
});
