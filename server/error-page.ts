/**
 * A last-resort HTML page for errors that happen outside React Router (the router renders
 * its own friendly 404 and error pages through the root ErrorBoundary).
 */
import { brokerage } from "../app/config/brokerage.ts";

const TEXTS = {
  404: ["Page not found", "The page you asked for does not exist or has moved."],
  500: ["Something went wrong", "We could not show this page just now. Please try again in a moment."],
  503: ["Temporarily unavailable", "We are very busy just now and could not show this page. Please try again in a moment."],
} as const;

export function errorPage(status: keyof typeof TEXTS): string {
  const [title, text] = TEXTS[status];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | ${brokerage.name}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a> or call us on <a href="tel:${brokerage.phone}">${brokerage.phoneDisplay}</a>.</p></body></html>`;
}
