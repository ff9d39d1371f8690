import { closeUnclosedCss } from './unclosed-css';

describe('closeUnclosedCss', () => {
  it('leaves a stylesheet that closes everything as it is', () => {
    const css = "a { color: red; }\n@media screen { p { margin: 0; } }\nq::before { content: '{'; } /* { */";
    expect(closeUnclosedCss(css)).toEqual({ css });
  });

  it('closes every block left open, naming the line and selector of the outermost', () => {
    const css = 'p { margin: 0; }\n/* note */\n@media screen {\n  .box {\n    padding: 0;\n';
    const closed = closeUnclosedCss(css);
    expect(closed.css).toBe(`${css}\n}}\n`);
    expect(closed.block).toEqual({ line: 3, prelude: '@media screen' });
  });

  it('does not count braces inside strings and comments, nor escaped ones', () => {
    expect(closeUnclosedCss('a::after { content: "}"; } /* } */ b { x: \\} ').block).toEqual({
      line: 1,
      prelude: 'b',
    });
  });

  it('ends a comment left open before closing the block it sits in', () => {
    const closed = closeUnclosedCss('a {\n  color: red; /* the rest');
    expect(closed.css).toBe('a {\n  color: red; /* the rest*/\n}\n');
    expect(closed).toMatchObject({ block: { line: 1, prelude: 'a' }, comment: 2 });
  });
});
