/** A readable, URL- and XML-safe id from a title: "Getting Started!" → "getting-started". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : slug ? `id-${slug}` : '';
}

/**
 * A readable id from a Markdown heading's title that keeps every script's letters, as GitHub and mdBook make them:
 * "license 和 license-file" → "license-和-license-file", "数组切片" → "数组切片". rust-course's Chinese headings had
 * ids such as "section-359" (or lost their Chinese words), so the site's addresses readers share (`#不稳定功能`) led
 * nowhere. Latin letters lose their accents as {@link slugify}'s do, so a title's ASCII id stays as it was. Every
 * letter and digit kept may stand in an XML id (an EPUB's); an id opening with a digit gets slugify's `id-` prefix.
 */
export function headingSlug(title: string): string {
  const written = [...title.normalize('NFC')]
    .map((char) => {
      const latin = char
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      if (/^[a-z0-9]+$/.test(latin)) return latin;
      return /[\p{L}\p{M}\p{Nd}]/u.test(char) ? char.toLowerCase() : '-';
    })
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = [...written].slice(0, 60).join('').replace(/-+$/, '');
  return /^\p{L}/u.test(slug) ? slug : slug ? `id-${slug}` : '';
}

/** Hands out ids that are unique across the whole book (all chapters end up in one namespace). */
export class IdRegistry {
  private readonly used = new Set<string>();

  has(id: string): boolean {
    return this.used.has(id);
  }

  /** Claims `id` as written; false when it was already taken. */
  claim(id: string): boolean {
    if (this.used.has(id)) return false;
    this.used.add(id);
    return true;
  }

  /** A fresh id based on `base`: base, base-2, base-3 … */
  unique(base: string): string {
    const stem = base || 'section';
    let candidate = stem;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${stem}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}
