import { DomNode, element, ElementNode, hasClass, text, textContent, walkElements } from '../dom/html-dom';
import { PROOF_STATEMENT_KINDS } from '../sources/myst-directives';
import { WordTable, wordsFor } from './labels';

/**
 * The statements of mathematical and teaching books: sphinx-proof's (`{prf:theorem}` …) and sphinx-exercise's
 * (`{exercise}`, `{solution}`) directives in Jupyter Books, which print each as a titled block.
 */
export const STATEMENT_KINDS = ['exercise', 'solution', ...PROOF_STATEMENT_KINDS] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
type StatementWords = Record<StatementKind, string>;

const words = (list: string): StatementWords =>
  Object.fromEntries(list.split(',').map((word, i) => [STATEMENT_KINDS[i], word.trim()])) as StatementWords;

/** Each kind's word, in the order of STATEMENT_KINDS, as the books of each language print it. */
const STATEMENT_WORDS: WordTable<StatementWords> = {
  en: words(
    'Exercise, Solution, Proof, Theorem, Lemma, Definition, Remark, Corollary, Proposition, Conjecture, Axiom, ' +
      'Criterion, Example, Property, Observation, Assumption, Algorithm, Notation',
  ),
  byLanguage: {
    de: words(
      'Aufgabe, Lösung, Beweis, Satz, Lemma, Definition, Bemerkung, Korollar, Proposition, Vermutung, Axiom, ' +
        'Kriterium, Beispiel, Eigenschaft, Beobachtung, Annahme, Algorithmus, Notation',
    ),
    fr: words(
      'Exercice, Solution, Démonstration, Théorème, Lemme, Définition, Remarque, Corollaire, Proposition, ' +
        'Conjecture, Axiome, Critère, Exemple, Propriété, Observation, Hypothèse, Algorithme, Notation',
    ),
    es: words(
      'Ejercicio, Solución, Demostración, Teorema, Lema, Definición, Observación, Corolario, Proposición, ' +
        'Conjetura, Axioma, Criterio, Ejemplo, Propiedad, Observación, Supuesto, Algoritmo, Notación',
    ),
    it: words(
      'Esercizio, Soluzione, Dimostrazione, Teorema, Lemma, Definizione, Osservazione, Corollario, Proposizione, ' +
        'Congettura, Assioma, Criterio, Esempio, Proprietà, Osservazione, Ipotesi, Algoritmo, Notazione',
    ),
    pt: words(
      'Exercício, Solução, Demonstração, Teorema, Lema, Definição, Observação, Corolário, Proposição, ' +
        'Conjectura, Axioma, Critério, Exemplo, Propriedade, Observação, Hipótese, Algoritmo, Notação',
    ),
    nl: words(
      'Opgave, Oplossing, Bewijs, Stelling, Lemma, Definitie, Opmerking, Gevolg, Propositie, Vermoeden, Axioma, ' +
        'Criterium, Voorbeeld, Eigenschap, Observatie, Aanname, Algoritme, Notatie',
    ),
    ru: words(
      'Упражнение, Решение, Доказательство, Теорема, Лемма, Определение, Замечание, Следствие, Утверждение, ' +
        'Гипотеза, Аксиома, Критерий, Пример, Свойство, Наблюдение, Предположение, Алгоритм, Обозначение',
    ),
    zh: words(
      '练习, 解答, 证明, 定理, 引理, 定义, 注, 推论, 命题, 猜想, 公理, 判据, 例, 性质, 观察, 假设, 算法, 记号',
    ),
    ja: words(
      '演習, 解答, 証明, 定理, 補題, 定義, 注意, 系, 命題, 予想, 公理, 判定法, 例, 性質, 観察, 仮定, アルゴリズム, 記法',
    ),
    ko: words(
      '연습, 풀이, 증명, 정리, 보조정리, 정의, 참고, 따름정리, 명제, 추측, 공리, 판정법, 예, 성질, 관찰, 가정, 알고리즘, 표기법',
    ),
    // Vietnamese and Thai as their textbooks write them (pandoc: "Chứng minh", "พิสูจน์"); Indonesian, Quarto's.
    vi: words(
      'Bài tập, Lời giải, Chứng minh, Định lý, Bổ đề, Định nghĩa, Nhận xét, Hệ quả, Mệnh đề, Giả thuyết, Tiên đề, ' +
        'Tiêu chuẩn, Ví dụ, Tính chất, Quan sát, Giả thiết, Thuật toán, Ký hiệu',
    ),
    id: words(
      'Latihan, Pemecahan, Bukti, Teorema, Lema, Definisi, Keterangan, Korolari, Proposisi, Dugaan, Aksioma, ' +
        'Kriteria, Contoh, Sifat, Pengamatan, Asumsi, Algoritma, Notasi',
    ),
    th: words(
      'แบบฝึกหัด, ผลเฉลย, พิสูจน์, ทฤษฎีบท, บทตั้ง, บทนิยาม, ข้อสังเกต, บทแทรก, ประพจน์, ข้อความคาดการณ์, สัจพจน์, ' +
        'เกณฑ์, ตัวอย่าง, สมบัติ, การสังเกต, ข้อสมมติ, ขั้นตอนวิธี, สัญกรณ์',
    ),
    // Hindi as NCERT's mathematics textbooks write them (उपपत्ति, प्रमेय, उपप्रमेय, अभिगृहीत).
    hi: words(
      'अभ्यास, हल, उपपत्ति, प्रमेय, प्रमेयिका, परिभाषा, टिप्पणी, उपप्रमेय, साध्य, अनुमान, अभिगृहीत, कसौटी, उदाहरण, ' +
        'गुणधर्म, प्रेक्षण, पूर्वधारणा, कलनविधि, संकेतन',
    ),
    fa: words(
      'تمرین, حل, اثبات, قضیه, لم, تعریف, تذکر, نتیجه, گزاره, حدس, اصل موضوع, محک, مثال, ویژگی, مشاهده, فرض, ' +
        'الگوریتم, نمادگذاری',
    ),
    ar: words(
      'تمرين, الحل, البرهان, مبرهنة, تمهيدية, تعريف, ملاحظة, نتيجة, قضية, حدسية, مسلمة, معيار, مثال, خاصية, ' +
        'ملاحظة, افتراض, خوارزمية, ترميز',
    ),
    he: words(
      'תרגיל, פתרון, הוכחה, משפט, למה, הגדרה, הערה, מסקנה, טענה, השערה, אקסיומה, קריטריון, דוגמה, תכונה, תצפית, ' +
        'הנחה, אלגוריתם, סימון',
    ),
  },
  traditionalChinese: words(
    '練習, 解答, 證明, 定理, 引理, 定義, 註, 推論, 命題, 猜想, 公理, 判據, 例, 性質, 觀察, 假設, 演算法, 記號',
  ),
};

