import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { markBareUrls } from './print-links';

describe('markBareUrls', () => {
  it('marks web links whose text is their address, so print does not write it twice', () => {
    const root = firstElement(
      parseHtml(
        '<p><a href="https://www.example.org/">example.org</a> <a href="http://bit.ly/x">a short link</a> ' +
          '<a href="mailto:a@b.c">a@b.c</a> <a href="ch01.html">Chapter 1</a></p>',
      ),
    )!;
    markBareUrls(root);
    expect(serializeHtml([root])).toBe(
      '<p><a href="https://www.example.org/" class="url">example.org</a> <a href="http://bit.ly/x">a short link</a> ' +
        '<a href="mailto:a@b.c" class="url">a@b.c</a> <a href="ch01.html">Chapter 1</a></p>',
    );
  });
});
