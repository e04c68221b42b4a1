/**
 * The video embeds a blog body may carry: a YouTube or Vimeo link, in any of the
 * forms people paste, becomes the player address the public site's Content-Security-Policy lets
 * through (server/security-headers.ts `frame-src`): YouTube's privacy-enhanced domain, as the
 * home page's shorts use, or Vimeo's player. Anything else is not a video: the editor refuses it
 * and the article sanitiser drops the frame. Plain code, for the editor and the sanitiser alike.
 */

export const VIDEO_EMBED_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The embed address of a YouTube or Vimeo link, or null when it is neither. */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let youtube: string | null | undefined;
  if (host === "youtu.be") youtube = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") youtube = url.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live") youtube = parts[1];
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  let vimeo: string | undefined;
  if (host === "vimeo.com") vimeo = parts.find((p) => VIMEO_ID.test(p));
  else if (host === "player.vimeo.com" && parts[0] === "video") vimeo = parts[1];
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}
