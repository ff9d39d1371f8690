import { parseHtml } from '../dom/html-dom';
import { formatWarning, BookWarning } from '../warnings';
import { DirectiveWarnings, groupDirectiveWarnings, warnAboutTemplateMarkup } from './template-tags';

function warningsFor(html: string): string[] {
  const warnings: BookWarning[] = [];
  warnAboutTemplateMarkup(parseHtml(html), 'a.md', warnings);
  return warnings.map(formatWarning);
}

describe('lines of another tool’s {{…}} markup', () => {
  it('are directives when they open with a name, shortcode or tag', () => {
    for (const line of ['{{index kettle}}', '{{< note >}}', '{{% aside %}}', '{{Title}}', '{{ Note }}'])
      expect([line, warningsFor(`<p>${line}</p>`).length]).toEqual([line, 1]);
  });

  it('are the author’s own notes, printed without a warning, when a capitalised word opens a sentence', () => {
    expect(
      warningsFor(
        '<p>{{ These cups need a photo }}</p><p>{{TODO Explain the kettle more}}</p>' +
          '<p>{{Depends on: the kettle chapter}}</p><p>{{TODO }}</p><p>{{FIXME}}</p>',
      ),
    ).toEqual([]);
  });
});

describe('a Hugo or Quarto shortcode inside a sentence', () => {
  it('is a directive too, counted with those opening their lines; words in braces there are not', () => {
    const found = warningsFor(
      '<p>Text {{< lipsum 2 >}} more and {{% placeholder 600 %}}.</p><p>{{< contents intro >}}</p>' +
        '<p>A set {{a, b}} and {{ the author’s note }} in a sentence.</p>',
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^a\.md: \{\{< lipsum 2 >\}\} is a directive of the tool .* \(3 such in this file, the first here\)/,
      ),
    ]);
  });
});

describe('lines of ^name markup', () => {
  it('are directives alone on a line, never words in a table cell (a table of names R refuses: ^mean)', () => {
    expect(warningsFor('<p>^code vm-h (1 before)</p>')).toEqual([
      expect.stringMatching(/^a\.md: \^code vm-h \(1 before\) is a directive of the tool/),
    ]);
    expect(
      warningsFor('<table><tr><td>FOO</td><td>^mean</td></tr><tr><td>{{index x}}</td></tr></table>'),
    ).toEqual([]);
  });

  it('are never a control key (^F) nor a term a list defines (the Modular Debugger Guide’s keys)', () => {
    expect(
      warningsFor(
        '<p>The edit commands are:</p><dl><dt>^F</dt><dd><p>Move forward.</p></dd><dt>^forward</dt><dd>x</dd></dl>' +
          '<p>^D</p><p>^X exits.</p>',
      ),
    ).toEqual([]);
    expect(warningsFor('<dl><dt>^F</dt><dd><p>^code vm-h</p></dd></dl>')).toEqual([
      expect.stringMatching(/^a\.md: \^code vm-h is a directive of the tool/),
    ]);
  });
});

// The Jenkins book's copyright.xml: "Copyright © ${copyright.year} ${book.principle.author}", which Maven filled in.
describe("a build tool's ${dotted.property}", () => {
  it('is warned about in prose, never in code, and a shell variable is left alone', () => {
    const found = warningsFor(
      '<p>Copyright © ${copyright.year} ${book.principle.author}</p><p>Set ${HOME} first.</p>' +
        '<pre><code>echo ${project.version}</code></pre>',
    );
    expect(found).toEqual([
      "a.md: ${copyright.year} is a property the book's build fills in (Maven's resource filtering, an Ant or " +
        'Gradle property) and Octavo fills none: it is printed as written (2 such in this file, the first here); ' +
        'write out what the tool made, or put markup meant to be shown in code',
    ]);
  });
});

describe('groupDirectiveWarnings', () => {
  it('makes the files opening with one directive one warning at the first, counting and naming the others', () => {
    const warnings: BookWarning[] = [];
    const directives: DirectiveWarnings = new Map();
    const files = ['kiln.md', 'glaze.md', 'clay.md', 'wheel.md'];
    for (const file of files) {
      const html =
        file === 'clay.md'
          ? '<p>{{figure kiln}}</p>'
          : '<p>{{%lesson plan}}</p><p>{{%lesson plan short}}</p>';
      warnAboutTemplateMarkup(parseHtml(html), file, warnings, directives);
      warnings.push({ kind: 'image-missing', file, text: 'image gone' });
    }
    expect(groupDirectiveWarnings(warnings, directives).map(formatWarning)).toEqual([
      'kiln.md: {{%lesson plan}} is a directive of the tool this book is built with (its own {{…}} markup, a Hugo ' +
        'shortcode, a Mustache or Handlebars tag) and Octavo runs no such tool: it is printed as written (6 such in ' +
        '3 files: the first here, the others at glaze.md and wheel.md); write out what the tool made, or put markup ' +
        'meant to be shown in code',
      'kiln.md: image gone',
      'glaze.md: image gone',
      expect.stringMatching(
        /^clay\.md: \{\{figure kiln\}\} is a directive .*: it is printed as written; write out/,
      ),
      'clay.md: image gone',
      'wheel.md: image gone',
    ]);
  });
});

describe('a Liquid tag whose web address was made a link', () => {
  // As 0xn3va/cheat-sheets: {% embed url="https://…" %}, its address linked as the Markdown was read.
  it('is template markup, read across the link, and named once', () => {
    expect(
      warningsFor(
        '<p>{% swagger src="<a href="https://example.com/api.yaml">https://example.com/api.yaml</a>" path="/pets" %}</p>' +
          '<p>Text {% include "a.md" %}.</p>',
      ),
    ).toEqual([
      'a.md: {% swagger src="https://example.com/api.yaml" path="/pets" %… is template markup (Liquid or Nunjucks, ' +
        "as Atlas's templating, Jekyll and GitBook ran it) and Octavo runs no templates: it is printed as written (2 " +
        'such in this file, the first here); write out what the template made, or put markup meant to be shown in code',
    ]);
  });

  it('is no tag when it never closes', () => {
    expect(warningsFor('<p>A brace {% and <a href="https://x.org">a link</a> and more.</p>')).toEqual([]);
  });
});
