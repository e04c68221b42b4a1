/**
 * The ids of the <symbol>s of sprite.svg, in one list (icon.tsx types its `name` with it;
 * sprite.test.ts checks the sprite against it). Add a symbol there and its id here together.
 */
export const ICON_NAMES = [
  "phone",
  "mail",
  "whatsapp",
  "list",
  "close",
  "chevron-down",
  "eye",
  "pin",
  "facebook",
  "linkedin",
  "instagram",
  "youtube",
  "camera",
  "bed",
  "bath",
  "area",
  "clock",
  "chevron-left",
  "chevron-right",
  "arrow-right",
  "calendar",
  "play",
  "check",
  "download",
  "heart",
  "heart-filled",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
