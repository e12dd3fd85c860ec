// Google Maps addresses (decision D-22). Values are always URL-encoded: an address holds commas, '#' and '&'.

export const mapsSearchUrl = (place: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export const mapsEmbedUrl = (place: string): string =>
  `https://maps.google.com/maps?q=${encodeURIComponent(place)}&output=embed&hl=en`;
