/** An office's map on the contact page: an OpenStreetMap embed centred on the office, about 600 m across. */
export function officeMapEmbed(lat: number, lng: number): string {
  const d = 0.006;
  const f = (n: number) => n.toFixed(4);
  const bbox = [f(lng - d), f(lat - d * 0.8), f(lng + d), f(lat + d * 0.8)].join("%2C");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(lat)}%2C${f(lng)}`;
}
