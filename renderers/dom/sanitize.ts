import { DomNode, ElementNode, replaceElements, walkElements } from './html-dom';

/**
 * Elements that run code, embed other documents, fetch resources or change how the page loads.
 * Book styling belongs in the theme, so <style> goes too.
 */
const DROPPED_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'style',
  'noscript',
  'template',
  'title',
  'head',
  'portal',
]);
/** Attributes that load something or submit somewhere; never needed in a book. */
const DROPPED_ATTRIBUTES = new Set([
  'srcset',
  'srcdoc',
  'action',
  'formaction',
  'poster',
  'background',
  'ping',
  'lowsrc',
  'dynsrc',
  'manifest',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'data', 'cite', 'longdesc', 'usemap']);
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript):/i;

/** Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"). */
function squashControls(url: string): string {
  let out = '';
  for (const ch of url) if (ch.charCodeAt(0) > 0x20) out += ch;
  return out;
}

export function urlScheme(url: string): string | null {
  const squashed = squashControls(url);
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squashed);
  return match ? match[1].toLowerCase() : null;
}

export function isRemoteUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === 'http' || scheme === 'https' || url.trim().startsWith('//');
}

/** Per-element outcome a caller may want to report (remote resources removed). */
export interface SanitizeReport {
  removedRemote: { element: string; url: string }[];
  removedScripts: number;
}

/**
 * Removes everything that could execute or fetch: script-like elements, event handlers,
 * script URLs, and (except on links and image sources) remote or other-scheme URLs.
 */
export function sanitizeNodes(nodes: DomNode[]): { nodes: DomNode[]; report: SanitizeReport } {
  const report: SanitizeReport = { removedRemote: [], removedScripts: 0 };
  const kept = replaceElements(nodes, (el) => {
    if (!DROPPED_ELEMENTS.has(el.name.toLowerCase())) return undefined;
    if (el.name.toLowerCase() === 'script') report.removedScripts++;
    return [];
  });
  walkElements(kept, (el) => sanitizeAttributes(el, report));
  return { nodes: kept, report };
}

function sanitizeAttributes(el: ElementNode, report: SanitizeReport): void {
  const isLink = el.name === 'a' || el.name === 'area';
  for (const [rawName, value] of [...el.attrs]) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on') || DROPPED_ATTRIBUTES.has(name)) {
      el.attrs.delete(rawName);
      continue;
    }
    if (SCRIPT_SCHEME.test(squashControls(value))) {
      el.attrs.delete(rawName);
      continue;
    }
    if (name === 'style' && isDangerousStyle(value)) {
      el.attrs.delete(rawName);
      continue;
    }
    if (!URL_ATTRIBUTES.has(name)) continue;
    const scheme = urlScheme(value);
    if (isLink && name === 'href') {
      if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) el.attrs.delete(rawName);
      continue;
    }
    // Image sources are resolved (and remote ones reported) by the book model's image step.
    if (el.name === 'img' && name === 'src') continue;
    if (isRemoteUrl(value)) {
      report.removedRemote.push({ element: el.name, url: value });
      el.attrs.delete(rawName);
      continue;
    }
    if (scheme) el.attrs.delete(rawName);
  }
}

function isDangerousStyle(style: string): boolean {
  const squashed = style
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return /url\(|expression\(|@import|image-set\(|behavior:|-moz-binding/.test(squashed);
}
