/**
 * The error statuses the server answers itself (outside React Router), each in the words of
 * both audiences: an API client gets a code and a message as JSON (server/client-errors.ts), a
 * visitor a page with a title and a text (server/error-page.ts). A status without words of its
 * own borrows those of 500 (a server error) or 400 (any other).
 */
type Answer = {
  /** The API's `error` code. */
  code: string;
  /** The API's `message`. */
  message: string;
  /** The page's title and <h1>. */
  title: string;
  /** The page's text. */
  text: string;
};

const ANSWERS = {
  400: { code: "bad_request", message: "The request could not be read.", title: "Bad request", text: "The address or the request could not be read." },
  403: { code: "forbidden", message: "This request is not allowed.", title: "Not allowed", text: "This request is not allowed." },
  404: { code: "not_found", message: "Not found.", title: "Page not found", text: "The page you asked for does not exist or has moved." },
  405: { code: "method_not_allowed", message: "API calls are POST with a JSON body.", title: "Not allowed", text: "This kind of request is not accepted here." },
  413: { code: "too_large", message: "The request is too large.", title: "Too large", text: "The request is larger than this site accepts." },
  500: { code: "server_error", message: "Something went wrong.", title: "Something went wrong", text: "We could not show this page just now. Please try again in a moment." },
  503: { code: "unavailable", message: "The service is busy. Please try again in a moment.", title: "Temporarily unavailable", text: "We are very busy just now and could not show this page. Please try again in a moment." },
} satisfies Record<number, Answer>;

/** The answer to an error status; a borrowed one carries the API code `http_<status>`. */
export function errorAnswer(status: number): Answer {
  const own = (ANSWERS as Record<number, Answer | undefined>)[status];
  return own ?? { ...ANSWERS[status >= 500 ? 500 : 400], code: `http_${status}` };
}
