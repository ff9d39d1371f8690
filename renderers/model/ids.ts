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
