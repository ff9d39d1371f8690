import type * as FontsModule from './fonts';
import { fontFaceCss, loadBookFonts, rangeCovers } from './fonts';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, readFile: jest.fn(actual.readFile) };
});

describe('loadBookFonts', () => {
  it('ships every subset the book’s text needs (Cyrillic, Greek …) and Latin always, with unicode-range', async () => {
    const latinOnly = await loadBookFonts({ usedText: 'Plain English text.' });
    expect(latinOnly.every((face) => face.file.includes('-latin-'))).toBe(true);
    const russian = await loadBookFonts({ usedText: 'Структура транзакции' });
    const files = russian.map((f) => f.file);
    expect(files).toContain('fonts/source-serif-4-cyrillic-400-normal.woff2');
    expect(files).toContain('fonts/jetbrains-mono-cyrillic-400-normal.woff2');
    expect(files.some((f) => f.includes('-greek-'))).toBe(false);
    const css = fontFaceCss(russian);
    expect(css).toMatch(
      /source-serif-4-cyrillic-400-normal\.woff2"\) format\("woff2"\); unicode-range: U\+0301,U\+0400-045F/,
    );
    const all = await loadBookFonts();
    expect(all.length).toBeGreaterThan(russian.length);
  });

  it('ships the math font only for books with math', async () => {
    expect((await loadBookFonts({ usedText: 'x' })).some((f) => f.family === 'Octavo Math')).toBe(false);
    expect((await loadBookFonts({ math: true, usedText: 'x' })).some((f) => f.family === 'Octavo Math')).toBe(
      true,
    );
  });

  it('Persian and Arabic are drawn by Noto Naskh Arabic in the serif and Noto Sans Arabic in the sans', async () => {
    const faces = await loadBookFonts({ usedText: 'آب را جوش بیاورید، ۹۵ درجه.' });
    const files = (family: string) =>
      faces
        .filter((face) => face.family === family && !face.file.includes('-latin-'))
        .map((face) => face.file);
    expect(files('Octavo Serif')).toEqual([
      'fonts/noto-naskh-arabic-arabic-400-normal.woff2',
      'fonts/noto-naskh-arabic-arabic-700-normal.woff2',
    ]);
    expect(files('Octavo Sans')).toEqual([
      'fonts/noto-sans-arabic-arabic-400-normal.woff2',
      'fonts/noto-sans-arabic-arabic-600-normal.woff2',
      'fonts/noto-sans-arabic-arabic-700-normal.woff2',
    ]);
    const points = [...'آب را جوش بیاورید، ۹۵ درجه.'].map((c) => c.codePointAt(0)!);
    const { uncovered } = jest.requireActual<typeof FontsModule>('./fonts');
    expect(uncovered(points, faces)).toEqual([]);
    // The serif has italics: its Arabic file is declared italic too, or italic Persian would take a server font.
    expect(fontFaceCss(faces)).toContain(
      '@font-face { font-family: "Octavo Serif"; font-weight: 400; font-style: italic; ' +
        'src: url("fonts/noto-naskh-arabic-arabic-400-normal.woff2") format("woff2"); unicode-range: U+0600-06FF',
    );
    expect(fontFaceCss(faces)).not.toMatch(/"Octavo Sans"[^}]*font-style: italic/);
  });

  it('Hebrew is drawn by Noto Sans Hebrew in both text families; an English hyphen ships no Arabic or Hebrew', async () => {
    const hebrew = await loadBookFonts({ usedText: 'שלום' });
    expect(
      hebrew.filter((face) => face.file.includes('noto-sans-hebrew')).map((face) => face.family),
    ).toEqual(['Octavo Serif', 'Octavo Serif', 'Octavo Sans', 'Octavo Sans', 'Octavo Sans']);
    // Fontsource's Arabic and Hebrew ranges take U+2010 (hyphen) and U+200C-200F too: cut to the scripts' blocks.
    const english = await loadBookFonts({ usedText: 'A well\u2010known\u200e fact' });
    expect(english.filter((face) => /arabic|hebrew/.test(face.file))).toEqual([]);
  });

  it('Thai, Devanagari, Bengali and Tamil are drawn by Noto Serif and Noto Sans of the script, each only when used', async () => {
    const text = 'ภาษาไทย हिन्दी भाषा। বাংলা ভাষা தமிழ் மொழி';
    const faces = await loadBookFonts({ usedText: text });
    const { uncovered } = jest.requireActual<typeof FontsModule>('./fonts');
    expect(
      uncovered(
        [...text].map((c) => c.codePointAt(0)!),
        faces,
      ),
    ).toEqual([]);
    for (const script of ['thai', 'devanagari', 'bengali', 'tamil']) {
      const of = (family: string) =>
        faces.filter((face) => face.family === family && face.file.includes(`-${script}-${script}-`));
      expect(of('Octavo Serif').map((face) => face.file)).toEqual([
        `fonts/noto-serif-${script}-${script}-400-normal.woff2`,
        `fonts/noto-serif-${script}-${script}-700-normal.woff2`,
      ]);
      expect(of('Octavo Sans').map((face) => face.weight)).toEqual([400, 600, 700]);
    }
    // Bold and italic runs of them keep the shipped face (the serif's is declared italic too).
    expect(fontFaceCss(faces)).toContain(
      '@font-face { font-family: "Octavo Serif"; font-weight: 400; font-style: italic; ' +
        'src: url("fonts/noto-serif-thai-thai-400-normal.woff2") format("woff2"); unicode-range: U+0E00-0E7F',
    );
    const english = await loadBookFonts({ usedText: 'A well\u2010known fact, 42.' });
    expect(english.filter((face) => /thai|devanagari|bengali|tamil/.test(face.file))).toEqual([]);
  });

  it('Malayalam, Telugu, Kannada, Gujarati, Gurmukhi, Odia, Sinhala, Lao, Khmer, Burmese and Ethiopic have faces too: Noto Serif where Fontsource has one, else Noto Sans in both families', async () => {
    const samples: Record<string, string> = {
      malayalam: 'പൈത്തണ്‍ ഒരു പ്രോഗ്രാമിങ് ഭാഷയാണ്',
      telugu: 'తెలుగు భాష',
      kannada: 'ಕನ್ನಡ ಭಾಷೆ',
      gujarati: 'ગુજરાતી ભાષા',
      gurmukhi: 'ਪੰਜਾਬੀ ਭਾਸ਼ਾ',
      oriya: 'ଓଡ଼ିଆ ଭାଷା',
      sinhala: 'සිංහල භාෂාව',
      lao: 'ພາສາລາວ',
      khmer: 'ភាសាខ្មែរ',
      myanmar: 'မြန်မာဘာသာ',
      ethiopic: 'አማርኛ ቋንቋ',
    };
    const { uncovered } = jest.requireActual<typeof FontsModule>('./fonts');
    for (const [script, text] of Object.entries(samples)) {
      const faces = await loadBookFonts({ usedText: text });
      expect([
        script,
        uncovered(
          [...text].map((c) => c.codePointAt(0)!),
          faces,
        ),
      ]).toEqual([script, []]);
      const serif = faces.filter(
        (face) => face.family === 'Octavo Serif' && face.file.includes(`-${script}-`),
      );
      const sansOnly = ['kannada', 'gurmukhi', 'oriya', 'ethiopic'].includes(script);
      expect(serif.map((face) => face.file)).toEqual(
        [400, 700].map(
          (weight) => `fonts/noto-${sansOnly ? 'sans' : 'serif'}-${script}-${script}-${weight}-normal.woff2`,
        ),
      );
    }
    const english = await loadBookFonts({ usedText: 'A well\u2010known fact, 42.' });
    expect(english.filter((face) => /malayalam|khmer|ethiopic|oriya/.test(face.file))).toEqual([]);
  });

  it('draws box drawing in the mono family with DejaVu Sans Mono, shipped only for a book that has some', async () => {
    const faces = await loadBookFonts({ usedText: 'q_0: ┤ H ├──■──' });
    expect(
      faces.filter((face) => face.file.includes('dejavu-mono')).map((face) => [face.family, face.weight]),
    ).toEqual([
      ['Octavo Mono', 400],
      ['Octavo Mono', 700],
    ]);
    const plain = await loadBookFonts({ usedText: 'A plain listing.' });
    expect(plain.filter((face) => face.file.includes('dejavu-mono'))).toEqual([]);
  });

  it('reads CSS unicode ranges', () => {
    expect(rangeCovers('U+0400-045F,U+2116', new Set([0x2116]))).toBe(true);
    expect(rangeCovers('U+0400-045F,U+2116', new Set([0x41]))).toBe(false);
  });
});

