import { ENTITY_INCLUDE, doctypeParts, resolveDocbookEntities } from './docbook-entities';

describe("a DocBook file's entities", () => {
  it('leaves the DOCTYPE out, its lines kept blank so every element keeps its line', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN"\n' +
      '"http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">\n<chapter/>\n';
    const resolved = resolveDocbookEntities(text);
    expect(resolved.text).toBe('<?xml version="1.0"?>\n\n\n<chapter/>\n');
    expect(resolved.unknown).toEqual([]);
  });

  it("reads the internal subset's text entities (nested too) and external ones as includes", () => {
    const text =
      '<!DOCTYPE book [\n<!ENTITY org "Kite &amp; Co">\n<!ENTITY club "&org; Club">\n' +
      '<!ENTITY ch01 SYSTEM \'chapters/ch01.xml\'>\n<!ENTITY % local SYSTEM "local.ent">\n]>\n' +
      '<book><para>&club; &mdash; &lt;kites&gt;</para>\n&ch01;\n</book>';
    const resolved = resolveDocbookEntities(text);
    expect(resolved.text).toBe(
      '\n\n\n\n\n\n<book><para>Kite &amp; Co Club \u2014 &lt;kites&gt;</para>\n' +
        `<${ENTITY_INCLUDE} href="chapters/ch01.xml"/>\n</book>`,
    );
  });

  it("reads the declarations its DTDs give it (Publican's Book.ent read as a parameter entity)", () => {
    const text =
      '<!DOCTYPE chapter PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "docbookx.dtd" [\n' +
      '<!ENTITY % BOOK_ENTITIES SYSTEM "Wayland.ent">\n%BOOK_ENTITIES;\n]>\n<chapter><para>&PRODUCT; runs.</para></chapter>';
    expect(doctypeParts(text)).toEqual({
      publicId: '-//OASIS//DTD DocBook XML V4.5//EN',
      systemId: 'docbookx.dtd',
      internalSubset: '\n<!ENTITY % BOOK_ENTITIES SYSTEM "Wayland.ent">\n%BOOK_ENTITIES;\n',
      line: 1,
      subsetLine: 1,
    });
    const resolved = resolveDocbookEntities(text, [
      '\n<!ENTITY % BOOK_ENTITIES SYSTEM "Wayland.ent">\n<!ENTITY PRODUCT "Wayland">\n\n',
    ]);
    expect(resolved.text).toContain('<para>Wayland runs.</para>');
    expect(resolved.unknown).toEqual([]);
  });

  it('names an entity nobody declares with its line, and keeps it as written text', () => {
    const resolved = resolveDocbookEntities(
      '<chapter>\n<para>One</para>\n<para>&product; two</para>\n</chapter>',
    );
    expect(resolved.text).toContain('<para>&amp;product; two</para>');
    expect(resolved.unknown).toEqual([{ name: 'product', line: 3 }]);
  });

  it('reads no entity in a CDATA section, a comment or a processing instruction', () => {
    const text =
      '<chapter>\n<!-- &nope; -->\n<programlisting><![CDATA[a &mdash; b]]></programlisting>\n&hellip;</chapter>';
    const resolved = resolveDocbookEntities(text);
    expect(resolved.text).toBe(
      '<chapter>\n<!-- &nope; -->\n<programlisting><![CDATA[a &mdash; b]]></programlisting>\n\u2026</chapter>',
    );
    expect(resolved.unknown).toEqual([]);
  });
});
