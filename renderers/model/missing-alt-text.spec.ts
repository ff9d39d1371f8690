import { formatWarning } from '../warnings';
import { missingAltWarning } from './missing-alt-text';

describe('the warning about an image without alt text', () => {
  it('says how to write one in a Leanpub manuscript as Markua does, not as HTML, which Leanpub prints as text', () => {
    expect(formatWarning(missingAltWarning('kettle.png', { file: 'manuscript/ch1.md', line: 4 }))).toBe(
      'manuscript/ch1.md:4: image kettle.png has no alt text: describe what it shows for readers who cannot see ' +
        'it ({alt: "Description"} on the line above the image, as Markua writes it), or, if it is only ' +
        'decoration, an empty one ({alt: ""})',
    );
  });

  it('says it in Markdown elsewhere, the HTML tag for a decorative image', () => {
    expect(formatWarning(missingAltWarning('kettle.png', { file: 'book/ch1.md', line: 4 }))).toBe(
      'book/ch1.md:4: image kettle.png has no alt text: describe what it shows for readers who cannot see it ' +
        '(![Description](kettle.png)), or, if it is only decoration, write it as HTML with an empty one ' +
        '(<img src="kettle.png" alt="">)',
    );
  });
});
