/**
 * The open state of a search bar's price and rooms panels (spec 2.3): at most one is open at a
 * time, so opening one closes the other. Each dropdown takes its `PanelControl` as props; the
 * bar closes both when it submits.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from "react";

export type PanelControl = { open: boolean; onOpenChange: (open: boolean) => void };

type Panel = "price" | "rooms";

const opener = (setOpen: Dispatch<SetStateAction<Panel | null>>, panel: Panel) => (open: boolean) =>
  setOpen((current) => (open ? panel : current === panel ? null : current));

export function useSearchPanels(): Record<Panel, PanelControl> & { closePanels: () => void } {
  const [openPanel, setOpenPanel] = useState<Panel | null>(null);
  // Made once: a dropdown's dismiss listener keeps the same callback from render to render.
  const [onOpenChange] = useState(() => ({ price: opener(setOpenPanel, "price"), rooms: opener(setOpenPanel, "rooms") }));
  const closePanels = useCallback(() => setOpenPanel(null), []);
  return {
    price: { open: openPanel === "price", onOpenChange: onOpenChange.price },
    rooms: { open: openPanel === "rooms", onOpenChange: onOpenChange.rooms },
    closePanels,
  };
}
