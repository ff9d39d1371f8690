import { escapeText } from '../dom/escape';
import { ElementNode, parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { formatWarning, type BookWarning } from '../warnings';
import { buildBookModel } from '../model/build-book-model';
import { convertSource } from '../model/read-source';
import { docbookToHtml } from './docbook';

const DOCTYPE_45 =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN"\n' +
  '"http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">\n';

/** The HTMLBook a DocBook file reads as, and the warnings it gave. */
async function read(text: string, files: Record<string, string> = {}, path = 'ch01.xml') {
  const warnings: BookWarning[] = [];
  const { html, locations } = await docbookToHtml(text, path, memorySource(files), warnings);
  const nodes = parseHtml(html, { locate: { file: path, table: locations } });
  return { html: serializeHtml(nodes).replace(/>\s+</g, '><').trim(), nodes, warnings };
}

describe('a DocBook chapter', () => {
  it('is an HTMLBook chapter: its title the heading, sections by level, ids kept', async () => {
    const { html, warnings } = await read(
      `${DOCTYPE_45}<chapter id="ch_frames"><title>Frames and <literal>spars</literal></title>\n` +
        '<para>Two spars.</para><sect1 id="sizes"><title>Sizes</title><para>Small.</para>' +
        '<sect2><title>Tiny</title><para>Very.</para></sect2></sect1></chapter>',
    );
    expect(html).toBe(
      '<section id="ch_frames" data-type="chapter"><h1>Frames and <code>spars</code></h1><p>Two spars.</p>' +
        '<section data-type="sect1" id="sizes"><h2>Sizes</h2><p>Small.</p>' +
        '<section data-type="sect2"><h3>Tiny</h3><p>Very.</p></section></section></section>',
    );
    expect(warnings).toEqual([]);
  });

  it('reads DocBook 5: its namespace, xml:id, the title in <info>, xlink links and sections', async () => {
    const { html } = await read(
      '<chapter xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" version="5.0" ' +
        'xml:id="fly"><info><title>Flying</title><author><personname>Ann</personname></author></info>' +
        '<para>See <link xlink:href="https://example.com/">the report</link>.</para>' +
        '<section xml:id="launch"><info><title>Launching</title></info><para>Up.</para></section></chapter>',
    );
    expect(html).toBe(
      '<section id="fly" data-type="chapter"><h1>Flying</h1><p class="author" data-octavo-byline="">Ann</p>' +
        '<p>See <a href="https://example.com/">the report</a>.</p>' +
        '<section data-type="sect1" id="launch"><h2>Launching</h2><p>Up.</p></section></section>',
    );
  });

  it("reads XLink's attributes under any prefix bound to it, or an undeclared one; a link without a target keeps its words", async () => {
    const { html, warnings } = await read(
      '<chapter xmlns="http://docbook.org/ns/docbook" xmlns:xl="http://www.w3.org/1999/xlink" xml:id="c">' +
        '<title>Links</title>\n<para>Available at <link xl:href="http://developer.amd.com/">AMD</link>.</para>\n' +
        '<para>Plain <link xl:href="http://developer.amd.com/"/>.</para>\n' +
        '<para>Nowhere: <link>the manual</link>.</para></chapter>',
    );
    expect(html).toContain('<p>Available at <a href="http://developer.amd.com/">AMD</a>.</p>');
    expect(html).toContain('<p>Plain <a href="http://developer.amd.com/">http://developer.amd.com/</a>.</p>');
    expect(html).toContain('<p>Nowhere: the manual.</p>');
    expect(warnings.map((w) => [w.file, w.line])).toEqual([['ch01.xml', 4]]);
    expect(warnings[0]!.text).toMatch(/^this <link> has no target .*"the manual" is printed as text/);
    // illumos's preface.xml, read on its own: its book's root declares xl:, the chapter does not.
    const preface = await read(
      '<preface xml:id="preface"><title>Preface</title><para>See the ' +
        '<link xl:href="http://illumos.org/hcl/"><citetitle>HCL</citetitle></link>.</para></preface>',
    );
    expect(preface.html).toContain('<p>See the <a href="http://illumos.org/hcl/"><em>HCL</em></a>.</p>');
    expect(preface.warnings).toEqual([]);
  });

  it('splits a paragraph around the lists, tables and listings it holds, the first part keeping its id', async () => {
    const { html } = await read(
      `${DOCTYPE_45}<chapter id="c"><title>C</title><para id="p1" role="lead">Before:\n` +
        '<itemizedlist><listitem><para>alpha</para></listitem></itemizedlist>\nand <emphasis>after</emphasis>.</para>' +
        '<simpara>A table:\n<informaltable><tgroup cols="1"><tbody><row><entry>a</entry></row></tbody></tgroup>' +
        '</informaltable>\n</simpara><para><programlisting>x = 1</programlisting> then text.</para></chapter>',
    );
    expect(html).toBe(
      '<section id="c" data-type="chapter"><h1>C</h1><p class="lead" id="p1">Before:</p><ul><li><p>alpha</p></li></ul>' +
        '<p class="lead">and <em>after</em>.</p><p>A table:</p><table><tbody><tr><td>a</td></tr></tbody></table>' +
        '<pre data-type="programlisting">x = 1</pre><p>then text.</p></section>',
    );
  });

  it("prints the blocks a list holds before its items before the list, after its title, as DocBook's stylesheets", async () => {
    const { html, warnings } = await read(
      '<chapter xmlns="http://docbook.org/ns/docbook" xml:id="c"><title>Lists</title>' +
        '<itemizedlist><para>Each dcmd returns:</para><listitem><para>Success.</para></listitem></itemizedlist>' +
        '<orderedlist xml:id="steps"><title>Steps</title><note><para>Careful.</para></note>' +
        '<listitem><para>One.</para></listitem></orderedlist>' +
        '<variablelist><simpara>Terms:</simpara><varlistentry><term>a</term><listitem><para>A.</para></listitem>' +
        '</varlistentry></variablelist></chapter>',
    );
    expect(html).toBe(
      '<section id="c" data-type="chapter"><h1>Lists</h1><p>Each dcmd returns:</p><ul><li><p>Success.</p></li></ul>' +
        '<div id="steps" class="orderedlist"><div class="title">Steps</div>' +
        '<div data-type="note"><p>Careful.</p></div><ol><li><p>One.</p></li></ol></div>' +
        '<p>Terms:</p><dl><dt>a</dt><dd><p>A.</p></dd></dl></section>',
    );
    expect(warnings).toEqual([]);
  });

  it('tells where an element holds a child its HTML leaves out', async () => {
    const { warnings } = await read(
      '<chapter><title>T</title>\n<variablelist><varlistentry><term>a</term>\n<para>Stray words.</para>' +
        '<listitem><para>A.</para></listitem></varlistentry></variablelist>\n' +
        '<informaltable><tgroup cols="1"><tbody><row><entry>x</entry>\n<para>Lost cell.</para></row>' +
        '</tbody></tgroup></informaltable></chapter>',
    );
    expect(warnings.map((w) => [w.line, w.text])).toEqual([
      [
        3,
        'this <para> in a <varlistentry> is not printed ("Stray words."): a <varlistentry> prints only its ' +
          '<term>, <listitem>, <indexterm>; move it into one of those, or out of the <varlistentry>',
      ],
      [
        5,
        expect.stringMatching(/^this <para> in a <row> is not printed \("Lost cell."\): a <row> prints only/),
      ],
    ]);
  });

  it("prints a command synopsis in DocBook's notation: [optional], {required}, a | b, repeat..., line breaks", async () => {
    // The Dynamic Tracing Guide's synopsis of dtrace (the spaces xsltproc's docbook-xsl writes, run together).
    const { html } = await read(
      '<chapter xmlns="http://docbook.org/ns/docbook" xml:id="c"><title>Synopsis</title>' +
        '<cmdsynopsis><command>dtrace</command>\n<group><arg choice="plain"><option>32</option></arg>' +
        '<arg choice="plain"><option>64</option></arg></group>\n<group choice="opt"><option>b</option>' +
        '<replaceable>bufsz</replaceable></group>\n<arg choice="opt">-v</arg> <arg choice="req" rep="repeat">file</arg>' +
        '</cmdsynopsis>' +
        '<cmdsynopsis><command>mdb</command> <arg>-k<arg choice="plain" rep="repeat"> x </arg></arg><sbr/>' +
        '<arg choice="req"><replaceable>f</replaceable></arg>\n<command>two</command>' +
        '<group choice="req" rep="repeat"><arg>a</arg><arg choice="plain">b</arg></group></cmdsynopsis></chapter>',
    );
    expect(html).toBe(
      '<section id="c" data-type="chapter"><h1>Synopsis</h1>' +
        '<div class="cmdsynopsis"><p><code>dtrace</code> [ <code>32</code> | <code>64</code> ] ' +
        '[<code>b</code><em>bufsz</em>] [-v] {file...}</p></div>' +
        '<div class="cmdsynopsis"><p><code>mdb</code> [-k x ... ]<br> {<em>f</em>}<br><code>two</code> {[a] | b ...}' +
        '</p></div></section>',
    );
  });

  it('types a preface whose id says foreword as a foreword, an appendix whose role says afterword as one', async () => {
    expect(
      (await read('<preface id="foreword"><title>Foreword</title><para>Hi.</para></preface>')).html,
    ).toContain('<section id="foreword" data-type="foreword"><h1>Foreword</h1>');
    expect((await read('<appendix role="afterword"><title>After</title></appendix>')).html).toContain(
      'data-type="afterword"',
    );
  });

  // O'Reilly's DocBook samples (foreword.xml): "The stylesheets will render this as a right-aligned “—Firstname
  // Lastname” below the final paragraph." Octavo printed the foreword with no attribution.
  it("signs a foreword or preface with its info's authors at its end, and heads a chapter with its own", async () => {
    const foreword = await read(
      '<preface id="foreword"><prefaceinfo><author><firstname>Firstname</firstname>\n<surname>Lastname</surname>' +
        '</author></prefaceinfo><title>Foreword</title><para>Text.</para><para>More.</para></preface>',
    );
    expect(foreword.html).toBe(
      '<section id="foreword" data-type="foreword"><h1>Foreword</h1><p>Text.</p><p>More.</p>' +
        '<div class="signature"><p>\u2014Firstname Lastname</p></div></section>',
    );
    const preface = await read(
      '<preface><prefaceinfo><authorgroup><author><firstname>Ann</firstname><surname>Lee</surname></author>' +
        '<author><firstname>Bo</firstname><surname>Ray</surname><affiliation><orgname>Kite Club</orgname>' +
        '</affiliation></author></authorgroup><revhistory><revision><author><firstname>Cy</firstname></author>' +
        '</revision></revhistory></prefaceinfo><title>Preface</title><para>Text.</para></preface>',
    );
    expect(preface.html).toContain(
      '<p>Text.</p><div class="signature"><p>\u2014Ann Lee, Bo Ray</p></div></section>',
    );
    const chapter = await read(
      '<chapter><chapterinfo><author><firstname>Ann</firstname><surname>Lee</surname></author></chapterinfo>' +
        '<title>Kites</title><para>Text.</para></chapter>',
    );
    expect(chapter.html).toBe(
      '<section data-type="chapter"><h1>Kites</h1><p class="author" data-octavo-byline="">Ann Lee</p>' +
        '<p>Text.</p></section>',
    );
  });

  it('prints a CALS table with its column spans, row spans, header cells and title', async () => {
    const { html } = await read(
      '<chapter><title>T</title><table id="t1"><title>Spar lengths</title><tgroup cols="3">' +
        '<colspec colname="c1" colwidth="1*"/><colspec colname="c2" colwidth="2*"/>' +
        '<colspec colname="c3" colwidth="*" align="right"/>' +
        '<thead><row><entry>Kite</entry><entry>Spine</entry><entry>Spar</entry></row></thead>' +
        '<tbody><row><entry morerows="1">Small</entry><entry namest="c2" nameend="c3"><para>60 cm</para></entry></row>' +
        '<row><entry>1</entry><entry>2</entry></row></tbody></tgroup></table></chapter>',
    );
    expect(html).toContain(
      '<table id="t1"><caption>Spar lengths</caption><colgroup><col style="width: 25%"><col style="width: 50%">' +
        '<col style="width: 25%"></colgroup><thead><tr><th>Kite</th><th>Spine</th><th class="halign-right">Spar</th>' +
        '</tr></thead><tbody><tr><td rowspan="2">Small</td><td colspan="2">60 cm</td></tr><tr><td>1</td>' +
        '<td class="halign-right">2</td></tr>' +
        '</tbody></table>',
    );
  });

  it("prints a figure's web image (not the print one), its text object as alt text, its width kept", async () => {
    const { html } = await read(
      '<chapter><title>T</title><figure id="f1"><title>The gauge</title><mediaobject>' +
        '<imageobject role="fo"><imagedata fileref="images/gauge.pdf"/></imageobject>' +
        '<imageobject role="web"><imagedata fileref="images/gauge.png" contentwidth="2in"/></imageobject>' +
        '<textobject><phrase>A dial</phrase></textobject></mediaobject></figure>' +
        '<para>Old style: <inlinegraphic fileref="icon.png"/></para></chapter>',
    );
    expect(html).toContain(
      '<figure id="f1"><img src="images/gauge.png" alt="A dial" style="width: 2in"><figcaption>The gauge</figcaption></figure>',
    );
    expect(html).toContain('<p>Old style: <img src="icon.png" alt=""></p>');
  });

  it("heads a titled list or quotation with its title in a block that takes its id, as Asciidoctor's", async () => {
    const { html } = await read(
      '<chapter><title>T</title><sect1><title>Kites</title>' +
        '<itemizedlist id="kinds"><title>Kinds of <emphasis>kite</emphasis></title><listitem><para>Box</para></listitem></itemizedlist>' +
        '<variablelist><title>Terms</title><varlistentry><term>Spar</term><listitem><para>A rod.</para></listitem></varlistentry></variablelist>' +
        '<blockquote id="q"><title>Said</title><para>Up.</para></blockquote>' +
        '<orderedlist><listitem><para>Untitled</para></listitem></orderedlist>' +
        '<para>See <xref linkend="kinds"/>.</para></sect1></chapter>',
    );
    // An xref to the list's id reads the block's title (the book model's block title), not the section's.
    expect(html).toContain(
      '<div id="kinds" class="itemizedlist"><div class="title">Kinds of <em>kite</em></div><ul><li><p>Box</p></li></ul></div>',
    );
    expect(html).toMatch(/<div class="variablelist"><div class="title">Terms<\/div><dl>/);
    expect(html).toContain(
      '<div id="q" class="blockquote"><div class="title">Said</div><blockquote><p>Up.</p></blockquote></div>',
    );
    expect(html).toContain('<ol><li><p>Untitled</p></li></ol>');
    expect(html).not.toContain('<strong>Kinds');
  });

  it('prints examples, notes, procedures, formal paragraphs and key combinations, xrefs left for the book', async () => {
    const { html } = await read(
      '<chapter><title>T</title><example id="ex1"><title>Launching</title>' +
        '<programlisting language="python"><![CDATA[kite.up()  # <- go]]></programlisting></example>' +
        '<para>Run <xref linkend="ex1"/> (<xref linkend="ex1" xrefstyle="select: labelnumber"/>).</para><note id="n1"><para>Careful.</para></note>' +
        '<procedure id="p1"><title>To launch</title><step><para>Face away.</para></step><step><para>Let go.</para></step></procedure>' +
        '<formalpara><title>Landing.</title><para>Walk it down.</para></formalpara>' +
        '<para>Press <keycombo><keycap>Ctrl</keycap><keycap>C</keycap></keycombo>, then ' +
        '<menuchoice><guimenu>File</guimenu><guimenuitem>Quit</guimenuitem></menuchoice>; edit ' +
        '<tag class="endtag">p</tag> and <trademark>Kiteware</trademark>.</para></chapter>',
    );
    expect(html).toContain(
      '<div data-type="example" id="ex1"><h5>Launching</h5>' +
        '<pre data-type="programlisting" data-code-language="python">kite.up()  # &lt;- go</pre></div>',
    );
    expect(html).toContain(
      '<p>Run <a data-type="xref" href="#ex1"></a> (<a data-type="xref" href="#ex1" ' +
        'data-xrefstyle="select: labelnumber"></a>).</p>',
    );
    expect(html).toContain('<div data-type="note" id="n1"><p>Careful.</p></div>');
    expect(html).toContain(
      '<div id="p1" class="procedure"><div class="title">To launch</div><ol class="procedure"><li><p>Face away.</p></li>' +
        '<li><p>Let go.</p></li></ol></div>',
    );
    expect(html).toContain('<p><strong>Landing.</strong> Walk it down.</p>');
    expect(html).toContain(
      '<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, then <span>File</span> \u2192 <span>Quit</span>; edit ' +
        '<code>&lt;/p&gt;</code> and Kiteware\u2122.</p>',
    );
  });

  // The LDP Author Guide's <sgmltag class="starttag">ulink url="…"</sgmltag> lost its brackets; its plain
  // <sgmltag>articles</sgmltag> gained some.
  it("prints each class of a markup tag as docbook-xsl's inline.xsl does, an element's name bare", async () => {
    const classes: [string | undefined, string, string][] = [
      [undefined, 'articles', 'articles'],
      ['element', 'para', 'para'],
      ['attribute', 'url', 'url'],
      ['attvalue', 'horiz', 'horiz'],
      ['starttag', 'ulink url="http://x.org/"', '<ulink url="http://x.org/">'],
      ['starttag', 'para', '<para>'],
      ['endtag', 'para', '</para>'],
      ['emptytag', 'xref linkend="a"', '<xref linkend="a"/>'],
      ['genentity', 'amp', '&amp;'],
      ['numcharref', 'x2014', '&#x2014;'],
      ['paramentity', 'ISOpub', '%ISOpub;'],
      ['pi', 'dbhtml dir="x"', '<?dbhtml dir="x">'],
      ['xmlpi', 'xml version="1.0"', '<?xml version="1.0"?>'],
      ['sgmlcomment', ' note ', '<!-- note -->'],
    ];
    const { nodes } = await read(
      '<chapter><title>T</title>' +
        classes
          .map(
            ([tagClass, written]) =>
              `<para><sgmltag${tagClass ? ` class="${tagClass}"` : ''}>${escapeText(written)}</sgmltag></para>`,
          )
          .join('') +
        '</chapter>',
    );
    const printed = (nodes[0] as ElementNode).children
      .filter((child): child is ElementNode => child.type === 'element' && child.name === 'p')
      .map((p) => textContent(p));
    expect(printed).toEqual(classes.map(([, , shown]) => shown));
  });

  // The LDP Author Guide's simple lists of three columns ran down the page; its inline one ran on without commas.
  it('prints a simple list as docbook-xsl does: inline with commas, in columns as a table across or down', async () => {
    const members = (n: number) => Array.from({ length: n }, (_, i) => `<member>${i + 1}</member>`).join('');
    const { html, warnings } = await read(
      '<chapter><title>T</title>' +
        `<para>Formats: <simplelist type="inline"><member>A</member><member>B</member><member>C</member></simplelist>.</para>` +
        `<simplelist type="horiz" columns="3">${members(5)}</simplelist>` +
        `<simplelist columns="2">${members(5)}</simplelist>` +
        `<simplelist>${members(2)}</simplelist></chapter>`,
    );
    expect(html).toContain('<p>Formats: <span class="simplelist">A, B, C</span>.</p>');
    expect(html).toContain(
      '<table class="simplelist"><tbody><tr><td>1</td><td>2</td><td>3</td></tr>' +
        '<tr><td>4</td><td>5</td><td></td></tr></tbody></table>',
    );
    expect(html).toContain(
      '<table class="simplelist"><tbody><tr><td>1</td><td>4</td></tr><tr><td>2</td><td>5</td></tr>' +
        '<tr><td>3</td><td></td></tr></tbody></table>',
    );
    expect(html).toContain('<p class="simplelist">1<br>2</p>');
    expect(warnings).toEqual([]);
  });

  // The LDP Author Guide's segmented list ran on as one line, each of its elements warned of as unknown.
  it('prints a segmented list as docbook-xsl does: a block an item, each segment after its title in bold', async () => {
    const written =
      '<chapter><title>T</title><segmentedlist id="bd"><title>Bin to dec</title>' +
      '<segtitle>Binary</segtitle><segtitle>Decimal</segtitle>' +
      '<seglistitem><seg>01</seg><seg>1</seg></seglistitem><seglistitem><seg>10</seg><seg>2</seg></seglistitem>' +
      '</segmentedlist></chapter>';
    const { html, warnings } = await read(written);
    expect(html).toContain(
      '<div class="segmentedlist" id="bd"><div class="title">Bin to dec</div>' +
        '<div class="seglistitem"><div class="seg"><strong>Binary: </strong>01</div>' +
        '<div class="seg"><strong>Decimal: </strong>1</div></div>' +
        '<div class="seglistitem"><div class="seg"><strong>Binary: </strong>10</div>' +
        '<div class="seg"><strong>Decimal: </strong>2</div></div></div>',
    );
    expect(warnings).toEqual([]);
    const book = await convertSource('ch01.xml', Buffer.from(written), 'docbook', memorySource({}));
    expect(book.warnings).toEqual([]);
  });

  it("reads DocBook 5's inline links, languages, names and man page references; list entries keep their ids", async () => {
    const { html } = await read(
      '<appendix xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'xml:id="lic" xml:lang="de"><title>Lizenz</title><para>Unter <acronym xlink:href="https://cc.org/">CC BY' +
        '<alt>Creative Commons Attribution</alt></acronym> von <personname><firstname>Tom</firstname>' +
        '<surname>Schraitle</surname></personname>, siehe <citerefentry><refentrytitle>xsltproc</refentrytitle>' +
        '<manvolnum>1</manvolnum></citerefentry>.</para><orderedlist><listitem xml:id="grant"><para>Erlaubt.</para>' +
        '</listitem></orderedlist><variablelist><varlistentry xml:id="v1"><term>a</term><listitem><para>b</para>' +
        '</listitem></varlistentry></variablelist><synopsis>attrnode = language.attribute(node)</synopsis></appendix>',
    );
    expect(html).toBe(
      '<section id="lic" lang="de" data-type="appendix"><h1>Lizenz</h1><p>Unter <a href="https://cc.org/">' +
        '<abbr>CC BY</abbr></a> von Tom Schraitle, siehe <code>xsltproc(1)</code>.</p>' +
        '<ol><li id="grant"><p>Erlaubt.</p></li></ol><dl><dt id="v1">a</dt><dd><p>b</p></dd></dl>' +
        '<pre data-type="programlisting">attrnode = language.attribute(node)</pre></section>',
    );
  });

  it("prints a listing's callouts placed by line (an areaspec) at the end of their lines, their ids kept", async () => {
    const { html } = await read(
      '<chapter><title>T</title><programlistingco><areaspec><area id="a1" coords="2 30"/>' +
        '<areaset id="s"><area id="a2" coords="3"/></areaset></areaspec>' +
        '<programlisting>one\ntwo\nthree</programlisting></programlistingco>' +
        '<calloutlist><callout arearefs="a1"><para>The second line.</para></callout></calloutlist></chapter>',
    );
    expect(html).toContain(
      '<pre data-type="programlisting">one\ntwo <b class="conum" id="a1">1</b>\nthree <b class="conum" id="a2">2</b></pre>',
    );
  });

  it('prints an xref to a numbered list item or step as its number, through its template', async () => {
    const { html } = await read(
      '<chapter><title>T</title><orderedlist numeration="loweralpha"><listitem><para>x</para></listitem>' +
        '<listitem id="b"><para>y</para></listitem></orderedlist><procedure><step><para>s</para></step>' +
        '<step id="s2"><para>t</para></step></procedure><para>See <xref linkend="b" xrefstyle="template: (%n)"/> ' +
        'and step <xref linkend="s2" xrefstyle="select: label"/>.</para></chapter>',
    );
    expect(html).toContain('<p>See <a href="#b">(b)</a> and step <a href="#s2">2</a>.</p>');
  });

  // The Definitive Guide's appendix D: one numbered procedure in three lists, paragraphs between; each began at 1.
  it('numbers a list that continues the one before it on from there, and a list from its starting number', async () => {
    const item = (words: string) => `<listitem><para>${words}</para></listitem>`;
    const { html } = await read(
      '<appendix><title>Install</title><orderedlist continuation="restarts">' +
        item('Get it.') +
        '<listitem><para>Open it.</para><orderedlist>' +
        item('Nested.') +
        '</orderedlist></listitem></orderedlist><para>Then:</para><orderedlist continuation="continues">' +
        item('Run it.') +
        '</orderedlist><orderedlist startingnumber="7">' +
        item('Seventh.') +
        item('Eighth.') +
        '</orderedlist><orderedlist continuation="continues">' +
        item('Ninth.') +
        '</orderedlist></appendix>',
    );
    // As DocBook XSL's preceding::orderedlist[1] counts: the nested list, one item, is the list before "Run it.".
    expect(
      [...html.matchAll(/<ol( start="\d+")?><li><p>(\w+)/g)].map(
        ([, start, first]) => `${first}${start ?? ''}`,
      ),
    ).toEqual(['Get', 'Nested', 'Run start="2"', 'Seventh start="7"', 'Ninth start="9"']);
  });

  it("typesets an equation's TeX alternative rather than the image beside it; MathML stays MathML", async () => {
    const { html } = await read(
      '<chapter xmlns:mml="http://www.w3.org/1998/Math/MathML"><title>T</title>' +
        '<equation id="e1"><title>Lift</title><alt role="tex">L = \\frac{1}{2} \\rho v^2</alt>' +
        '<mediaobject><imageobject><imagedata fileref="lift.png"/></imageobject></mediaobject></equation>' +
        '<para>So <inlineequation><alt>$v^2$</alt></inlineequation> and <inlineequation><mml:math><mml:mi>x</mml:mi>' +
        '</mml:math></inlineequation>.</para></chapter>',
    );
    expect(html).toContain(
      '<div id="e1" data-type="equation"><h5>Lift</h5><div data-type="tex">L = \\frac{1}{2} \\rho v^2</div></div>',
    );
    expect(html).toContain(
      '<p>So <span><span data-type="tex">v^2</span></span> and <span><math><mi>x</mi></math></span>.</p>',
    );
  });

  it('marks index terms with their sort keys, and ranges opened and closed', async () => {
    const { html } = await read(
      '<chapter><title>T</title><para><indexterm id="ix_k" class="startofrange"><primary sortas="kite">' +
        'kites</primary><secondary>box</secondary></indexterm>Kites.<indexterm class="endofrange" startref="ix_k"/>' +
        '</para></chapter>',
    );
    expect(html).toContain(
      '<p><a data-type="indexterm" data-primary="kites" data-primary-sortas="kite" data-secondary="box" id="ix_k"></a>' +
        'Kites.<a data-type="indexterm" data-startref="ix_k"></a></p>',
    );
  });

  it("prints a glossary as HTMLBook's, a See entry linked to the term it names", async () => {
    const { html } = await read(
      '<glossary id="g"><title>Glossary</title><glossentry id="bridle"><glossterm>Bridle</glossterm>' +
        '<glossdef><para>The lines.</para></glossdef></glossentry>' +
        '<glossentry id="harness"><glossterm>Harness</glossterm><glosssee otherterm="bridle"/></glossentry></glossary>',
    );
    expect(html).toBe(
      '<section id="g" data-type="glossary"><h1>Glossary</h1><dl data-type="glossary">' +
        '<dt data-type="glossterm" id="bridle"><dfn>Bridle</dfn></dt><dd data-type="glossdef"><p>The lines.</p></dd>' +
        '<dt data-type="glossterm" id="harness"><dfn>Harness</dfn></dt><dd data-type="glossdef">' +
        '<p data-type="glosssee">See <a href="#bridle">Bridle</a>.</p></dd></dl></section>',
    );
  });

  // O'Reilly's DocBook samples (glossary.xml, Term4): two <glossseealso> printed as two "See also" lines.
  it("prints an entry's See also references in one sentence after its definition, as DocBook XSL does", async () => {
    const { html } = await read(
      '<glossary id="g"><title>Glossary</title>' +
        '<glossentry id="bridle"><glossterm>Bridle</glossterm><glossdef><para>The lines.</para></glossdef></glossentry>' +
        '<glossentry id="line"><glossterm>Line</glossterm><glossdef><para>A cord.</para></glossdef></glossentry>' +
        '<glossentry id="harness"><glossterm>Harness</glossterm><glossdef><para>Straps.</para>\n' +
        '<glossseealso otherterm="bridle"></glossseealso>\n<glossseealso otherterm="line"/>\n' +
        '<glossseealso>Kite string</glossseealso></glossdef></glossentry></glossary>',
    );
    expect(html).toContain(
      '<dd data-type="glossdef"><p>Straps.</p><p data-type="glossseealso">See also <a href="#bridle">Bridle</a>, ' +
        '<a href="#line">Line</a>, Kite string.</p></dd></dl>',
    );
  });

  it("prints a bibliography's entries as a reference is read, a mixed one as written", async () => {
    const { html } = await read(
      '<bibliography><title>Bibliography</title><biblioentry id="p"><abbrev>P76</abbrev><authorgroup>' +
        '<author><firstname>David</firstname><surname>Pelham</surname></author></authorgroup>' +
        '<title>The Penguin Book of Kites</title><publisher><publishername>Penguin</publishername></publisher>' +
        '<pubdate>1976</pubdate></biblioentry><bibliomixed><bibliomset relation="article"><surname>Walsh</surname>, ' +
        '<firstname>Norman</firstname>. <title role="article">On Kites</title>.</bibliomset></bibliomixed></bibliography>',
    );
    expect(html).toContain(
      '<p id="p" data-type="biblioentry">[P76] David Pelham. <em>The Penguin Book of Kites</em>. Penguin, 1976. </p>',
    );
    expect(html).toContain('<p data-type="biblioentry">Walsh, Norman. <em>On Kites</em>.</p>');
  });

  // The Definitive Guide's "XML Catalogs: OASIS Standard V1.1 <biblioref linkend="XML-CAT"/>" printed nothing.
  it("cites an entry as DocBook's stylesheets do, by its abbreviation, xreflabel or id, which label the entry", async () => {
    const written =
      '<book xmlns="http://docbook.org/ns/docbook"><title>B</title><chapter xml:id="c"><title>C</title><para>See ' +
      '<biblioref linkend="XML-CAT"/>, <biblioref linkend="tdg"/>, <citation><biblioref linkend="stayton"/>' +
      '</citation> and <biblioref linkend="gone"/>.</para></chapter><bibliography><title>Books</title>' +
      '<bibliomixed xml:id="XML-CAT"><abbrev>XML-CAT</abbrev> Walsh, ed. <title>XML Catalogs</title>.</bibliomixed>' +
      '<biblioentry xml:id="tdg" xreflabel="TDG"><title>DocBook</title></biblioentry>' +
      '<biblioentry xml:id="stayton"><title>DocBook XSL</title></biblioentry></bibliography></book>';
    const { html, warnings } = await read(written);
    expect(html).toContain(
      '<p>See [<a href="#XML-CAT">XML-CAT</a>], [<a href="#tdg">TDG</a>], [<a href="#stayton">stayton</a>] and ' +
        '[<a href="#gone">gone</a>].</p>',
    );
    expect(html).toContain(
      '<p id="XML-CAT" data-type="biblioentry">[XML-CAT] Walsh, ed. <em>XML Catalogs</em>.</p>' +
        '<p id="tdg" data-type="biblioentry">[TDG] <em>DocBook</em>. </p>' +
        '<p id="stayton" data-type="biblioentry">[stayton] <em>DocBook XSL</em>. </p>',
    );
    expect(warnings).toEqual([]);
    // The book's links keep the label: "[XML-CAT]" inside one read as Asciidoctor's unresolved xref, retitled.
    const model = await buildBookModel(
      memorySource({ 'book.xml': written }),
      { files: ['book.xml'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining('cross-reference to "#gone" has no target'),
    ]);
    expect(model.divisions.find((division) => division.id === 'c')?.html).toContain(
      'See [<a href="#XML-CAT">XML-CAT</a>], [<a href="#tdg">TDG</a>],',
    );
  });

  it('keeps a link a mixed bibliography entry writes among its words', async () => {
    const { html } = await read(
      '<bibliography><title>Bibliography</title><bibliomixed><title>Kilns</title>. ' +
        '<ulink url="http://example.com/kilns">Online</ulink>.</bibliomixed></bibliography>',
    );
    expect(html).toContain(
      '<p data-type="biblioentry"><em>Kilns</em>. <a href="http://example.com/kilns">Online</a>.</p>',
    );
  });

  // The LDP Author Guide's entries lost their subtitles, their addresses and their copyright holders.
  it("prints every field of a bibliography entry in the order written, as DocBook's stylesheets do", async () => {
    const { html, warnings } = await read(
      '<bibliography><title>References</title><biblioentry><title>Progressive Enhancement</title>' +
        '<subtitle>Where We Are Now</subtitle><bibliosource><ulink url="http://example.com/pe.html"/></bibliosource>' +
        '<author><firstname>Steve</firstname><surname>Champeon</surname></author>' +
        '<copyright><year>2002</year><year>2003</year><holder>Univ. of Birmingham</holder></copyright>' +
        '<abstract><para>Describes the tools.</para></abstract></biblioentry></bibliography>',
    );
    expect(html).toContain(
      '<p data-type="biblioentry"><em>Progressive Enhancement</em>. Where We Are Now. ' +
        '<a href="http://example.com/pe.html">http://example.com/pe.html</a>. Steve Champeon. ' +
        'Copyright © 2002, 2003 Univ. of Birmingham. </p>',
    );
    expect(warnings).toEqual([]);
  });

  // The Definitive Guide's bibliography marks its authors' and editors' names for the index: the terms were printed
  // after the names, missing from the index, and <primary>, <bibliolist>, <bibliosource> warned of as foreign HTML.
  it('keeps the index terms of an entry, its names included, as index marks; its list and address are printed', async () => {
    const written =
      '<appendix xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" xml:id="r">' +
      '<title>Resources</title><bibliolist><title>Standards</title><bibliomixed><bibliomset><author><personname>' +
      '<firstname>Eric<indexterm><primary>CALS tables</primary></indexterm></firstname> <surname>Severson</surname>' +
      '</personname></author>, ed. <editor><personname><firstname>Norman<indexterm><primary>catalogs</primary>' +
      '<secondary>OASIS</secondary><tertiary>V1.1</tertiary></indexterm></firstname><surname>Walsh</surname>' +
      '</personname></editor>. <bibliosource xlink:href="http://example.com/cals">CALS<indexterm><primary>tables' +
      '</primary><see>CALS tables</see></indexterm></bibliosource>.</bibliomset></bibliomixed></bibliolist>' +
      '<bibliography><title>More</title><biblioentry><author><firstname>Bob<indexterm><primary>XSL</primary>' +
      '</indexterm></firstname><surname>Stayton</surname></author><title>DocBook XSL</title>' +
      '<indexterm><primary>stylesheets</primary></indexterm></biblioentry></bibliography></appendix>';
    const { html, warnings } = await read(written);
    expect(html).toContain(
      '<div class="bibliolist"><div class="title">Standards</div><p data-type="biblioentry">Eric' +
        '<a data-type="indexterm" data-primary="CALS tables"></a> Severson, ed. Norman Walsh<a data-type="indexterm" ' +
        'data-primary="catalogs" data-secondary="OASIS" data-tertiary="V1.1"></a>. <a href="http://example.com/cals">' +
        'CALS<a data-type="indexterm" data-primary="tables" data-see="CALS tables"></a></a>.</p></div>',
    );
    expect(html).toContain(
      '<p data-type="biblioentry">Bob Stayton. <a data-type="indexterm" data-primary="XSL"></a><em>DocBook XSL</em>. ' +
        '<a data-type="indexterm" data-primary="stylesheets"></a></p>',
    );
    expect(warnings).toEqual([]);
    const book = await convertSource('appc.xml', Buffer.from(written), 'docbook', memorySource({}));
    expect(book.warnings).toEqual([]);
  });
});

describe('a DocBook book of several files', () => {
  it("reads a part's XIncludes and a book's external entities in their place, each element at its own file's line", async () => {
    const chapter = '<chapter id="c1">\n<title>One</title>\n<para>First.</para>\n</chapter>';
    const part =
      '<part id="p1"><title>Building</title><partintro><para>Intro.</para></partintro>\n' +
      '<xi:include href="chapters/ch01.xml" xmlns:xi="http://www.w3.org/2001/XInclude"/></part>';
    const { html, nodes } = await read(part, { 'chapters/ch01.xml': chapter }, 'part1.xml');
    expect(html).toBe(
      '<div id="p1" data-type="part"><h1>Building</h1><p>Intro.</p>' +
        '<section id="c1" data-type="chapter"><h1>One</h1><p>First.</p></section></div>',
    );
    const partElement = nodes[0] as ElementNode;
    const chapterElement = partElement.children.find(
      (child): child is ElementNode => child.type === 'element' && child.name === 'section',
    )!;
    expect(chapterElement.loc).toEqual({ file: 'chapters/ch01.xml', line: 1 });
    const paragraph = chapterElement.children.find(
      (child): child is ElementNode => child.type === 'element' && child.name === 'p',
    );
    expect(paragraph?.loc).toEqual({
      file: 'chapters/ch01.xml',
      line: 3,
    });

    const book =
      '<?xml version="1.0"?>\n<!DOCTYPE book SYSTEM "dblite.dtd" [\n<!ENTITY ch01 SYSTEM "ch01.xml">\n]>\n' +
      '<book id="b"><title>Kites</title><bookinfo><authorgroup><author><firstname>Ann</firstname>' +
      '<surname>Lee</surname></author></authorgroup></bookinfo>\n&ch01;\n</book>';
    expect((await read(book, { 'ch01.xml': chapter }, 'book.xml')).html).toBe(
      '<section data-type="titlepage"><h1>Kites</h1><p class="author">Ann Lee</p></section>' +
        '<section id="c1" data-type="chapter"><h1>One</h1><p>First.</p></section>',
    );
  });

  // LIXA's Reference Guide: a footnote holding a list (or a screen) cut its paragraph in two.
  it('keeps a footnote that holds blocks inside its paragraph, each block on a line of its own', async () => {
    const { html } = await read(
      '<chapter><title>One</title><para>Some interfaces, like TX<footnote><para>Two kinds:</para>' +
        '<itemizedlist><listitem><para>one</para></listitem><listitem><para>two</para></listitem></itemizedlist>' +
        '<screen>a\n b</screen></footnote>, are legacy.</para></chapter>',
    );
    expect(html).toContain(
      '<p>Some interfaces, like TX<span data-type="footnote">Two kinds:<br>\u2022 one<br>\u2022 two<br><code>a<br> b</code></span>, are legacy.</p>',
    );
  });

  it("prints the authors' biographies before a colophon that ends the book", async () => {
    const { html } = await read(
      '<book><title>Kites</title><bookinfo>' +
        '<author><firstname>Ann</firstname><surname>Lee</surname><authorblurb><para>Ann flies.</para></authorblurb></author>' +
        '<author><personname>Bo Ray</personname><personblurb><para>Bo <emphasis>runs</emphasis>.</para></personblurb></author>' +
        '</bookinfo><chapter><title>One</title></chapter>\n<colophon><para>Set in type.</para></colophon>\n</book>',
      {},
      'book.xml',
    );
    expect(html).toMatch(
      /<section data-type="chapter"><h1>One<\/h1><\/section>\s*<section data-type="colophon" class="abouttheauthor"><h1>About the Authors<\/h1><p>Ann flies\.<\/p><p>Bo <em>runs<\/em>\.<\/p><\/section>\s*<section data-type="colophon"[^>]*><p>Set in type\.<\/p><\/section>/,
    );
  });

  it("prints a book's info as its copyright page, in the order of O'Reilly's, after its title page", async () => {
    const { html } = await read(
      '<book><title>Kites</title><subtitle>Up</subtitle><bookinfo>' +
        '<othercredit role="proofreader"><firstname>Chris</firstname><surname>Hearse</surname></othercredit>' +
        '<publisher><publishername>Kite Press</publishername><address><street>1 Hill Road</street>' +
        '<city>Brightwell</city><state>CA</state><postcode>95472</postcode></address></publisher>' +
        '<legalnotice role="printlocation"><para>Printed in Wales.</para></legalnotice>' +
        '<legalnotice role="printer"><para>[LSI]</para></legalnotice>' +
        '<legalnotice role="trademarks" id="tm"><para>Kites is a trademark.</para></legalnotice>' +
        '<isbn>9781449330897</isbn><edition>1</edition>' +
        '<author><firstname>Ann</firstname><surname>Lee</surname><authorblurb><para>Ann flies.</para></authorblurb>' +
        '</author><author><firstname>Bo</firstname><surname>Ray</surname></author>' +
        '<editor><firstname>Meg</firstname><surname>Blanc</surname></editor>' +
        '<copyright><year>2013</year><holder>Ann Lee, Bo Ray</holder></copyright>' +
        '<printhistory><formalpara><title>First Edition</title><para>October, 2012</para></formalpara></printhistory>' +
        '<revhistory><revision><date>2012-10-24</date><revremark>First release</revremark></revision></revhistory>' +
        '</bookinfo><chapter><title>One</title></chapter></book>',
      {},
      'book.xml',
    );
    expect(html).toBe(
      '<section data-type="titlepage"><h1>Kites</h1><p data-type="subtitle">Up</p><p class="edition">First Edition</p>' +
        '<p class="author">Ann Lee, Bo Ray</p></section><section data-type="copyright-page"><h1>Kites</h1><p class="author">by Ann Lee and Bo Ray</p>' +
        '<p class="copyright">Copyright © 2013 Ann Lee, Bo Ray</p><p>Printed in Wales.</p>' +
        '<p class="publisher">Published by <span class="publishername">Kite Press</span>, 1 Hill Road, Brightwell, ' +
        'CA 95472.</p><ul class="stafflist"><li><span class="staffrole">Proofreader: </span>Chris Hearse</li>' +
        '<li><span class="staffrole">Editor: </span>Meg Blanc</li></ul><ul class="printings"><li>' +
        '<span class="printedition">October, 2012:</span> First Edition</li></ul><div><p class="revisions"><strong>' +
        'Revision History for the First Edition</strong></p><ul class="releases"><li><span class="revdate">' +
        '2012-10-24:</span> First release</li></ul></div><div class="legal"><div id="tm" class="legalnotice"><p>Kites is a trademark.</p></div></div>' +
        '<p class="isbn">ISBN: 9781449330897</p><p>[LSI]</p></section>' +
        '<section data-type="chapter"><h1>One</h1></section>' +
        // Ann's biography, as O'Reilly's books end with it (the Jenkins book's authorblurb was printed nowhere).
        '<section data-type="colophon" class="abouttheauthor"><h1>About the Author</h1><p>Ann flies.</p></section>',
    );
  });

  // The Definitive Guide's info: its production editor, proofreader and designers printed unlabelled under its editor,
  // its printing with a stray colon, its copyright notice (a <literallayout>) set as code.
  it('labels each staff member with their DocBook 5 class, grouped; a printing and a line layout as written', async () => {
    const credit = (kind: string, first: string, last: string) =>
      `<othercredit ${kind}><personname><firstname>${first}</firstname><surname>${last}</surname></personname>` +
      '</othercredit>';
    const { html } = await read(
      '<book xmlns="http://docbook.org/ns/docbook"><info><title>Pubs</title><editor><personname><firstname>Richard' +
        '</firstname><surname>Hamilton</surname></personname></editor>' +
        credit('class="productioneditor"', 'Sarah', 'Schneider') +
        credit('class="other" otherclass="proofreader"', 'Audrey', 'Doyle') +
        credit('class="copyeditor"', 'Ann', 'Lee') +
        credit('class="other" otherclass="coverdesigner"', 'Karen', 'Montgomery') +
        credit('class="other" otherclass="proofreader"', 'Bo', 'Ray') +
        credit('class="other" otherclass="map maker"', 'Cy', 'Fox') +
        '<printhistory><para>June 2011: DocBook Publishers.</para></printhistory><legalnotice><literallayout>' +
        '<citetitle>Pubs</citetitle> Copyright\n© 2011 Norman Walsh.\n  Printed <phrase>in\nthe USA.</phrase>' +
        '</literallayout><literallayout class="monospaced">a  b</literallayout></legalnotice></info>' +
        '<chapter><title>One</title></chapter></book>',
      {},
      'book.xml',
    );
    expect(html).toContain(
      '<ul class="stafflist"><li><span class="staffrole">Editor: </span>Richard Hamilton</li>' +
        '<li><span class="staffrole">Production Editor: </span>Sarah Schneider</li>' +
        '<li><span class="staffrole">Proofreader: </span>Audrey Doyle, Bo Ray</li>' +
        '<li><span class="staffrole">Copyeditor: </span>Ann Lee</li>' +
        '<li><span class="staffrole">Cover Designer: </span>Karen Montgomery</li>' +
        '<li><span class="staffrole">Map maker: </span>Cy Fox</li></ul>' +
        '<ul class="printings"><li><span class="printedition">June 2011: DocBook Publishers.</span></li></ul>',
    );
    expect(html).toContain(
      '<div class="literallayout"><p><em>Pubs</em> Copyright<br>© 2011 Norman Walsh.<br>\u00a0\u00a0Printed <span>in' +
        '<br>the USA.</span></p></div><pre data-type="programlisting">a  b</pre>',
    );
  });

  it("prints a Publican book's info: product, subtitles, abstract, cover, every copyright; its revision history", async () => {
    const { html } = await read(
      '<book><bookinfo><title>Guide</title><subtitle>For Kites 2</subtitle><productname>Kiteware</productname>' +
        '<productnumber>2</productnumber><edition>3.1</edition><abstract><para>How to fly.</para></abstract>' +
        '<mediaobject role="cover"><imageobject><imagedata fileref="images/cover.png"/></imageobject></mediaobject>' +
        '<copyright><year>2013</year><holder>Ann</holder></copyright><copyright><year>2014</year><holder>Bo</holder>' +
        '</copyright></bookinfo><appendix><title>History</title><simpara><revhistory><revision><revnumber>1.0-0' +
        '</revnumber><date>Fri Aug 23 2013</date><author><firstname>Ann</firstname><surname>Lee</surname></author>' +
        '<revdescription><simplelist><member>First draft</member></simplelist></revdescription></revision>' +
        '</revhistory></simpara><bridgehead renderas="sect2" id="b1">Loose heading</bridgehead>' +
        '<informaltable><tgroup cols="1"><tbody><row><entry id="cell1">x</entry></row></tbody></tgroup>' +
        '</informaltable><para>Run <buildtarget>search</buildtarget>.</para></appendix></book>',
      {},
      'book.xml',
    );
    expect(html).toContain(
      '<figure data-type="cover"><img src="images/cover.png" alt=""></figure><section data-type="titlepage">' +
        '<p class="productname">Kiteware 2</p><h1>Guide</h1><p data-type="subtitle">For Kites 2</p>' +
        '<p class="edition">Edition 3.1</p><div class="abstract"><p>How to fly.</p></div></section>',
    );
    expect(html).toContain(
      '<p class="copyright">Copyright © 2013 Ann</p><p class="copyright">Copyright © 2014 Bo</p>',
    );
    expect(html).toContain(
      '<table class="revhistory"><thead><tr><th colspan="3">Revision History</th></tr></thead><tbody><tr><td>Revision 1.0-0</td>' +
        '<td>Fri Aug 23 2013</td><td>Ann Lee</td></tr><tr><td colspan="3"><span class="simplelist">First draft</span>' +
        '</td></tr></tbody></table>',
    );
    expect(html).toContain('<h3 id="b1" class="discrete">Loose heading</h3>');
    expect(html).toContain('<td id="cell1">x</td>');
    expect(html).toContain('<p>Run <code>search</code>.</p>');
  });

  // The Bash Guide for Beginners' title page read "Edition Version 1.11"; the LDP Author Guide's copyright page lost
  // its revision numbers.
  it('prints an edition in words as written, and each release of the book with its number, date and author', async () => {
    const { html } = await read(
      '<book><bookinfo><title>Bash</title><edition>Version 1.11</edition><revhistory><revision>' +
        '<revnumber>4.8</revnumber><date>2006-04-20</date><authorinitials>MG</authorinitials>' +
        '<revremark>Added notes.</revremark></revision></revhistory></bookinfo>' +
        '<chapter><title>One</title></chapter></book>',
      {},
      'book.xml',
    );
    expect(html).toContain('<p class="edition">Version 1.11</p>');
    expect(html).toContain(
      '<ul class="releases"><li><span class="revnumber">Revision 4.8</span>, <span class="revdate">2006-04-20</span>, ' +
        '<span class="revauthor">MG:</span> Added notes.</li></ul>',
    );
  });

  it("reads the entities of a Publican book's .ent file beside the chapter", async () => {
    const chapter =
      '<!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "docbookx.dtd" [\n' +
      '<!ENTITY % BOOK_ENTITIES SYSTEM "Kites.ent">\n%BOOK_ENTITIES;\n]>\n' +
      '<chapter><title>&PRODUCT;</title><para>&PRODUCT; flies.</para></chapter>';
    const { html, warnings } = await read(
      chapter,
      { 'en-US/Kites.ent': '<!ENTITY PRODUCT "Kiteware">' },
      'en-US/ch01.xml',
    );
    expect(html).toBe('<section data-type="chapter"><h1>Kiteware</h1><p>Kiteware flies.</p></section>');
    expect(warnings).toEqual([]);
  });

  it("advises declaring an unknown entity as the file of its name when there is one (its book's master declared it)", async () => {
    const { html, warnings } = await read(
      '<preface><title>Preface</title>\n&typeconv;\n&product;</preface>',
      { 'raw/mdb/typeconv.xml': '<para>Types.</para>' },
      'raw/mdb/preface.xml',
    );
    expect(html).toContain('&amp;typeconv;');
    expect(warnings.map((w) => [w.line, w.text.replace(/^.*declare it /, '')])).toEqual([
      [
        2,
        '(<!ENTITY typeconv SYSTEM "typeconv.xml">, for the file typeconv.xml beside this one) or write the text it stands for',
      ],
      [3, '(<!ENTITY product "…">) or write the text it stands for'],
    ]);
  });

  it('reads an external entity of several elements side by side as the document including it does, no false alarm', async () => {
    const { html, nodes, warnings } = await read(
      '<!DOCTYPE chapter [\n<!ENTITY typeconv SYSTEM "typeconv.xml">\n]>\n' +
        '<chapter xmlns="http://docbook.org/ns/docbook" xml:id="c1"><title>X</title>\n<para>Intro.</para>\n&typeconv;\n</chapter>',
      {
        'typeconv.xml':
          '<?xml version="1.0" encoding="utf-8"?>\n<para>First <link xl:href="https://a.example/">a</link>.</para>\n' +
          '<para>Second.</para>',
      },
    );
    expect(warnings).toEqual([]);
    expect(html).toBe(
      '<section id="c1" data-type="chapter"><h1>X</h1><p>Intro.</p><p>First <a href="https://a.example/">a</a>.</p>' +
        '<p>Second.</p></section>',
    );
    const second = (nodes[0] as ElementNode).children.filter((n) => n.type === 'element')[3] as ElementNode;
    expect(second.loc).toEqual({ file: 'typeconv.xml', line: 3 });
  });

  it('says which include is missing, which includes itself, and where', async () => {
    const { warnings } = await read(
      '<book>\n<xi:include href="gone.xml" xmlns:xi="http://www.w3.org/2001/XInclude"/>\n' +
        '<xi:include href="book.xml" xmlns:xi="http://www.w3.org/2001/XInclude"/></book>',
      {},
      'book.xml',
    );
    expect(warnings.map((w) => [w.file, w.line, w.text])).toEqual([
      [
        'book.xml',
        2,
        'the included file gone.xml is not in the repository at this commit: nothing is printed in its place; ' +
          'commit it, or correct the path',
      ],
      ['book.xml', 3, '"book.xml" includes itself (book.xml → book.xml); skipped'],
    ]);
  });

  it('reads a namespace prefix the file never declares (its DTD did) instead of reading the file leniently', async () => {
    const { html, warnings } = await read(
      '<chapter xmlns="http://docbook.org/ns/docbook" xml:id="disks"><title>Disks</title>' +
        '<info><its:rules xmlns:its="http://www.w3.org/2005/11/its" version="1.0"/></info>' +
        '<para><phrase its:translate="no">ada0</phrase></para></chapter>',
    );
    // Declared on an element of the file (FreeBSD's <its:rules>), but not where it is used.
    expect(warnings).toEqual([]);
    expect(html).toContain('<p><span>ada0</span></p></section>');
  });

  it('says where a file is not well-formed XML, and prints what a lenient reading finds', async () => {
    const { html, warnings } = await read(
      '<chapter>\n<title>T <literal>x</literal></title>\n<para>A <emphasis>B</para>\n<para>C & D</para>\n</chapter>',
    );
    expect(html).toContain('<h1>T <code>x</code></h1>');
    expect(html).toContain('C &amp; D');
    expect(warnings).toHaveLength(1);
    expect([warnings[0]!.file, warnings[0]!.line]).toEqual(['ch01.xml', 3]);
    expect(warnings[0]!.text).toMatch(
      /^this DocBook file is not well-formed XML \(Opening and ending tag mismatch: "emphasis" != "para"\): it is read/,
    );
  });
});
