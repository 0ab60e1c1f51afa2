// Mails show pictures as JPEG, which every mail client shows (Outlook for Windows shows no WebP), at
// one width: a line's picture is at most 64 px wide in a mail, and 320 px is enough for 2x screens.
export const MAIL_PICTURE_WIDTH = 320;

/** The path of a shop picture's JPEG for mails, from its WebP's path; null for any other address. */
export function mailPicturePath(webpSrc: string | undefined): string | null {
  const name = /^\/images\/(.+)-\d+\.webp$/.exec(webpSrc ?? "")?.[1];
  return name ? `/images/jpeg/${name}-${MAIL_PICTURE_WIDTH}.jpg` : null;
}

/** What a mail picture's path names: a catalogue picture's key or an upload's id. */
export function mailPictureSource(file: string): { catalogueKey?: string; uploadId?: string } | null {
  const match = MAIL_PICTURE_FILE.exec(file);
  return match ? { catalogueKey: match[1], uploadId: match[2] } : null;
}

const MAIL_PICTURE_FILE = new RegExp(
  `^(?:([a-z0-9-]+)|uploads/([0-9a-f-]{36}))-${MAIL_PICTURE_WIDTH}\\.jpg$`,
);
