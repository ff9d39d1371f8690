import { markdownToHtml } from './markdown';

function leanpub(text: string): string {
  return markdownToHtml(text, undefined, undefined, undefined, true);
}

describe('a tag of no HTML element in a Leanpub manuscript (which reads no HTML)', () => {
  it('prints as written in a sentence, as Leanpub prints it', () => {
    expect(leanpub('Run it in the folder <Tea-Caddy-Service> or pass --pot <name>.\n')).toBe(
      '<p data-octavo-line="1">Run it in the folder &lt;Tea-Caddy-Service&gt; or pass --pot &lt;name&gt;.</p>\n',
    );
    expect(leanpub('Close it with </kettle>.\n')).toContain('Close it with &lt;/kettle&gt;.');
  });

  it('prints as a paragraph when it stands alone on a line, where CommonMark reads an HTML block', () => {
    expect(leanpub('Before.\n\n<teapot-name>\nand after it.\n')).toBe(
      '<p data-octavo-line="1">Before.</p>\n<p data-octavo-line="3">&lt;teapot-name&gt;\nand after it.</p>\n',
    );
  });

  it('leaves elements HTML defines, and every tag outside a Leanpub manuscript, as HTML', () => {
    expect(leanpub('Steep <em>three</em> minutes.\n')).toContain('Steep <em>three</em> minutes.');
    expect(markdownToHtml('In the folder <Tea-Caddy-Service>.\n')).toContain('<Tea-Caddy-Service>');
    expect(leanpub('`<Tea-Caddy-Service>`\n')).toContain('<code>&lt;Tea-Caddy-Service&gt;</code>');
  });
});
