import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

/** Invented Portuguese prose: a bakery's morning, well over the words a language is told by. */
const PORTUGUESE = [
  'A padaria da praça abre cedo, antes de o sol chegar aos telhados da rua. O padeiro acende o forno e mistura ',
  'a farinha com a água, o sal e o fermento que guardou da noite anterior. Enquanto a massa descansa nas ',
  'tigelas, ele varre o chão, arruma as prateleiras e escreve no quadro os preços do dia. Os primeiros ',
  'clientes são os operários da obra ao lado, que levam pão quente e café para o caminho. Depois vêm as ',
  'crianças com as mães, a caminho da escola, e pedem os bolinhos de canela que ficam na vitrine. ',
  'Não há pressa na fila: todos conhecem o padeiro pelo nome e ele também conhece cada um deles. ',
  'Ao meio-dia a padaria fecha por uma hora, e o padeiro come na mesa dos fundos, com a porta aberta para ',
  'a praça. À tarde faz os pães doces, que vendem melhor quando a cidade volta do trabalho. Quando a última ',
  'fornada sai do forno, ele divide as sobras entre os vizinhos e a cozinha comunitária da igreja. ',
  'É uma rotina simples, mas a praça não seria a mesma sem o cheiro do pão pela manhã. Os turistas que ',
  'passam pela cidade sempre perguntam onde fica a padaria, e os moradores apontam para a esquina com ',
  'orgulho, como quem mostra um monumento. O padeiro ri e diz que o segredo está na paciência da massa ',
  'e na conversa com os clientes, mais do que na receita, que aprendeu com a avó quando era pequeno. ',
  'Nos domingos a padaria abre apenas pela manhã, e o padeiro passa a tarde no jardim com a família, ',
  'longe do forno e das contas da semana, plantando ervas para os pães da estação seguinte.',
].join('');

const ENGLISH = [
  'The lighthouse keeper climbs the stairs every evening to light the lamp. It is a long climb, and the ',
  'stairs are narrow, but the view from the top is worth the effort. From there the keeper can see the ',
  'harbour, the fishing boats that return with the tide, and the road that leads to the village. ',
  'The lamp itself is old: it was built by a firm that no longer exists, and its lens was ground by hand. ',
].join('');

/**
 * Invented Chinese prose about a garden plan, naming points by their x and y: counted as runs of letters between
 * punctuation, its "y"s (Spanish for "and") were a quarter of its words, and the section read as Spanish.
 */
const CHINESE_WITH_COORDINATES = [
  '花園的地圖用座標表示：每棵樹的位置是（x，y），x 是東西方向的距離，y 是南北方向的距離。',
  '如果我們知道 x，就可以從小路的形狀算出 y，所以只要記下 x 和它的方向。',
  '水管沿著 y 軸鋪設，從 y 等於零的地方開始，每隔一公尺留一個出水口。',
  '新的花床放在 x 大於十、y 小於五的區域，那裡早上有陽光，下午有樹蔭。',
  '園丁在圖上用紅色標出 y 最大的幾個點，提醒大家那裡的土比較溼。',
]
  .join('')
  .repeat(5);

const chapter = (opening = '') =>
  [
    '== Mornings',
    '',
    ENGLISH,
    '',
    `${opening}=== A padaria`,
    '',
    PORTUGUESE,
    '',
    '=== The lighthouse',
    '',
    ENGLISH,
  ].join('\n');

const build = async (files: Record<string, string>, lang?: string) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {}, ...(lang ? { lang } : {}) },
    { bookName: 'x' },
  );
  return { model, warnings: model.warnings.map(formatWarning) };
};

