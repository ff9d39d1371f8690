import { markdownToHtml } from './markdown';
import { markuaIndexTermHtml } from './markua-index-terms';

describe("Markua's index entries", () => {
  it('after a word or a span: an index mark there, and nothing printed', () => {
    const html = markdownToHtml('Keep *Sencha*{i: Sencha} cool{i: "storage!of green tea"}, then brew.\n');
    expect(html).toBe(
      '<p data-octavo-line="1">Keep <em>Sencha</em><a data-type="indexterm" data-primary="Sencha"></a> cool' +
        '<a data-type="indexterm" data-primary="storage" data-secondary="of green tea"></a>, then brew.</p>\n',
    );
  });

  it('several entries in one list, escapes, emphasis and cross-references', () => {
    expect(markdownToHtml('Yum!{i: "Yum\\!", i: "*Gyokuro*!**shade**"}\n')).toContain(
      'Yum!<a data-type="indexterm" data-primary="Yum!"></a>' +
        '<a data-type="indexterm" data-primary="Gyokuro" data-secondary="shade"></a>',
    );
    expect(markdownToHtml('tea\\_pot{i: tea\\_pot}\n')).toContain('data-primary="tea_pot"');
    expect(markuaIndexTermHtml("Cha|see{i:'tea'}")).toBe(
      '<a data-type="indexterm" data-primary="Cha" data-see="tea"></a>',
    );
    expect(markuaIndexTermHtml("Matcha|seealso{i:'powdered tea'}")).toBe(
      '<a data-type="indexterm" data-primary="Matcha" data-seealso="powdered tea"></a>',
    );
  });

  it('on the line over a block: marks the block’s start', () => {
    expect(markdownToHtml('{i: "kettles"}\nBoil the water first.\n')).toContain(
      '<p data-octavo-line="2"><a data-type="indexterm" data-primary="kettles"></a>Boil the water first.</p>',
    );
  });

  it('an id after a word or a span: a place crosslinks reach, printing nothing', () => {
    const html = markdownToHtml(
      'Steep it twice:{#second-steep} then *pour*{id: pour-out}.\n\nSee [steeping](#second-steep).\n',
    );
    expect(html).toContain(
      'Steep it twice:<a id="second-steep"></a> then <em>pour</em><a id="pour-out"></a>.</p>',
    );
    expect(markdownToHtml('Cha{#cha-intro, i: "Cha"}\n')).toContain(
      'Cha<a id="cha-intro"></a><a data-type="indexterm" data-primary="Cha"></a>',
    );
    expect(markdownToHtml('a set {#not-an-id} here\n')).toContain('a set {#not-an-id} here');
    // pandoc's attributes after an image, a link or code name that element, as before.
    expect(markdownToHtml('![Kiln](kiln.png){#fig-kiln} and `x`{#code-x}\n')).toContain(
      '<img src="kiln.png" alt="Kiln" id="fig-kiln"> and <code id="code-x">x</code>',
    );
  });

  it('on a span made with brackets: the brackets print nothing', () => {
    expect(
      markdownToHtml('Call me [Ann *Teapot*]{i: "Teapot, Ann"} now, [then a span]{#the-span}.\n'),
    ).toContain(
      'Call me Ann <em>Teapot</em><a data-type="indexterm" data-primary="Teapot, Ann"></a> now, then a span' +
        '<a id="the-span"></a>.',
    );
    expect(markdownToHtml('A [sic.] note, [x]{y} and \\[z]{#z}.\n')).toContain(
      'A [sic.] note, [x]{y} and [z]<a id="z"></a>.',
    );
  });

  it('stays text when not attached to a span, in code, or mixed with other attributes', () => {
    expect(markdownToHtml('the set {i: i < n} of indexes\n')).toContain('the set {i: i &lt; n} of indexes');
    expect(markdownToHtml('`x{i: "y"}`\n')).toContain('<code>x{i: &quot;y&quot;}</code>');
    expect(markdownToHtml('word{i: "y", width: 3}\n')).not.toContain('indexterm');
  });
});
