/**
 * What a web address shows, so that two addresses of the same thing compare equal: a video site's embedded
 * player (`youtube.com/embed/ID`), its short link (`youtu.be/ID`) and its page (`youtube.com/watch?v=ID`) are
 * one video. Any other address stands for itself, without its scheme, `www.` or a closing slash.
 */
export function addressedContent(address: string): string | undefined {
  const url = parseWebAddress(address);
  if (!url) return undefined;
  const video = videoOf(url);
  if (video) return `${video.site}:${video.id}`;
  return `${hostOf(url)}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/**
 * The page a reader opens to watch a video site's embedded player (`https://www.youtube.com/watch?v=ID` for
 * `https://www.youtube.com/embed/ID`), keeping where it starts; undefined for any other address. An embed address
 * opens a bare player without the video's title, description or site.
 */
export function videoPageOfPlayer(address: string): string | undefined {
  const url = parseWebAddress(address);
  const video = url && videoOf(url);
  if (!url || !video || !video.player) return undefined;
  if (video.site === 'vimeo') return `https://vimeo.com/${video.id}`;
  const start = url.searchParams.get('start');
  return `https://www.youtube.com/watch?v=${video.id}${start && /^\d+$/.test(start) ? `&t=${start}s` : ''}`;
}

interface Video {
  site: 'youtube' | 'vimeo';
  id: string;
  /** The address is the site's embeddable player, not the video's page. */
  player: boolean;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PLAYER_PATHS = new Set(['embed', 'v']);
const YOUTUBE_PAGE_PATHS = new Set(['shorts', 'live']);
const YOUTUBE_ID = /^[\w-]{6,}$/;
const VIMEO_ID = /^\d+$/;

function videoOf(url: URL): Video | undefined {
  const host = hostOf(url);
  // Pasted embed codes often carry a doubled slash (`/embed//ID`), which the sites themselves accept.
  const steps = url.pathname.split('/').filter((step) => step !== '');
  const [first, second] = steps;
  if (host === 'youtu.be' && first && YOUTUBE_ID.test(first))
    return { site: 'youtube', id: first, player: false };
  if (YOUTUBE_HOSTS.has(host)) {
    const watched = first === 'watch' ? url.searchParams.get('v') : undefined;
    if (watched && YOUTUBE_ID.test(watched)) return { site: 'youtube', id: watched, player: false };
    if (!first || !second || !YOUTUBE_ID.test(second)) return undefined;
    if (YOUTUBE_PLAYER_PATHS.has(first)) return { site: 'youtube', id: second, player: true };
    if (YOUTUBE_PAGE_PATHS.has(first)) return { site: 'youtube', id: second, player: false };
    return undefined;
  }
  if (host === 'player.vimeo.com' && first === 'video' && second && VIMEO_ID.test(second))
    return { site: 'vimeo', id: second, player: true };
  if (host === 'vimeo.com' && first && VIMEO_ID.test(first))
    return { site: 'vimeo', id: first, player: false };
  return undefined;
}

function parseWebAddress(address: string): URL | undefined {
  const trimmed = address.trim();
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  if (!/^https?:\/\//i.test(absolute)) return undefined;
  try {
    return new URL(absolute);
  } catch {
    return undefined;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m)\./, '');
}
