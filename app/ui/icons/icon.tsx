/**
 * A decorative icon drawn from the one external SVG sprite (sprite.svg): the page carries a
 * short <use> reference instead of the path data, and the browser downloads the sprite once
 * (hashed file under /assets, cached for a year). Always aria-hidden: give the control its
 * accessible name elsewhere. Colour comes from CSS `color` (the symbols paint currentColor);
 * size from the classes (h-4 w-4 …).
 */
// `?no-inline`: Vite would inline a small file as a data: URL, which <use href> does not load.
import spriteUrl from "./sprite.svg?no-inline";
import type { IconName } from "./icon-names.ts";


export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
