import { textContent } from '../dom/html-dom';
import type { XrefTarget } from './book-model';
import { htmlbookXrefText } from './htmlbook-xref-style';

const chapter: XrefTarget = {
  divisionId: 'ch03',
  text: 'Chapter 3',
  number: '3',
  fullTitle: { title: 'Water', emphasis: true },
};
const figure: XrefTarget = {
  divisionId: 'ch03',
  text: 'Figure 3-1',
  number: '3-1',
  fullTitle: { title: 'A kettle', emphasis: false },
};
const section: XrefTarget = { divisionId: 'ch03', text: 'Hardness' };

function read(style: string, target: XrefTarget): string {
  const nodes = htmlbookXrefText(style, target);
  return typeof nodes === 'string' ? nodes : nodes.map(textContent).join('');
}

describe('htmlbookXrefText', () => {
  it('reads the DocBook select keywords, spaced or not', () => {
    expect(read('select: labelnumber', chapter)).toBe('3');
    expect(read('select:labelnumber', figure)).toBe('3-1');
    expect(read('select: label', chapter)).toBe('3');
    expect(read('select: labelname labelnumber', figure)).toBe('Figure 3-1');
    expect(read('select: title', chapter)).toBe('Water');
    expect(read('select: title', section)).toBe('Hardness');
    expect(read('select: labelnumber quotedtitle', figure)).toBe('3-1, \u201cA kettle\u201d');
    expect(read('select: nopage', chapter)).toBe('Chapter 3');
  });

  it('fills a template, and reads chap-num-title as number and title', () => {
    expect(read('template:Chapter %n (%t), 100%%', chapter)).toBe('Chapter 3 (Water), 100%');
    expect(read('chap-num-title', chapter)).toBe('Chapter 3, \u201cWater\u201d');
    expect(read('chap-num-title', figure)).toBe('Figure 3-1, \u201cA kettle\u201d');
  });

  it('tells an unknown style from a number asked of a target without one', () => {
    expect(read('glossary', chapter)).toBe('unknown');
    expect(read('select: sideways', chapter)).toBe('unknown');
    expect(read('select: labelnumber', section)).toBe('unnumbered');
    expect(read('template:%n', section)).toBe('unnumbered');
  });
});
