import { ElementNode } from '../dom/html-dom';

/**
 * The DPUB-ARIA role matching each structural `epub:type` we write. Reading systems read `epub:type`,
 * assistive technologies read `role`; EPUB Accessibility asks for both (Ace's
 * `epub-type-has-matching-role`). Types without a role here (`titlepage`, `copyright-page`, `cover`,
 * `bodymatter`, `landmarks`) have no DPUB-ARIA equivalent and stay `epub:type` only.
 */
export const ROLE_OF_EPUB_TYPE: Readonly<Record<string, string>> = {
  abstract: 'doc-abstract',
  acknowledgments: 'doc-acknowledgments',
  afterword: 'doc-afterword',
  appendix: 'doc-appendix',
  bibliography: 'doc-bibliography',
  chapter: 'doc-chapter',
  colophon: 'doc-colophon',
  conclusion: 'doc-conclusion',
  dedication: 'doc-dedication',
  epilogue: 'doc-epilogue',
  footnote: 'doc-footnote',
  foreword: 'doc-foreword',
  glossary: 'doc-glossary',
  index: 'doc-index',
  introduction: 'doc-introduction',
  noteref: 'doc-noteref',
  'page-list': 'doc-pagelist',
  pagebreak: 'doc-pagebreak',
  part: 'doc-part',
  preface: 'doc-preface',
  prologue: 'doc-prologue',
  toc: 'doc-toc',
};

/** Sets `epub:type` and, when DPUB-ARIA has one, the matching `role` (replacing a conflicting one). */
export function setEpubType(el: ElementNode, type: string): void {
  el.attrs.set('epub:type', type);
  const role = ROLE_OF_EPUB_TYPE[type];
  if (role) el.attrs.set('role', role);
}

/** ` epub:type="…" role="…"` for markup written as text. */
export function epubTypeAttributes(type: string): string {
  const role = ROLE_OF_EPUB_TYPE[type];
  return ` epub:type="${type}"${role ? ` role="${role}"` : ''}`;
}
