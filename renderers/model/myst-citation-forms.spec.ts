import { DomNode, element, serializeHtml } from '../dom/html-dom';
import type { CitedWork } from '../sources/myst-bibliography';
import { citationNodes, CitationStyle, CitedReference } from './myst-citation-forms';

const work = (key: string, label: string, names: string[], year?: string): CitedWork => ({
  key,
  label,
  names,
  ...(year ? { year } : {}),
  title: `Title of ${key}`,
});

const WORKS: Record<string, CitedWork> = {
  knuth: work('knuth', 'Knu84', ['van Knuth'], '1984'),
  pair: work('pair', 'MR19', ['Marsh', 'Reed'], '2019'),
  trio: work('trio', 'ABC+20', ['Ames', 'Bell', 'Cole'], '2020'),
  anon: work('anon', 'ano', []),
};

const link = (key: string, children: DomNode[]) => element('a', { href: `#${key}` }, children);

function printed(style: CitationStyle, form: string, ...keys: string[]): string {
  const references: CitedReference[] = keys.map((written) => {
    const [pre, key, post] = written.split('|');
    return {
      key: key!,
      ...(WORKS[key!] ? { work: WORKS[key!] } : {}),
      ...(pre ? { pre } : {}),
      ...(post ? { post } : {}),
    };
  });
  return serializeHtml(citationNodes(style, form, references, link));
}

describe('citationNodes: sphinxcontrib-bibtex’s citation forms', () => {
  it.each([
    ['label', 'p', ['|knuth|', '|pair|'], '[<a href="#knuth">Knu84</a>, <a href="#pair">MR19</a>]'],
    ['label', 't', ['|knuth|'], 'van Knuth [<a href="#knuth">Knu84</a>]'],
    ['label', 'ct', ['|knuth|'], 'Van Knuth [<a href="#knuth">Knu84</a>]'],
    [
      'author_year',
      'p',
      ['|knuth|', '|pair|'],
      '[<a href="#knuth">van Knuth, 1984</a>, <a href="#pair">Marsh and Reed, 2019</a>]',
    ],
    ['author_year', 'p', ['see|knuth|p. 5'], '[see <a href="#knuth">van Knuth, 1984</a>, p. 5]'],
    ['author_year', 'alp', ['|knuth|'], '<a href="#knuth">van Knuth, 1984</a>'],
    ['author_year', 'p', ['|trio|'], '[<a href="#trio">Ames <em>et al.</em>, 2020</a>]'],
    ['author_year', 'ps', ['|trio|'], '[<a href="#trio">Ames, Bell, and Cole, 2020</a>]'],
    [
      'author_year',
      't',
      ['|knuth|', '|trio|'],
      'van Knuth [<a href="#knuth">1984</a>], Ames <em>et al.</em> [<a href="#trio">2020</a>]',
    ],
    ['author_year', 'cts', ['|trio|'], 'Ames, Bell, and Cole [<a href="#trio">2020</a>]'],
    ['author_year', 'p', ['|anon|'], '[<a href="#anon"><em>Title of anon</em>, n.d.</a>]'],
    ['author_year', 'cauthor', ['|knuth|'], '<a href="#knuth">Van Knuth</a>'],
    ['author_year', 'authorpar', ['|pair|'], '[<a href="#pair">Marsh and Reed</a>]'],
    ['author_year', 'yearpar', ['|knuth|'], '[<a href="#knuth">1984</a>]'],
    ['label', 'label', ['|knuth|'], '<a href="#knuth">Knu84</a>'],
    ['author_year', 'empty', ['|knuth|'], ''],
    ['author_year', 't', ['|nowhere|'], '<a href="#nowhere">nowhere</a>'],
  ] as const)('%s, {cite:%s} of %j: %s', (style, form, keys, expected) => {
    expect(printed(style, form, ...keys)).toBe(expected);
  });
});
