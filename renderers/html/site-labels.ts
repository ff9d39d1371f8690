import { wordsFor } from '../model/labels';

/**
 * The words of the HTML site's own chrome (its skip link, navigation and search), in the book's language:
 * the words the book's generated parts print are BookLabels. `{n}` stands for a number, `{query}` for what
 * the reader searched for.
 */
export interface SiteLabels {
  skipToText: string;
  /** The sidebar's contents list, for those who hear it. */
  bookContents: string;
  searchThisBook: string;
  previous: string;
  next: string;
  /** The previous/next links above the text, then below it. */
  pageNavigation: string;
  pageNavigationAtEnd: string;
  searchUnavailable: string;
  nothingFound: string;
  oneResult: string;
  results: string;
  noResults: string;
  /** In a footnote's popover: the link to the note in its list. */
  goToNote: string;
}

const EN: SiteLabels = {
  skipToText: 'Skip to the text',
  bookContents: 'Book contents',
  searchThisBook: 'Search this book',
  previous: 'Previous',
  next: 'Next',
  pageNavigation: 'Pages',
  pageNavigationAtEnd: 'Pages, at the end',
  searchUnavailable: 'Search is not available here.',
  nothingFound: 'Nothing found for “{query}”.',
  oneResult: '{n} result',
  results: '{n} results',
  noResults: 'No results',
  goToNote: 'Go to the note',
};

