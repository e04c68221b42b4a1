import type { Config } from "@react-router/dev/config";

// The bench's yardstick (bench/http.ts): a bare React Router app, one server-rendered route.
export default { ssr: true } satisfies Config;
