/** The catalogues' shape (the English catalogue's), for code that names message keys in data. */
import type en from "./messages/en/index.ts";

export type Messages = typeof en;
