import { load as loadYaml } from 'js-yaml';

/** Each configuration's mapping, read once a process: every page of a book asks of the same `_config.yml`. */
const mappingOf = new Map<string, ReadonlyMap<string, string>>();
const MOST_CONFIGS_KEPT = 16;

/**
 * The other Sphinx projects a Jupyter Book's `_config.yml` links into (`sphinx: config: intersphinx_mapping:`), by
 * the name its pages write before a target (`{doc}`pyprog:pandas``): each project's web address, its folder's
 * slash at the end. A name whose address is not a web address is left out.
 */
export function intersphinxMapping(configText: string): ReadonlyMap<string, string> {
  const known = mappingOf.get(configText);
  if (known) return known;
  const mapping = new Map<string, string>();
  let config: unknown;
  try {
    config = loadYaml(configText);
  } catch {
    config = undefined;
  }
  const sphinx = (config as { sphinx?: { config?: Record<string, unknown> | null } | null } | null)?.sphinx;
  const written = sphinx?.config?.['intersphinx_mapping'];
  if (written && typeof written === 'object' && !Array.isArray(written))
    for (const [name, value] of Object.entries(written as Record<string, unknown>)) {
      // Sphinx's form is a pair (address, inventory); a bare address is read too.
      const address = Array.isArray(value) ? value[0] : value;
      if (typeof address === 'string' && /^https?:\/\/\S+$/i.test(address.trim()))
        mapping.set(name, address.trim().replace(/\/*$/, '/'));
    }
  if (mappingOf.size >= MOST_CONFIGS_KEPT) mappingOf.delete(mappingOf.keys().next().value!);
  mappingOf.set(configText, mapping);
  return mapping;
}
