/** Query parameters by which Git hosts (GitLab's `private_token`, Gitea's `token`) and APIs let an address in. */
const TOKEN_PARAMETER = /^(?:private_token|access_token|token)$/i;

/**
 * An address without the access tokens in its query (a self-hosted GitLab image written
 * `…/raw/master/diagrams/a.png?private_token=…`): the book prints the address as the stand-in of a remote image,
 * and a token printed is a token anyone can use. The names of the parameters removed, none when there were none.
 */
export function withoutAccessTokens(address: string): { address: string; removed: string[] } {
  const queryAt = address.indexOf('?');
  if (queryAt === -1) return { address, removed: [] };
  const hashAt = address.indexOf('#', queryAt);
  const query = address.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const fragment = hashAt === -1 ? '' : address.slice(hashAt);
  const removed: string[] = [];
  const kept = query.split('&').filter((parameter) => {
    const name = parameter.split('=')[0] ?? '';
    if (!TOKEN_PARAMETER.test(name)) return true;
    removed.push(name);
    return false;
  });
  if (removed.length === 0) return { address, removed };
  const rest = kept.join('&');
  return { address: address.slice(0, queryAt) + (rest ? `?${rest}` : '') + fragment, removed };
}