describe('a section written in another language than the book', () => {
  it('is marked with its language, so it is hyphenated and voiced by it, and warned of at its title', async () => {
    const { model, warnings } = await build({ 'ch01.asciidoc': chapter(), 'ch02.asciidoc': chapter() }, 'en');
    expect(model.divisions[0]!.html).toContain('<section data-type="sect1" id="a-padaria" lang="pt">');
    expect(model.divisions[0]!.html).not.toContain('data-type="chapter" lang=');
    expect(warnings).toEqual(
      ['ch01.asciidoc', 'ch02.asciidoc'].map(
        (file) =>
          `${file}:5: "A padaria" reads as Portuguese, not English, the language the book is in: it is set as ` +
          'Portuguese, hyphenated by Portuguese rules and read aloud as Portuguese; if the whole book is in ' +
          'Portuguese, set "lang": "pt" in platform.json, else say so where it starts (AsciiDoc: [lang=pt] on ' +
          'the line above its title)',
      ),
    );
  });

  it('marks a whole chapter once, and counts the other sections of its file in one warning', async () => {
    const { model, warnings } = await build({
      'ch.asciidoc': ['== Padaria', '', PORTUGUESE, '', chapter()].join('\n'),
    });
    expect(model.divisions[0]!.html).toMatch(/^<section data-type="chapter"[^>]* lang="pt"/);
    expect(model.divisions[1]!.html).toContain('id="a-padaria" lang="pt"');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch\.asciidoc:1: "Padaria" reads as Portuguese, not English, the language the book is in, and so is 1 more section in this file \(line 9\): /,
      ),
    ]);
  });

  it('leaves a Chinese section naming its coordinates x and y alone, whatever the book says its language is', async () => {
    const text = ['== 工具', '', '=== 花園的地圖', '', CHINESE_WITH_COORDINATES].join('\n');
    for (const lang of ['zh-Hant', 'en', undefined]) {
      const { model, warnings } = await build({ 'ch.asciidoc': text }, lang);
      expect(model.divisions[0]!.html).not.toMatch(/<section[^>]* lang=/);
      expect(warnings).toEqual([]);
    }
  });

  it('leaves a Chinese section holding an English table alone, but marks one written in English', async () => {
    const table = ['|===', '|Tool |What it is for', '', ...Array(3).fill(`|Rake\n|${ENGLISH}`), '|==='];
    const garden = '園丁每天早上檢查花園的水管，再把工具放回棚子裡；下表說明每種工具的用途。'.repeat(8);
    const tools = ['=== 工具表', '', garden, '', ...table];
    const text = ['== 工具', '', garden, '', ...tools, '', '=== Tools', '', ENGLISH, ENGLISH];
    const { model, warnings } = await build({ 'ch.asciidoc': text.join('\n') }, 'zh-Hant');
    expect(model.divisions[0]!.html).toContain('<section data-type="sect1" id="工具表">');
    expect(model.divisions[0]!.html).toContain('<section data-type="sect1" id="tools" lang="en">');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch\.asciidoc:\d+: "Tools" reads as English, not Chinese, the language the book is in: /,
      ),
    ]);
  });

  // Dive into Deep Learning's Chinese edition: its 参考文献 is a {bibliography} of English works.
  it('leaves a reference list of works in other languages alone', async () => {
    const garden = '園丁每天早上檢查花園的水管，再把工具放回棚子裡；下表說明每種工具的用途。'.repeat(2);
    const entries = Array.from({ length: 6 }, (_, at) => `* [[[w${at}]]] ${ENGLISH}`);
    const text = ['== 工具', '', garden, '', '[bibliography]', '=== 參考文獻', '', ...entries];
    const { model, warnings } = await build({ 'ch.asciidoc': text.join('\n') }, 'zh-Hant');
    expect(model.divisions[0]!.html).not.toContain('lang="en"');
    expect(warnings.filter((warning) => warning.includes('reads as'))).toEqual([]);
  });

  it('says nothing when the section says its language, when the book is in it, or of a short passage', async () => {
    const marked = await build({ 'ch.asciidoc': chapter('[lang=pt-BR]\n') }, 'en');
    expect(marked.model.divisions[0]!.html).toContain('id="a-padaria" lang="pt-BR"');
    expect(marked.warnings).toEqual([]);
    const trusted = await build(
      { 'ch.asciidoc': ['[lang=de]', '== Mornings', '', PORTUGUESE].join('\n') },
      'en',
    );
    expect(trusted.model.divisions[0]!.html).toMatch(/^<section data-type="chapter"[^>]* lang="de"/);
    expect(trusted.warnings).toEqual([]);
    const portuguese = await build({ 'ch.asciidoc': ['== Padaria', '', PORTUGUESE].join('\n') }, 'pt-BR');
    expect(portuguese.model.divisions[0]!.html).not.toContain('lang=');
    expect(portuguese.warnings).toEqual([]);
    const quoted = await build({
      'ch.asciidoc': [
        '== Mornings',
        '',
        ENGLISH,
        '',
        '=== Quoted',
        '',
        PORTUGUESE.slice(0, 400),
        '',
        ENGLISH,
      ].join('\n'),
    });
    expect(quoted.warnings).toEqual([]);
  });
});
