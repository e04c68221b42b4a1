import { describe, expect, it } from "vitest";
import { videoEmbedUrl } from "./video-embed.ts";

describe("videoEmbedUrl", () => {
  it("turns the YouTube link forms into the privacy-enhanced embed", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      " https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ",
    ])
      expect(videoEmbedUrl(link), link).toBe(embed);
  });
  it("turns Vimeo links into its player", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871?h=abc")).toBe("https://player.vimeo.com/video/76979871");
  });
  it("refuses anything else", () => {
    for (const link of ["", "not a link", "javascript:alert(1)", "https://evil.example/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=short", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "https://vimeo.com/channels/staffpicks"])
      expect(videoEmbedUrl(link), link).toBeNull();
  });
});
