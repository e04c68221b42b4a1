/**
 * The back office's table frame: a caption for screen readers, column headers (a header given as
 * `{ hidden }` is read but not shown, e.g. an actions column), and the rows as children. Around it,
 * the lists paged by key (links to the neighbouring pages, never page numbers): a filtered list of
 * records (the leads, units and projects) and a log read newest first (the audit log, the feed runs).
 */
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButtonClass } from "./field.tsx";

type Header = string | { hidden: string };

export function StaffTable({
  caption,
  headers,
  className = "w-full",
  children,
}: {
  caption: string;
  headers: Header[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`${className} border-collapse bg-white text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {headers.map((h) => (
            <th key={typeof h === "string" ? h : h.hidden} scope="col" className="p-2 text-start">
              {typeof h === "string" ? h : <span className="sr-only">{h.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Links to the neighbouring pages of a keyset-paged table; nothing when there is none. */
function PageLinks({ links }: { links: Array<{ to: string | null | undefined; label: string }> }) {
  const shown = links.filter((l): l is { to: string; label: string } => Boolean(l.to));
  if (!shown.length) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-4">
      {shown.map((l) => (
        <Link key={l.label} to={l.to} className={secondaryButtonClass}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

type Row = { id: number };

/** A list's table: its frame, and a row's cells (`th` for the cell that names the row). */
type TableSpec<R extends Row> = { caption: string; headers: Header[]; className?: string; cells: (row: R) => ReactNode };

function TableOf<R extends Row>({ rows, table }: { rows: R[]; table: TableSpec<R> }) {
  return (
    <StaffTable caption={table.caption} headers={table.headers} className={table.className}>
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-slate-200 align-top">
          {table.cells(r)}
        </tr>
      ))}
    </StaffTable>
  );
}

/** A row as a card on a phone: its title links to the record; a fact may give its value's class. */
type Card = { href: string; title: string; facts: Array<[term: string, value: ReactNode, className?: string]> };

/**
 * A filtered list's results: how many match (a status line, read out when the filters change), the
 * rows as a table from 768 px and as cards below it, and the links to the previous and next pages.
 */
export function FilteredList<R extends Row>(props: {
  rows: R[];
  total: number;
  /** The count stopped at its cap: "10,000+". */
  capped: boolean;
  noun: readonly [singular: string, plural: string];
  table: TableSpec<R>;
  cards: { label: string; of: (row: R) => Card };
  prev: string | null;
  next: string | null;
}) {
  const { rows, total, noun, cards } = props;
  return (
    <>
      <p role="status" className="mt-4 text-slate-700">
        {`${total.toLocaleString("en")}${props.capped ? "+" : ""} ${total === 1 ? noun[0] : noun[1]}`} match.
      </p>
      {rows.length > 0 && (
        <>
          <div className="mt-3 hidden overflow-x-auto md:block">
            <TableOf rows={rows} table={props.table} />
          </div>
          <ul className="mt-3 space-y-3 md:hidden" aria-label={cards.label}>
            {rows.map((r) => (
              <CardItem key={r.id} {...cards.of(r)} />
            ))}
          </ul>
        </>
      )}
      <PageLinks
        links={[
          { to: props.prev, label: "Previous page" },
          { to: props.next, label: "Next page" },
        ]}
      />
    </>
  );
}

function CardItem({ href, title, facts }: Card) {
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 className="font-semibold">
        <Link to={href} className="text-brand-700 underline">
          {title}
        </Link>
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value, className]) => (
          <Fragment key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className={className}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}

/**
 * A log read newest first: its rows in a table that scrolls sideways on a phone (give the table a
 * min-width), or `empty` when there are none, and links to the newest and to older entries.
 */
export function LogTable<R extends Row>({ rows, empty, table, pages }: { rows: R[]; empty: string; table: TableSpec<R>; pages: { newest: string | null; older: string | null; noun: string } }) {
  return (
    <>
      {rows.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700">
          {empty}
        </p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <TableOf rows={rows} table={table} />
        </div>
      )}
      <PageLinks
        links={[
          { to: pages.newest, label: `Newest ${pages.noun}` },
          { to: pages.older, label: `Older ${pages.noun}` },
        ]}
      />
    </>
  );
}
