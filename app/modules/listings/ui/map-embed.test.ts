import { describe, expect, it } from "vitest";
import { mapLink, usableMapUrl } from "./map-embed.tsx";

describe("usableMapUrl", () => {
  it("ignores an empty URL, the text 'null' and anything but https", () => {
    for (const url of [null, undefined, "", "  ", "null", "NULL", "http://www.openstreetmap.org/export/embed.html", "javascript:alert(1)"]) expect(usableMapUrl(url)).toBeNull();
    expect(usableMapUrl(" https://www.openstreetmap.org/export/embed.html?bbox=1 ")).toBe("https://www.openstreetmap.org/export/embed.html?bbox=1");
  });
});

describe("mapLink", () => {
  it("opens an OpenStreetMap embed's marker", () => {
    const embed = "https://www.openstreetmap.org/export/embed.html?bbox=55.1380%2C25.0650%2C55.1500%2C25.0750&layer=mapnik&marker=25.0700%2C55.1440";
    expect(mapLink(embed, "JLT, Dubai")).toBe("https://www.openstreetmap.org/?mlat=25.07&mlon=55.144#map=17/25.07/55.144");
  });

  it("searches for the address when the embed names no point", () => {
    expect(mapLink("https://www.google.com/maps/embed?pb=abc", "Marina Gate, Dubai Marina")).toBe("https://www.openstreetmap.org/search?query=Marina%20Gate%2C%20Dubai%20Marina");
    expect(mapLink("https://www.openstreetmap.org/export/embed.html?marker=north%2Ceast", "Dubai")).toBe("https://www.openstreetmap.org/search?query=Dubai");
    expect(mapLink("https://www.openstreetmap.org/export/embed.html?marker=95%2C10", "Dubai")).toBe("https://www.openstreetmap.org/search?query=Dubai");
  });
});
