/**
 * Data that is the same for every visitor of a page (a language's messages, the country list of the
 * contact form) reaches the browser as a JSON block in the document (`<script type="application/json">`,
 * written from one string made once), not in a loader's data. As loader data it was encoded again on
 * every uncached render (React Router's turbo-stream flattens every key and string) and decoded again by
 * the browser before hydrating, in one task. A client navigation still gets it in the loader's data; the
 * page then writes the block with it.
 *
 * Each kind keeps one value per key (a language) here, on the server (the loader hands its JSON over
 * before the render) and in the browser (read from the block, or from a data request).
 */

type DocumentJson<T> = {
  /** The block's element id. */
  id: string;
  /**
   * The value for a key and its JSON. `sent`: the loader's (the JSON on the server and in a data request;
   * null when the document carries it). Undefined when none is known.
   */
  read(key: string, sent: string | null | undefined): { value: T; json: string } | undefined;
};

/** The document's block, when it holds this key's value (the browser only). */
function fromDocument(id: string, key: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const block = document.getElementById(id);
  return block?.dataset.key === key ? (block.textContent ?? undefined) : undefined;
}

export function documentJson<T>(id: string): DocumentJson<T> {
  const known = new Map<string, { json: string; value: T }>();
  return {
    id,
    read(key, sent) {
      const json = sent ?? known.get(key)?.json ?? fromDocument(id, key);
      if (json === undefined) return undefined;
      if (known.get(key)?.json !== json) known.set(key, { json, value: JSON.parse(json) as T });
      return known.get(key);
    },
  };
}

/** JSON for a block: `<` escaped, so no text in it can close the script element. */
export function blockJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
