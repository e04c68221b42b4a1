/** The market module's React components. */
export { MarketSection } from "./ui/market-section.tsx";
