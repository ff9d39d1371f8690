import { highlightLanguage } from './code-language';

describe('highlightLanguage', () => {
  it('takes highlight.js names and aliases as they are, in any case', () => {
    expect(highlightLanguage('Python')).toBe('python');
    expect(highlightLanguage('clj')).toBe('clj');
  });

  it('maps the names Pygments and Rouge give a language highlight.js knows otherwise', () => {
    expect(highlightLanguage('clojurescript')).toBe('clojure');
    expect(highlightLanguage('shell-session')).toBe('shell');
    expect(highlightLanguage('objective-c')).toBe('objectivec');
    expect(highlightLanguage('mysql')).toBe('sql');
  });

  it('leaves a language highlight.js has no grammar for plain', () => {
    expect(highlightLanguage('sass')).toBeUndefined();
    expect(highlightLanguage('klingon')).toBeUndefined();
  });
});
