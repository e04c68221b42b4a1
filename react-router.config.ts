import type { Config } from "@react-router/dev/config";

// Server rendering for every route: pages must be indexable and fast on first paint.
export default {
  ssr: true,
} satisfies Config;
