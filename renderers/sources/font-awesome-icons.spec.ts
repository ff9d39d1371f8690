import { parseHtml, textContent } from '../dom/html-dom';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { fontAwesomeIcon, iconSvg } from './font-awesome-icons';

describe('fontAwesomeIcon', () => {
  it.each([
    // [written, set, the icon it draws, its style's width]
    ['heart', undefined, 'heart', 512],
    ['heart', 'far', 'heart', 512],
    ['github', undefined, 'github', 512],
    ['fab-github', undefined, 'github', 512],
    // Font Awesome 4's names, asciidoctor-pdf's default set: renamed (code-fork), outlined (-o: the regular style).
    ['warning', undefined, 'warning', 512],
    ['code-fork', undefined, 'code-fork', 448],
    ['file-o', undefined, 'file', 384],
    ['battery-full', undefined, 'battery-full', 640],
  ])('draws %s (set %s) as %s', (written, set, name, width) => {
    const icon = fontAwesomeIcon(written, set);
    expect([icon?.name, icon?.viewBox]).toEqual([name, { width, height: 512 }]);
    expect(icon?.drawing).toMatch(/^<path fill="currentColor" d="M[^"]+"\/>$/);
  });

  it('finds no icon for a name Font Awesome lacks, a style the icon is not in, or a path', () => {
    expect(fontAwesomeIcon('no-such-icon')).toBeUndefined();
    expect(fontAwesomeIcon('github', 'fas')).toBeUndefined();
    expect(fontAwesomeIcon('../../package')).toBeUndefined();
  });

  it("is an em high in the text's colour, as wide as its drawing, named for a reader who cannot see it", () => {
    const icon = fontAwesomeIcon('battery-full')!;
    const [svg] = parseHtml(iconSvg(icon, { size: '2x', title: 'Charged & ready' }));
    expect(svg).toMatchObject({ name: 'svg' });
    const attrs = svg!.type === 'element' ? Object.fromEntries(svg!.attrs) : {};
    expect(attrs).toMatchObject({
      viewBox: '0 0 640 512',
      // In pixels for a reader that ignores the style (Calibre, drawing the old Kindle format's picture of it).
      width: '40',
      height: '32',
      role: 'img',
      'aria-label': 'Charged & ready',
      style: 'height:2em;width:2.5em;vertical-align:-0.125em',
    });
    expect(iconSvg(fontAwesomeIcon('code-fork')!)).toContain('aria-label="code fork"');
  });
});

describe('icon:name[] in a book', () => {
  it("draws Font Awesome's icon where Asciidoctor printed [name], and names the line of one it lacks", async () => {
    const chapter =
      '= Tools\n\nMade with icon:heart[set=fas,role=love] and\nicon:github[link=https://github.com/x,size=2x]' +
      ' on icon:no-such-icon[].\n';
    const model = await buildBookModel(
      memorySource({ 'ch01.adoc': chapter }),
      { files: ['ch01.adoc'], formats: {} },
      { bookName: 'icons' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(
      /<span class="icon love"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512" width="16" height="16" role="img" aria-label="heart" style="height:1em;width:1em;vertical-align:-0.125em"><path fill="currentColor" d="M/,
    );
    expect(html).toMatch(
      /<span class="icon"><a class="image" href="https:\/\/github.com\/x"><svg [^>]*aria-label="github" style="height:2em/,
    );
    expect(textContent(parseHtml(html))).toContain('on [no such icon].');
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.adoc:4: icon:no-such-icon[] names no Font Awesome icon (the free icons of Font Awesome 7, or their ' +
        'names in Font Awesome 4 to 6): it is printed as [no such icon]; correct the name, or give set=fas, far ' +
        'or fab for the style it is in',
    ]);
  });
});
