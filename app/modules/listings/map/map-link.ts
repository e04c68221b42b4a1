/** A link that opens a point on OpenStreetMap in the visitor's browser (no map library on our page). Plain code. */
export const pointMapUrl = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
