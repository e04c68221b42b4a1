import type { BlogSeed } from "./types.ts";
import { MARKET_BLOGS } from "./blogs-market.ts";
import { BUYING_BLOGS } from "./blogs-buying.ts";
import { RENTING_BLOGS } from "./blogs-renting.ts";
import { OFF_PLAN_BLOGS } from "./blogs-off-plan.ts";
import { LIFESTYLE_BLOGS } from "./blogs-lifestyle.ts";

/** Blog categories, in display order. Every category has at least two posts. */
export const BLOG_CATEGORIES: string[] = ["Market Insights", "Buying Guides", "Renting", "Off-Plan", "Lifestyle"];

/** All blog posts, written by our team. `daysAgo` sets the publication date relative to the seed time. */
export const BLOGS: BlogSeed[] = [...MARKET_BLOGS, ...BUYING_BLOGS, ...RENTING_BLOGS, ...OFF_PLAN_BLOGS, ...LIFESTYLE_BLOGS];
