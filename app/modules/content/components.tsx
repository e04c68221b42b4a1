// What other modules may render of content: its components (index.ts holds the plain code, which Node scripts load too).
export { BlogDateBadge } from "./blog/blog-card.tsx";
export { ReadMore } from "./ui/read-more.tsx";
