import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

async function chapter(files: Record<string, string>, listed: string[]) {
  const model = await buildBookModel(
    memorySource(files),
    { files: listed, formats: {} },
    { bookName: 'quarto/book' },
  );
  return { html: model.divisions.map((d) => d.html).join('\n'), warnings: model.warnings.map(formatWarning) };
}

describe("Quarto's shortcodes", () => {
  const PROJECT = {
    '_quarto.yml': 'project:\n  type: book\nbook:\n  title: "Kilns"\n',
    '_variables.yml': 'version: 1.4\nsupport:\n  email: help@example.com\n',
    '_common.qmd': '---\ntitle: shared\n---\n\nShared *setup* text.\n\n{{< include parts/_more.qmd >}}\n',
    'parts/_more.qmd': 'Nested text.\n',
  };

  it('include files, print variables, metadata, keys and page breaks as Quarto expands them', async () => {
    const { html, warnings } = await chapter(
      {
        ...PROJECT,
        'firing.qmd': [
          '---',
          'subtitle: "Cone 6"',
          '---',
          '',
          '# Firing',
          '',
          '{{< include _common.qmd >}}',
          '',
          'Version {{< var version >}}, mail {{< var support.email >}}; {{< meta subtitle >}} of {{< meta title >}}.',
          '',
          'Press {{< kbd Ctrl-C >}}.',
          '',
          '{{< pagebreak >}}',
          '',
          '```{shortcodes=false}',
          '{{< include _common.qmd >}}',
          '```',
          '',
          'Unknown {{< var nope >}}.',
          '',
          '{{< missing-kind >}} of an extension.',
          '',
          '{{< include /nowhere.qmd >}}',
        ].join('\n'),
      },
      ['firing.qmd'],
    );
    expect(html).toContain('<p>Shared <em>setup</em> text.</p>\n<p>Nested text.</p>');
    expect(html).not.toContain('title: shared');
    expect(html).toContain('Version 1.4, mail help@example.com; Cone 6 of Kilns.');
    expect(html).toContain('Press <kbd>Ctrl-C</kbd>.');
    expect(html).toMatch(/class="octavo-break-before"/);
    // A listing whose attributes turn shortcodes off shows the markup as written.
    expect(html).toMatch(/<code[^>]*>\{\{&lt; include _common\.qmd &gt;\}\}\n<\/code>/);
    expect(html).toContain('<p>Unknown ?var:nope.</p>\n<p>{{&lt; missing-kind &gt;}} of an extension.</p>');
    expect(warnings).toEqual([
      expect.stringMatching(/^firing\.qmd:19: \{\{< var nope >\}\} names no variable of _variables\.yml/),
      expect.stringMatching(
        /^firing\.qmd:23: \{\{< include \/nowhere\.qmd >\}\} names nowhere\.qmd, which does not exist/,
      ),
      expect.stringMatching(
        /^firing\.qmd:21: \{\{< missing-kind >\}\} of an extension\. is a directive of the tool this book is built with/,
      ),
    ]);
  });

  // Quarto: The Practical Guide prints every example file of the book so: 64 listings showed the include's markup.
  it('fill a listing from the file an include alone on its line names, as Quarto 1.4 does', async () => {
    const { html, warnings } = await chapter(
      {
        ...PROJECT,
        'ex/nav.yml': 'website:\n  navbar: true # `on`\n',
        'site.qmd': [
          '# Site',
          '',
          '```yaml',
          '{{< include ex/nav.yml >}}',
          '```',
          '',
          '```{.yaml filename="_quarto.yml"}',
          '# the project',
          '{{< include ex/gone.yml >}}',
          '```',
        ].join('\n'),
      },
      ['site.qmd'],
    );
    expect(html).toMatch(/<code[^>]*>[^]*website:[^]*navbar:[^]*true[^]*# `on`[^]*<\/code>/);
    expect(html).not.toContain('include ex/nav.yml');
    expect(warnings).toEqual([
      'site.qmd:9: {{< include ex/gone.yml >}} names ex/gone.yml, which does not exist; correct the path; nothing is ' +
        'printed for it',
    ]);
  });

  it('print a shortcode escaped in three braces as written, in prose and listings alike, and warn of none', async () => {
    const { html, warnings } = await chapter(
      {
        ...PROJECT,
        'escape.qmd': [
          '# Escape',
          '',
          'Write {{{< var version >}}} to print the version, or `{{{< include _part.qmd >}}}`.',
          '',
          '```markdown',
          '{{{< include _part.qmd >}}}',
          '```',
        ].join('\n'),
      },
      ['escape.qmd'],
    );
    expect(html).toContain('Write {<span></span>{&lt; var version &gt;}} to print the version, or ');
    expect(html).toContain('<code>{{&lt; include _part.qmd &gt;}}</code>');
    expect(html).toMatch(/<code[^>]*>\{\{&lt; include[^]*_part\.qmd[^]*&gt;\}\}\n/);
    expect(html).not.toContain('{{{');
    expect(warnings).toEqual([]);
  });

  it("draw the fontawesome extension's icons, and leave a name it lacks as written", async () => {
    const { html, warnings } = await chapter(
      {
        ...PROJECT,
        'links.qmd':
          '# Links\n\nCode on {{< fa brands github title="GitHub" >}}, liked {{< fa thumbs-up size=Huge >}}' +
          ' and {{< fa solid no-such-icon >}}.\n',
      },
      ['links.qmd'],
    );
    expect(html).toMatch(
      /Code on <span class="icon"><svg [^>]*viewBox="0 0 512 512"[^>]*aria-label="GitHub"[^>]*><path fill="currentColor" d="M[^"]+"><\/path><\/svg><\/span>, liked <span class="icon"><svg [^>]*aria-label="thumbs up" style="height:2\.488em;/,
    );
    expect(html).toContain(' and {{&lt; fa solid no-such-icon &gt;}}.');
    expect(warnings).toEqual([
      'links.qmd:3: {{< fa solid no-such-icon >}} names no Font Awesome icon (the free icons of Font Awesome 7, ' +
        'in the style given: solid, regular or brands); it is printed as written: correct the name or the style',
    ]);
  });

  it('are left as written in a Markdown page outside a Quarto project', async () => {
    const { html, warnings } = await chapter({ 'a.md': '# A\n\n{{< include b.md >}}\n', 'b.md': 'B.\n' }, [
      'a.md',
    ]);
    expect(html).toContain('{{&lt; include b.md &gt;}}');
    expect(warnings).toEqual([
      expect.stringMatching(/^a\.md:3: \{\{< include b\.md >\}\} is a directive of the tool/),
    ]);
  });
});
