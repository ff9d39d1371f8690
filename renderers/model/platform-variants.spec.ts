import { parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { labelPlatformVariants } from './platform-variants';

const labelled = (html: string) => textContent(labelPlatformVariants(parseHtml(html)));

describe('variants for each system, written for a site that shows readers their own', () => {
  it('are each followed by their systems and set apart', () => {
    expect(
      labelled(
        '<p>Open <kbd class="platform-mac">Cmd+,</kbd><kbd class="platform-windows platform-linux">Ctrl+,</kbd> now</p>',
      ),
    ).toBe('Open Cmd+, (macOS) / Ctrl+, (Windows, Linux) now');
  });

  it('name no system for keys of every system, nor again for keys inside a variant', () => {
    expect(labelled('<p>Press <kbd class="platform-all">F2</kbd>.</p>')).toBe('Press F2.');
    expect(
      labelled(
        '<li><span class="platform-mac"><kbd class="platform-mac">Alt+B</kbd> or <kbd class="platform-mac">Alt+Left</kbd></span>' +
          '<kbd class="platform-windows platform-linux">Ctrl+Left</kbd> - back a word</li>',
      ),
    ).toBe('Alt+B or Alt+Left (macOS) / Ctrl+Left (Windows, Linux) - back a word');
  });

  it('join a variant that goes on with its own words', () => {
    expect(
      labelled(
        '<li><kbd class="platform-mac">Alt+Left</kbd><kbd class="platform-linux">Ctrl+Left</kbd>' +
          '<span class="platform-mac"> or <kbd class="platform-mac">Alt+B</kbd></span> - back</li>',
      ),
    ).toBe('Alt+Left (macOS) / Ctrl+Left (Linux) or Alt+B (macOS) - back');
  });

  it('leave other classes and block elements alone', () => {
    const html = '<div class="platform platform-mac"><p>Text <code class="language-js">x</code></p></div>';
    expect(serializeHtml(labelPlatformVariants(parseHtml(html)))).toBe(html);
  });
});

describe('a sentence for each system', () => {
  it('is led by the names of its systems', () => {
    expect(
      labelled(
        '<p>Use the command line. <span class="platform-mac">The menu has a command that installs it for you.</span>' +
          '<span class="platform-windows platform-linux">The installer put it on your path already.</span></p>',
      ),
    ).toBe(
      'Use the command line. macOS: The menu has a command that installs it for you. ' +
        'Windows, Linux: The installer put it on your path already.',
    );
  });
});