export function statementWordsFor(lang: string): StatementWords {
  return wordsFor(lang, STATEMENT_WORDS);
}

const KINDS = new Set<string>(STATEMENT_KINDS);

/** The kind of a block the MyST reader made from a statement directive (`directive-prf-theorem`), if it is one. */
function statementKind(el: ElementNode): StatementKind | undefined {
  if (el.name !== 'div' || !hasClass(el, 'directive')) return undefined;
  for (const name of (el.attrs.get('class') ?? '').split(/\s+/)) {
    const kind = /^directive-(?:prf-)?([a-z]+)$/.exec(name)?.[1];
    if (kind && KINDS.has(kind)) return kind as StatementKind;
  }
  return undefined;
}

/**
 * Titles each statement with its kind's word in the book's language and the author's title after it, as
 * sphinx-proof and sphinx-exercise print them ("Theorem (Pythagoras)", "Exercise", "Proof"): without the word, a
 * theorem, a remark and an exercise print as the same untitled text. A solution's argument names the exercise it
 * solves (a label, not a title): kept aside for titleSolutions, which names that exercise once it is numbered.
 */
export function labelStatements(nodes: DomNode[], words: StatementWords): void {
  walkElements(nodes, (el) => {
    const kind = statementKind(el);
    if (!kind) return;
    const first = el.children.find((c): c is ElementNode => c.type === 'element');
    const written = first && hasClass(first, 'directive-title') ? first : undefined;
    if (written) el.children.splice(el.children.indexOf(written), 1);
    const title =
      kind === 'solution' || !written || textContent(written).trim() === '' ? [] : titleNodes(written);
    const solves = kind === 'solution' && written ? textContent(written).trim() : '';
    if (solves !== '') el.attrs.set(SOLVES_MARK, solves);
    const heading = element('p', { class: 'statement-title' }, [
      element('strong', {}, [text(words[kind])]),
      ...(title.length > 0 ? [text(' ('), ...title, text(')')] : []),
    ]);
    el.children.unshift(heading);
    el.attrs.set('class', `${el.attrs.get('class') ?? ''} statement statement-${kind}`.trim());
  });
}

