/**
 * Long unbroken texts in the back office's narrow columns (a phone's cards, a table cell): an
 * e-mail address or a web address wraps after its "@", before its dots and after its slashes
 * rather than at whatever letter meets the edge ("omar.khalid@ex / ample.com"), and only a part
 * longer than the line is cut anywhere (`overflow-wrap: anywhere`). The text itself is unchanged:
 * <wbr> adds no characters to copy or to read out.
 */
import { Fragment } from "react";

/** The places a line may end: after "@" and "/", before "." "?" "&" "-" "_". */
const PARTS = /(?<=[@/])|(?=[.?&_-])/;

export function Breakable({ text, className = "" }: { text: string; className?: string }) {
  const parts = text.split(PARTS);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
