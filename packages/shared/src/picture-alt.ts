// A product picture's text is its product's name, a comma and words the shop writes itself: the
// seeded catalogue's view ("front view", apps/server/src/seed/images/catalogue-images.ts) or an
// uploaded picture's place ("image 2", catalog-admin.service.ts). Those words are stored in English
// with the picture; they are said in the reader's language. The name stays as entered
// (docs/product.md 80), and any other text a picture has is left alone.
import { m } from "./i18n/generated/messages.js";

const VIEWS: Record<string, () => string> = {
  "front view": m.catalog_view_front,
  "close-up detail": m.catalog_view_detail,
  "shown in a room": m.catalog_view_room,
};

/** The picture's text with the shop's own words after the name in the reader's language. */
export function pictureAlt(alt: string): string {
  const cut = alt.lastIndexOf(", ");
  if (cut < 0) return alt;
  const name = alt.slice(0, cut);
  const words = alt.slice(cut + 2);
  const view = VIEWS[words];
  if (view) return `${name}, ${view()}`;
  const place = /^image (\d+)$/.exec(words);
  return place ? `${name}, ${m.catalog_view_image({ number: place[1] ?? "" })}` : alt;
}
