/**
 * The brokerage's identity for components: the root loader reads it from the content module
 * (app/modules/content/pages/read-content.server.ts) on the server and hands it down as loader data, so the shell,
 * the contact cards and the JSON-LD show what an editor last saved.
 */
import { useRouteLoaderData } from "react-router";
import type { Brokerage } from "../types.ts";

/**
 * Shown only when the root loader could not read the identity (its database did not answer
 * before this process ever read it): the error page still renders, without names or numbers.
 */
export const UNKNOWN_BROKERAGE: Brokerage = {
  name: "",
  shortName: "",
  legalName: "",
  phone: "",
  phoneDisplay: "",
  whatsapp: "",
  email: "",
  careersEmail: "",
  orn: "",
  openingHours: "",
  copyrightYear: new Date().getUTCFullYear(),
  offices: [],
  social: {},
};

/** The identity as the root loader read it; from route `meta` functions use `brokerageFrom(matches)`. */
export function useBrokerage(): Brokerage {
  const root = useRouteLoaderData("root") as { brokerage?: Brokerage } | undefined;
  return root?.brokerage ?? UNKNOWN_BROKERAGE;
}

/** The identity in a route's `meta` function (from the root match's loader data). */
export function brokerageFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Brokerage {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { brokerage?: Brokerage } | undefined;
  return root?.brokerage ?? UNKNOWN_BROKERAGE;
}
