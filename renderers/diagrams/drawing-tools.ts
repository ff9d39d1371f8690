import { graphvizVersion } from './graphviz';

/**
 * Which programs draw a book's diagrams here, and their versions: a conversion that drew diagrams (or printed them
 * as written, a program missing) is kept in the render cache under it, so installing or upgrading Graphviz draws
 * them again.
 */
export async function drawingToolsIdentity(): Promise<string> {
  return `graphviz: ${(await graphvizVersion()) ?? 'not installed'}`;
}