describe('loadBookFonts reads only the font files a book needs', () => {
  let fonts: typeof FontsModule;
  let readFile: jest.Mock;
  // Each test in a fresh module registry: nothing read yet.
  beforeEach(() => {
    jest.resetModules();
    readFile = jest.requireMock<{ readFile: jest.Mock }>('node:fs/promises').readFile;
    fonts = jest.requireActual<typeof FontsModule>('./fonts');
  });
  const fontReads = (family: RegExp) =>
    readFile.mock.calls
      .map(([path]) => String(path))
      .filter((path) => /\.woff2$/.test(path) && family.test(path));
  const CJK = /noto-sans-(sc|tc|kr|jp)/;
  const shipped = (faces: FontsModule.FontFace[], family: string) =>
    faces.filter((face) => face.family === family).map((face) => face.file.replace(/^fonts\//, ''));

  it('a book without CJK reads no CJK file, and ships no fallback for line breaks and other controls', async () => {
    const faces = await fonts.loadBookFonts({
      usedText: 'Plain English,\n\ttabbed, soft\u00adhyphen, zero\u200bwidth.',
    });
    expect(fontReads(CJK)).toEqual([]);
    expect(faces.filter((face) => face.fallback)).toEqual([]);
    expect(fontReads(/noto-sans-symbols-2|stix-two-math/)).toEqual([]);
  });

  it('a Chinese name reads and ships the CJK slices that have its characters, regular and bold', async () => {
    const faces = await fonts.loadBookFonts({ usedText: 'Translated by 佳音.' });
    const cjk = shipped(faces, 'Octavo CJK');
    // 佳 and 音 are in two of Noto Sans SC's 100 slices.
    expect(cjk.map((file) => /^noto-sans-sc-\d+-(\d+)-normal\.woff2$/.exec(file)?.[1]).sort()).toEqual([
      '400',
      '400',
      '700',
      '700',
    ]);
    expect(
      fontReads(CJK)
        .map((path) => path.split('/').pop())
        .sort(),
    ).toEqual(cjk.sort());
    expect(fonts.uncovered([0x4f73, 0x97f3], faces)).toEqual([]);
  });

  it('kana come from Octavo Japanese, Hangul from Octavo Korean; neither is read for the other', async () => {
    const japanese = await fonts.loadBookFonts({ usedText: 'ひらがなとカタカナ' });
    expect(shipped(japanese, 'Octavo Japanese').length).toBeGreaterThan(0);
    expect(shipped(japanese, 'Octavo CJK')).toEqual([]);
    expect(shipped(japanese, 'Octavo Korean')).toEqual([]);
    expect(fontReads(/noto-sans-kr/)).toEqual([]);
    const korean = await fonts.loadBookFonts({ usedText: '한국어' });
    expect(shipped(korean, 'Octavo Korean').length).toBeGreaterThan(0);
    expect(shipped(korean, 'Octavo CJK')).toEqual([]);
    expect(
      fonts.uncovered(
        [...'ひらがなとカタカナ한국어'].map((c) => c.codePointAt(0)!),
        [...japanese, ...korean],
      ),
    ).toEqual([]);
  });

  it('a Japanese book’s ideographs come from Noto Sans JP (Japanese glyph forms), not the Chinese font', async () => {
    // 捗 is a kanji of everyday Japanese that Noto Sans SC lacks; 直 骨 画 differ in form between the two.
    const text = '進捗は直接確認してください。骨組みと画面の作り方';
    const faces = await fonts.loadBookFonts({ usedText: `Pro Git ${text}` });
    expect(
      shipped(faces, 'Octavo Japanese').every((file) =>
        /^noto-sans-jp-\d+-(400|700)-normal\.woff2$/.test(file),
      ),
    ).toBe(true);
    expect(shipped(faces, 'Octavo Japanese').length).toBeGreaterThan(0);
    expect(shipped(faces, 'Octavo CJK')).toEqual([]);
    expect(
      fonts.uncovered(
        [...text].map((c) => c.codePointAt(0)!),
        faces,
      ),
    ).toEqual([]);
  });

  it('a book declared Japanese takes the Japanese font even for text of ideographs alone', async () => {
    const faces = await fonts.loadBookFonts({ usedText: '直接', lang: 'ja-JP' });
    expect(shipped(faces, 'Octavo Japanese').length).toBeGreaterThan(0);
    expect(shipped(faces, 'Octavo CJK')).toEqual([]);
  });

  it('Chinese, and an English book quoting more Chinese than Japanese, keep the Chinese font', async () => {
    const chinese = await fonts.loadBookFonts({ usedText: '直接确认骨架和画面' });
    expect(shipped(chinese, 'Octavo Japanese')).toEqual([]);
    expect(fontReads(/noto-sans-jp/)).toEqual([]);
    const quoting = await fonts.loadBookFonts({
      usedText: 'By 佳音, who wrote 打印问候语 and 吾輩は猫である',
    });
    expect(shipped(quoting, 'Octavo Japanese')).toEqual([]);
    expect(shipped(quoting, 'Octavo CJK').length).toBeGreaterThan(0);
    const declared = await fonts.loadBookFonts({ usedText: 'ひらがな', lang: 'zh-Hans' });
    expect(shipped(declared, 'Octavo Japanese')).toEqual([]);
  });

  it('a Traditional Chinese book’s ideographs and punctuation come from Noto Sans TC, with those SC lacks', async () => {
    // 燬 and 鉚 are traditional ideographs Noto Sans SC does not have; 骨 and 值 differ in form between the two.
    const text = '骨架的值已燬，鉚釘。';
    const faces = await fonts.loadBookFonts({ usedText: `EVM ${text}`, lang: 'zh-Hant' });
    expect(shipped(faces, 'Octavo Traditional Chinese').length).toBeGreaterThan(0);
    expect(
      shipped(faces, 'Octavo Traditional Chinese').every((file) =>
        /^noto-sans-tc-\d+-(400|700)-normal\.woff2$/.test(file),
      ),
    ).toBe(true);
    expect(shipped(faces, 'Octavo CJK')).toEqual([]);
    expect(
      fonts.uncovered(
        [...text].map((c) => c.codePointAt(0)!),
        faces,
      ),
    ).toEqual([]);
  });

  it('a Chinese book’s curly quotation marks are declared in the text families from its Chinese font', async () => {
    const quoted = (faces: FontsModule.FontFace[]) =>
      faces
        .filter((face) => face.unicodeRange === 'U+2018-2019, U+201C-201D')
        .map(
          (face) => `${face.family} ${face.weight} ${face.file.replace(/^fonts\/(noto-sans-\w+)-.*$/, '$1')}`,
        );
    const traditional = await fonts.loadBookFonts({ usedText: '所謂“錢包”', lang: 'zh-Hant' });
    expect(quoted(traditional)).toEqual([
      'Octavo Serif 400 noto-sans-tc',
      'Octavo Serif 700 noto-sans-tc',
      'Octavo Sans 400 noto-sans-tc',
      'Octavo Sans 600 noto-sans-tc',
      'Octavo Sans 700 noto-sans-tc',
    ]);
    // Declared last, so that they win over the Latin faces for those characters.
    expect(traditional.at(-1)!.family).toBe('Octavo Sans');
    const simplified = await fonts.loadBookFonts({ usedText: '所谓“钱包”', lang: 'zh-CN' });
    expect(quoted(simplified)).toHaveLength(5);
    expect(quoted(simplified).every((face) => face.endsWith('noto-sans-sc'))).toBe(true);
    expect(quoted(await fonts.loadBookFonts({ usedText: 'A “wallet”, 钱包' }))).toEqual([]);
    expect(quoted(await fonts.loadBookFonts({ usedText: '所謂錢包', lang: 'zh-Hant' }))).toEqual([]);
  });

  it('Simplified Chinese, and a book declaring no language, never read the Traditional Chinese font', async () => {
    for (const lang of ['zh-CN', undefined]) {
      const faces = await fonts.loadBookFonts({ usedText: '骨架的值', ...(lang ? { lang } : {}) });
      expect(shipped(faces, 'Octavo CJK').length).toBeGreaterThan(0);
    }
    expect(fontReads(/noto-sans-tc/)).toEqual([]);
  });

  it('a symbol the symbols font has is drawn by it, so no CJK slice with the same symbol is read', async () => {
    const faces = await fonts.loadBookFonts({ usedText: 'Done ✓, see ① and ★' });
    expect(shipped(faces, 'Octavo Symbols').length).toBeGreaterThan(0);
    expect(fontReads(CJK)).toEqual([]);
  });

  it('a character no font has reads only the slices whose range takes it, and is still uncovered', async () => {
    const adlam = 0x1e900;
    const faces = await fonts.loadBookFonts({ usedText: String.fromCodePoint(adlam) });
    expect(fonts.uncovered([adlam], faces)).toEqual([adlam]);
    expect(fontReads(CJK)).toEqual([]);
  });
});
