import { parseHtml } from '../dom/html-dom';
import { formatWarning, BookWarning } from '../warnings';
import { warnAboutTemplateMarkup } from './template-tags';

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
