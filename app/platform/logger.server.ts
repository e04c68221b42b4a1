/** Structured JSON logs (pino). One logger for the whole process. */
import { pino, type Logger } from "pino";

let logger: Logger | undefined;

export function getLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  logger ??= pino({ level, base: { service: "brokerage-site" } });
  return logger;
}
