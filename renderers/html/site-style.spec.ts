import { themeIsLightOnly } from './site-style';

describe('themeIsLightOnly', () => {
  it('is true for a theme that colours text or backgrounds without a dark variant', () => {
    expect(themeIsLightOnly('h1 { color: #4a1010; }')).toBe(true);
    expect(themeIsLightOnly('body{background-color:ivory}')).toBe(true);
    expect(themeIsLightOnly('.box { background: rgb(250, 250, 240) url(x.png); }')).toBe(true);
  });

  it('is false without colours, with only images or layout, or with a dark variant of its own', () => {
    expect(themeIsLightOnly(undefined)).toBe(false);
    expect(themeIsLightOnly('p { margin: 0; border-color: inherit }')).toBe(false);
    expect(themeIsLightOnly(".mark { background: url('../images/layers.png') no-repeat; }")).toBe(false);
    expect(themeIsLightOnly('/* color: red */ p { font-weight: 600 }')).toBe(false);
    expect(
      themeIsLightOnly('h1 { color: #400 } @media (prefers-color-scheme: dark) { h1 { color: #fcc } }'),
    ).toBe(false);
  });
});
