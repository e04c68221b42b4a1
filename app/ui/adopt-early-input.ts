/**
 * Keeps what a visitor chose or typed before the page became interactive.
 *
 * Every form is server-rendered and usable at once, but the search and lead forms hold their
 * fields in React state. On a slow phone a visitor may pick a developer or type a name before
 * the JavaScript has hydrated the page; React (19.x stable) keeps that value on screen but not in
 * state, so the next render puts the old value back, or a search is built without it. React has
 * the fix behind a flag (`enableHydrationChangeEvent`, react#33129) that stable builds leave off;
 * this does the same: in the hydration commit (a layout effect in the document's root layout,
 * before any re-render; public pages and the back office alike) it replays a change event for
 * every field whose value differs from the one the server rendered, so the form's own onChange
 * takes it into state.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set(["text", "search", "email", "tel", "number", "url"]);

/** The value the server rendered, or null where the field does not hold a typed value. */
function renderedValue(el: Field): string | null {
  if (el instanceof HTMLSelectElement) {
    if (el.multiple || el.options.length === 0) return null;
    const chosen = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    return chosen ? chosen.value : null;
  }
  if (el instanceof HTMLTextAreaElement) return el.defaultValue;
  return TEXT_TYPES.has(el.type) ? el.defaultValue : null;
}

/**
 * React tracks the value it last saw on each input and fires onChange only when the DOM differs
 * from it; it started tracking at hydration, after the visitor typed. Set the rendered value
 * through React's tracked property, then the typed one past it, so the input event counts.
 */
function replayTyped(el: HTMLInputElement | HTMLTextAreaElement): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (!setNative) return;
  const typed = el.value;
  const focused = el.ownerDocument.activeElement === el;
  const [start, end] = focused && el.type !== "email" && el.type !== "number" ? [el.selectionStart, el.selectionEnd] : [null, null];
  el.value = el.defaultValue;
  setNative.call(el, typed);
  if (start !== null && end !== null) el.setSelectionRange(start, end);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

export function adoptEarlyInput(root: ParentNode): void {
  for (const el of root.querySelectorAll<Field>("form input, form textarea, form select")) {
    if (el.disabled) continue;
    const rendered = renderedValue(el);
    if (rendered === null || el.value === rendered) continue;
    // A type-ahead opens its suggestions on input: only where the visitor is still typing in it.
    if (el.getAttribute("role") === "combobox" && el.ownerDocument.activeElement !== el) continue;
    if (el instanceof HTMLSelectElement) el.dispatchEvent(new Event("change", { bubbles: true }));
    else replayTyped(el);
  }
}
