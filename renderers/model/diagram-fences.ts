import { DomNode, findElements, hasClass } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';

/**
 * A ```` ```mermaid ```` fence is drawn as a diagram by the tools Markdown books are written for (GitHub, GitLab,
 * GitBook, Docusaurus, MkDocs Material, mdBook's mermaid preprocessor). Octavo runs no diagram tool and no script in
 * a page, so the fence is printed as the listing it is written as, and the author is told, at its line, how to
 * have the diagram in the book.
 */
export function warnAboutDiagramFences(nodes: DomNode[], file: string, warnings: BookWarning[]): void {
  const fences = findElements(nodes, (el) => el.name === 'code' && hasClass(el, 'language-mermaid'));
  for (const fence of fences) {
    warnings.push(
      warning(
        'source',
        fence.loc ?? file,
        'the ```mermaid block is a Mermaid diagram, which GitHub, GitBook and most Markdown sites draw; Octavo ' +
          'runs no diagram tool, so its source is printed as a listing: render it to an image in the repository ' +
          '(SVG or PNG, for example with mermaid-cli: mmdc -i diagram.mmd -o diagram.svg) and write ' +
          '![Description](diagram.svg) in its place',
        'mermaid',
      ),
    );
  }
}
