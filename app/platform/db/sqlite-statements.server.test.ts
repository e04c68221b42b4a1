import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./sqlite-statements.server.ts";

describe("withStatementCache", () => {
  let raw: SQLite.Database;
  afterEach(() => raw?.close());

  function open(max?: number) {
    raw = new SQLite(":memory:");
    raw.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')");
    return withStatementCache(raw, max);
  }

  it("prepares a SQL text once and answers with each call's parameters", () => {
    const db = open();
    const first = db.prepare("select name from t where id = ?");
    const again = db.prepare("select name from t where id = ?");
    expect(again).toBe(first);
    expect(first.all([1])).toEqual([{ name: "a" }]);
    expect(again.all([3])).toEqual([{ name: "c" }]);
  });

  it("drops the least recently used statement past its size", () => {
    const db = open(2);
    const a = db.prepare("select 1");
    db.prepare("select 2");
    expect(db.prepare("select 1")).toBe(a); // "select 2" is now the oldest
    db.prepare("select 3");
    expect(db.prepare("select 1")).toBe(a);
    expect(db.prepare("select 2").all([])).toEqual([{ 2: 2 }]);
  });

  it("gives a statement that is still being iterated a fresh twin", () => {
    const db = open();
    const sql = "select name from t order by id";
    const iterator = db.prepare(sql).iterate([]);
    expect(iterator.next().value).toEqual({ name: "a" });
    const twin = db.prepare(sql);
    expect(twin.all([])).toHaveLength(3);
    expect([...iterator]).toEqual([{ name: "b" }, { name: "c" }]);
  });

  it("sees a table changed after the statement was kept", () => {
    const db = open();
    const count = () => db.prepare("select count(*) as n from t").all([]);
    expect(count()).toEqual([{ n: 3 }]);
    raw.exec("alter table t add column extra text; insert into t (name) values ('d')");
    expect(count()).toEqual([{ n: 4 }]);
  });
});
