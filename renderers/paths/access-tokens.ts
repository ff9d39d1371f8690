/** Query parameters by which Git hosts (GitLab's `private_token`, Gitea's `token`) and APIs let an address in. */
const TOKEN_NAMES = 'private_token|access_token|token';
const TOKEN_PARAMETER = new RegExp(`^(?:${TOKEN_NAMES})$`, 'i');

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

/** An access token's value in an address's query, wherever the address is quoted (`?private_token=3ppj…`). */
const TOKEN_VALUE = new RegExp(`([?&](?:${TOKEN_NAMES})=)[^&#\\s"'<>)\\]]+`, 'gi');

/**
 * Text (a warning quoting an address) with each access token's value replaced by "…": the build log and a build's
 * message are read by everyone with access to the project, and a token printed there can be used by any of them.
 */
export function withoutAccessTokenValues(text: string): string {
  return text.replace(TOKEN_VALUE, '$1\u2026');
}
