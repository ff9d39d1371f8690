import { ditaaVersion } from './ditaa';
import { graphvizVersion } from './graphviz';

/**
 * Which programs draw a book's diagrams here, and their versions: a conversion that drew diagrams (or printed them
 * as written, a program missing) is kept in the render cache under it, so installing or upgrading Graphviz or ditaa draws
 * them again.
 */
export async function drawingToolsIdentity(): Promise<string> {
  const [graphviz, ditaa] = await Promise.all([graphvizVersion(), ditaaVersion()]);
  return `graphviz: ${graphviz ?? 'not installed'}; ditaa: ${ditaa ?? 'not installed'}`;
}