/** A solution's argument, the label of the exercise it solves, kept until the exercises are numbered. */
const SOLVES_MARK = 'data-octavo-solves';

/**
 * The words sphinx-exercise titles a solution with before its exercise's cross-reference ("Solution to Exercise 3-2"),
 * in the languages whose words are known; elsewhere a solution keeps its word alone.
 */
function solutionToFor(lang: string): string | undefined {
  return lang.toLowerCase().split(/[-_]/)[0] === 'en' ? 'Solution to' : undefined;
}

/**
 * Titles each solution whose argument names a numbered exercise of the book as sphinx-exercise does, "Solution to
 * Exercise 3-2", the exercise's label a cross-reference to it (`numbered`: the book's numbered blocks and statements): titled "Solution" alone, a solution printed away from
 * its exercise (the end of a chapter, a dropdown opened in print) did not say which exercise it solves. A solution
 * naming no numbered exercise keeps its word.
 */
export function titleSolutions(
  nodes: DomNode[],
  numbered: ReadonlyMap<ElementNode, string>,
  lang: string,
): void {
  const solutionTo = solutionToFor(lang);
  const numberedExercises = new Set(
    [...numbered.keys()]
      .filter((block) => hasClass(block, 'statement-exercise'))
      .map((block) => block.attrs.get('id'))
      .filter((id): id is string => id !== undefined),
  );
  walkElements(nodes, (el) => {
    const solves = el.attrs.get(SOLVES_MARK);
    if (solves === undefined) return;
    el.attrs.delete(SOLVES_MARK);
    if (solutionTo === undefined || !numberedExercises.has(solves)) return;
    const title = el.children.find(
      (c): c is ElementNode => c.type === 'element' && hasClass(c, 'statement-title'),
    );
    const word = title?.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'strong');
    if (!word) return;
    word.children = [text(`${solutionTo} `), element('a', { 'data-type': 'xref', href: `#${solves}` }, [])];
  });
}

/** The author's title as written: the text of the MyST reader's `<p class="directive-title"><strong>…</strong></p>`. */
function titleNodes(written: ElementNode): DomNode[] {
  const elements = written.children.filter((c) => c.type === 'element' || c.value.trim() !== '');
  const only = elements.length === 1 ? elements[0] : undefined;
  return only?.type === 'element' && only.name === 'strong' ? only.children : written.children;
}

/** Statements a book numbers: a proof belongs to the statement above it, a solution to its exercise. */
const UNNUMBERED = new Set<StatementKind>(['proof', 'solution']);

/**
 * Numbers the statements of a chapter, each kind counted apart, as Jupyter Book's sphinx-proof and sphinx-exercise
 * number them and the book numbers its figures ("Theorem 3-1", "Exercise 3-2"): the word in the statement's title
 * takes the number, and a cross-reference to the statement reads it. Nothing in a division the book does not
 * number (`prefix` undefined), as for figures. Returns each numbered statement with its label.
 */
export function numberStatements(
  nodes: DomNode[],
  prefix: string | undefined,
  digits: (place: number) => string = String,
): Map<ElementNode, string> {
  const labels = new Map<ElementNode, string>();
  if (prefix === undefined) return labels;
  const counters = new Map<StatementKind, number>();
  walkElements(nodes, (el) => {
    if (!el.attrs.get('class')?.includes('statement-')) return;
    const kind = STATEMENT_KINDS.find((name) => hasClass(el, `statement-${name}`));
    if (!kind || UNNUMBERED.has(kind)) return;
    const title = el.children.find(
      (c): c is ElementNode => c.type === 'element' && hasClass(c, 'statement-title'),
    );
    const word = title?.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'strong');
    if (!word) return;
    counters.set(kind, (counters.get(kind) ?? 0) + 1);
    const label = `${textContent(word)} ${prefix}-${digits(counters.get(kind)!)}`;
    word.children = [text(label)];
    labels.set(el, label);
  });
  return labels;
}
