import { DomNode, ElementNode, element, hasClass, isHeading, text, textContent } from '../dom/html-dom';

/** The class of the address printed after a link (never hyphenated: see typography/hyphenate.ts). */
export const LINK_ADDRESS_CLASS = 'link-address';

/** Addresses a reader can type: the web's and mail. */
const WEB_ADDRESS = /^(?:https?|ftp):\/\/\S+$/i;
const MAIL_ADDRESS = /^mailto:(\S+)$/i;

/** Never given addresses: code keeps its characters, headings their words, contents and notes' marks their own. */
const SKIPPED = new Set(['pre', 'code', 'nav', 'script', 'style', 'svg', 'math']);

/**
 * Atlas's class for a link whose address the print edition leaves out (a publisher's own site, a catalog page), and
 * Asciidoctor's for a link written as its bare address.
 */
const ADDRESS_HIDDEN = ['orm:hideurl', 'bare'];

/**
 * Paper cannot be clicked: in the print edition each web or mail link whose words do not spell out its address is
 * followed by the address in parentheses, as publishers' print books set them, so the reader of paper can still
 * follow it. Links inside code and headings are left alone, and so is a link marked to hide its address.
 */
export function printLinkAddresses(root: ElementNode): void {
  root.children = withAddresses(root.children);
}

function withAddresses(nodes: DomNode[]): DomNode[] {
  const out: DomNode[] = [];
  for (const node of nodes) {
    out.push(node);
    if (node.type !== 'element' || SKIPPED.has(node.name) || isHeading(node)) continue;
    const address = node.name === 'a' ? printedAddress(node) : undefined;
    if (address === undefined) {
      node.children = withAddresses(node.children);
      continue;
    }
    out.push(
      element('span', { class: `${LINK_ADDRESS_CLASS} nohyphen` }, [
        text(' ('),
        element('span', {}, [text(address)]),
        text(')'),
      ]),
    );
  }
  return out;
}

/** The address to print after `link`, or undefined when its words already say it (or it has none to print). */
function printedAddress(link: ElementNode): string | undefined {
  const href = link.attrs.get('href')?.trim() ?? '';
  const mail = MAIL_ADDRESS.exec(href);
  if (!mail && !WEB_ADDRESS.test(href)) return undefined;
  if (ADDRESS_HIDDEN.some((name) => hasClass(link, name))) return undefined;
  const words = textContent(link).trim();
  // A linked image alone has no words for the address to follow.
  if (!words) return undefined;
  const address = mail ? decodeAddress(mail[1].split('?')[0]) : href;
  return comparable(words).includes(comparable(address)) ? undefined : address;
}

/** An address as words would spell it: without its scheme, `www.`, case or closing slash. */
function comparable(value: string): string {
  return value
    .replace(/\s+/g, '')
    .replace(/^(?:[a-z][a-z0-9+.-]*:(?:\/\/)?)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

function decodeAddress(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