const BY_LANGUAGE: Record<string, Partial<SiteLabels>> = {
  de: {
    skipToText: 'Zum Text springen',
    bookContents: 'Inhaltsverzeichnis des Buchs',
    searchThisBook: 'In diesem Buch suchen',
    previous: 'Zurück',
    next: 'Weiter',
    pageNavigation: 'Seiten',
    pageNavigationAtEnd: 'Seiten, am Ende',
    searchUnavailable: 'Die Suche ist hier nicht verfügbar.',
    nothingFound: 'Keine Treffer für „{query}“.',
    oneResult: '{n} Treffer',
    results: '{n} Treffer',
    noResults: 'Keine Treffer',
    goToNote: 'Zur Anmerkung',
  },
  fr: {
    skipToText: 'Aller au texte',
    bookContents: 'Sommaire du livre',
    searchThisBook: 'Rechercher dans ce livre',
    previous: 'Précédent',
    next: 'Suivant',
    pageNavigation: 'Pages',
    pageNavigationAtEnd: 'Pages, en bas',
    searchUnavailable: 'La recherche n’est pas disponible ici.',
    nothingFound: 'Aucun résultat pour «\u00a0{query}\u00a0».',
    oneResult: '{n} résultat',
    results: '{n} résultats',
    noResults: 'Aucun résultat',
    goToNote: 'Aller à la note',
  },
  es: {
    skipToText: 'Saltar al texto',
    bookContents: 'Contenido del libro',
    searchThisBook: 'Buscar en este libro',
    previous: 'Anterior',
    next: 'Siguiente',
    pageNavigation: 'Páginas',
    pageNavigationAtEnd: 'Páginas, al final',
    searchUnavailable: 'La búsqueda no está disponible aquí.',
    nothingFound: 'No se encontró nada para «{query}».',
    oneResult: '{n} resultado',
    results: '{n} resultados',
    noResults: 'Sin resultados',
    goToNote: 'Ir a la nota',
  },
  it: {
    skipToText: 'Vai al testo',
    bookContents: 'Indice del libro',
    searchThisBook: 'Cerca in questo libro',
    previous: 'Precedente',
    next: 'Successivo',
    pageNavigation: 'Pagine',
    pageNavigationAtEnd: 'Pagine, in fondo',
    searchUnavailable: 'La ricerca non è disponibile qui.',
    nothingFound: 'Nessun risultato per «{query}».',
    oneResult: '{n} risultato',
    results: '{n} risultati',
    noResults: 'Nessun risultato',
    goToNote: 'Vai alla nota',
  },
  pt: {
    skipToText: 'Pular para o texto',
    bookContents: 'Sumário do livro',
    searchThisBook: 'Pesquisar neste livro',
    previous: 'Anterior',
    next: 'Próximo',
    pageNavigation: 'Páginas',
    pageNavigationAtEnd: 'Páginas, no final',
    searchUnavailable: 'A pesquisa não está disponível aqui.',
    nothingFound: 'Nada encontrado para “{query}”.',
    oneResult: '{n} resultado',
    results: '{n} resultados',
    noResults: 'Nenhum resultado',
    goToNote: 'Ir para a nota',
  },
  nl: {
    skipToText: 'Naar de tekst',
    bookContents: 'Inhoud van het boek',
    searchThisBook: 'Zoeken in dit boek',
    previous: 'Vorige',
    next: 'Volgende',
    pageNavigation: 'Pagina’s',
    pageNavigationAtEnd: 'Pagina’s, onderaan',
    searchUnavailable: 'Zoeken is hier niet beschikbaar.',
    nothingFound: 'Niets gevonden voor ‘{query}’.',
    oneResult: '{n} resultaat',
    results: '{n} resultaten',
    noResults: 'Geen resultaten',
    goToNote: 'Naar de noot',
  },
  ru: {
    skipToText: 'Перейти к тексту',
    bookContents: 'Содержание книги',
    searchThisBook: 'Поиск по книге',
    previous: 'Назад',
    next: 'Вперёд',
    pageNavigation: 'Страницы',
    pageNavigationAtEnd: 'Страницы, внизу',
    searchUnavailable: 'Поиск здесь недоступен.',
    nothingFound: 'По запросу «{query}» ничего не найдено.',
    // One wording for every count: Russian nouns take three forms after numbers.
    oneResult: 'Найдено результатов: {n}',
    results: 'Найдено результатов: {n}',
    noResults: 'Ничего не найдено',
    goToNote: 'Перейти к примечанию',
  },
  zh: {
    skipToText: '跳到正文',
    bookContents: '本书目录',
    searchThisBook: '搜索本书',
    previous: '上一页',
    next: '下一页',
    pageNavigation: '翻页',
    pageNavigationAtEnd: '翻页（页末）',
    searchUnavailable: '此处无法使用搜索。',
    nothingFound: '未找到与“{query}”相关的结果。',
    oneResult: '{n} 个结果',
    results: '{n} 个结果',
    noResults: '无结果',
    goToNote: '转到注释',
  },
  ja: {
    skipToText: '本文へスキップ',
    bookContents: '本の目次',
    searchThisBook: 'この本を検索',
    previous: '前へ',
    next: '次へ',
    pageNavigation: 'ページ移動',
    pageNavigationAtEnd: 'ページ移動（末尾）',
    searchUnavailable: 'ここでは検索を利用できません。',
    nothingFound: '「{query}」に一致する結果はありません。',
    oneResult: '{n} 件の結果',
    results: '{n} 件の結果',
    noResults: '結果はありません',
    goToNote: '注へ移動',
  },
  ko: {
    skipToText: '본문으로 건너뛰기',
    bookContents: '책 차례',
    searchThisBook: '이 책에서 검색',
    previous: '이전',
    next: '다음',
    pageNavigation: '페이지 이동',
    pageNavigationAtEnd: '페이지 이동(끝)',
    searchUnavailable: '여기에서는 검색을 사용할 수 없습니다.',
    nothingFound: '‘{query}’에 대한 결과가 없습니다.',
    oneResult: '결과 {n}개',
    results: '결과 {n}개',
    noResults: '결과 없음',
    goToNote: '주석으로 이동',
  },
  fa: {
    skipToText: 'پرش به متن',
    bookContents: 'فهرست کتاب',
    searchThisBook: 'جستجو در این کتاب',
    previous: 'قبلی',
    next: 'بعدی',
    pageNavigation: 'صفحه‌ها',
    pageNavigationAtEnd: 'صفحه‌ها، در پایان',
    searchUnavailable: 'جستجو اینجا در دسترس نیست.',
    nothingFound: 'چیزی برای «{query}» پیدا نشد.',
    oneResult: '{n} نتیجه',
    results: '{n} نتیجه',
    noResults: 'نتیجه‌ای نیست',
    goToNote: 'رفتن به پانوشت',
  },
  ar: {
    skipToText: 'انتقل إلى النص',
    bookContents: 'محتويات الكتاب',
    searchThisBook: 'ابحث في هذا الكتاب',
    previous: 'السابق',
    next: 'التالي',
    pageNavigation: 'الصفحات',
    pageNavigationAtEnd: 'الصفحات، في النهاية',
    searchUnavailable: 'البحث غير متاح هنا.',
    nothingFound: 'لا نتائج لـ «{query}».',
    oneResult: '{n} نتيجة',
    results: '{n} نتائج',
    noResults: 'لا نتائج',
    goToNote: 'انتقل إلى الحاشية',
  },
  he: {
    skipToText: 'דילוג לטקסט',
    bookContents: 'תוכן הספר',
    searchThisBook: 'חיפוש בספר',
    previous: 'הקודם',
    next: 'הבא',
    pageNavigation: 'עמודים',
    pageNavigationAtEnd: 'עמודים, בסוף',
    searchUnavailable: 'החיפוש אינו זמין כאן.',
    nothingFound: 'לא נמצאו תוצאות עבור ״{query}״.',
    oneResult: '{n} תוצאה',
    results: '{n} תוצאות',
    noResults: 'אין תוצאות',
    goToNote: 'מעבר להערה',
  },
};

const ZH_HANT: Partial<SiteLabels> = {
  bookContents: '本書目錄',
  searchThisBook: '搜尋本書',
  previous: '上一頁',
  next: '下一頁',
  pageNavigation: '翻頁',
  pageNavigationAtEnd: '翻頁（頁末）',
  searchUnavailable: '此處無法使用搜尋。',
  nothingFound: '找不到與「{query}」相關的結果。',
  oneResult: '{n} 個結果',
  results: '{n} 個結果',
  noResults: '無結果',
  goToNote: '前往註釋',
};

/** The site's chrome words for a BCP 47 language tag, English for any word or language not known. */
export function siteLabelsFor(lang: string): SiteLabels {
  return wordsFor(lang, { en: EN, byLanguage: BY_LANGUAGE, traditionalChinese: ZH_HANT });
}
