import { DomNode, ElementNode, walkElements } from '../dom/html-dom';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';

/** The roles EPUB 3's schema accepts (epubcheck names each other value an error): WAI-ARIA's and DPUB-ARIA's. */
const ARIA_ROLES = new Set(
  (
    'alert alertdialog application article banner button cell checkbox columnheader combobox complementary ' +
    'contentinfo definition dialog directory document feed figure form graphics-document graphics-object ' +
    'graphics-symbol grid gridcell group heading img link list listbox listitem log main marquee math menu ' +
    'menubar menuitem menuitemcheckbox menuitemradio navigation none note option presentation progressbar radio ' +
    'radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status ' +
    'switch tab table tablist tabpanel term textbox timer toolbar tooltip tree treegrid treeitem ' +
    'doc-abstract doc-acknowledgments doc-afterword doc-appendix doc-backlink doc-biblioentry doc-bibliography ' +
    'doc-biblioref doc-chapter doc-colophon doc-conclusion doc-cover doc-credit doc-credits doc-dedication ' +
    'doc-endnote doc-endnotes doc-epigraph doc-epilogue doc-errata doc-example doc-footnote doc-foreword ' +
    'doc-glossary doc-glossref doc-index doc-introduction doc-noteref doc-notice doc-pagebreak doc-pagelist ' +
    'doc-part doc-preface doc-prologue doc-pullquote doc-qna doc-subtitle doc-tip doc-toc'
  ).split(' '),
);

/**
 * A `role` that names no ARIA role, written in raw HTML as DocBook writes its roles (O'Reilly's
 * `<span role="keep-together">` in an AsciiDoc pass:[]), becomes the class it means: as a role it failed epubcheck
 * (RSC-005), told screen readers nothing, and the styles that honour the class (keep-together on one line) never
 * saw it. ARIA roles in the same attribute stay. One warning a file, at the first, counting the others.
 */
export function classifyNonAriaRoles(nodes: DomNode[], file: string, warnings: BookWarning[]): void {
  const found: { el: ElementNode; names: string[]; where: SourceLocation }[] = [];
  walkElements(nodes, (el, ancestors) => {
    const role = el.attrs.get('role');
    if (role === undefined) return;
    const tokens = role.split(/\s+/).filter(Boolean);
    const names = tokens.filter((token) => !ARIA_ROLES.has(token));
    if (names.length === 0) return;
    const kept = tokens.filter((token) => ARIA_ROLES.has(token));
    if (kept.length > 0) el.attrs.set('role', kept.join(' '));
    else el.attrs.delete('role');
    const classes = (el.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
    el.attrs.set('class', [...classes, ...names.filter((name) => !classes.includes(name))].join(' '));
    found.push({ el, names, where: locationOf(el, ancestors, file) });
  });
  const [first, ...others] = found;
  if (!first) return;
  const written = `role="${first.names.join(' ')}"`;
  const more =
    others.length === 0
      ? ''
      : `, and so ${others.length === 1 ? 'is 1 more' : `are ${others.length} more`} in this file`;
  const asciidoc = /\.(adoc|asciidoc|asc)$/i.test(first.where.file)
    ? ` (AsciiDoc: [.${first.names[0]}]#text#)`
    : '';
  warnings.push(
    warning(
      'source',
      first.where,
      `<${first.el.name} ${written}> names no ARIA role${more}: it is printed as class="${first.names.join(' ')}", ` +
        `as a role it would fail EPUB validation and mean nothing to screen readers; write class="${first.names.join(' ')}"` +
        asciidoc,
      written,
    ),
  );
}
