/**
 * The list of migrations, imported statically so the bundled server and the CLI scripts
 * both see them (a folder scan would not survive bundling). Add new files here in order.
 */
import type { Migration, MigrationProvider } from "kysely/migration";
import * as init from "./2026-11-22-01-init.ts";

const migrations: Record<string, Migration> = {
  "2026-11-22-01-init": init,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
