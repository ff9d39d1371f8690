import { AbstractNode } from '@asciidoctor/core';

interface CommittingNode {
  commitSubs(): unknown;
  attributes: Record<string, unknown>;
  subs: string[];
  octavoEmptySubs?: true;
}

/**
 * `[subs=""]` asks for no substitutions: Ruby Asciidoctor prints the block's text exactly as written, so a listing
 * can carry its own markup (`$ <strong>git status</strong>` shows the command in bold). @asciidoctor/core 4.1.0 tests
 * the attribute for truth (`if (customSubs)`), and an empty string is false in JavaScript: the block got its
 * default substitutions and printed `<strong>` as text. An empty `subs` is resolved here as Ruby resolves it.
 */
export function mendEmptySubs(): void {
  const node = AbstractNode.prototype as unknown as CommittingNode;
  if (node.octavoEmptySubs) return;
  const commitSubs = node.commitSubs;
  node.commitSubs = function (this: CommittingNode) {
    const result = commitSubs.call(this);
    if (this.attributes?.subs === '') this.subs = [];
    return result;
  };
  node.octavoEmptySubs = true;
}
