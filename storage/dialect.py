"""SQLite's SQL as PostgreSQL reads it: the mechanical part of speaking two dialects.

The areas and the migrations are written once, in SQLite's words. ``to_postgres`` turns a
statement into PostgreSQL's, for what is only a matter of spelling:

* placeholders: ``?`` becomes ``$1, $2, ...`` (never inside a string literal or a comment);
* the time the columns store: SQLite's ``strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`` becomes
  the same ISO text from ``statement_timestamp()`` (so both sort and compare alike);
* null-safe equality: ``a IS b`` becomes ``a IS NOT DISTINCT FROM b`` (``IS NULL``,
  ``IS NOT NULL``, ``IS TRUE`` stay);
* ``LIMIT ?`` with SQLite's -1 for "no limit" becomes ``LIMIT NULLIF($n, -1)``;
* an empty list, ``x IN ()`` / ``x NOT IN ()`` (SQLite allows it), becomes
  ``x = ANY('{}')`` / ``x <> ALL('{}')``;
* ``INSERT OR IGNORE`` becomes ``... ON CONFLICT DO NOTHING``; ``INSERT OR REPLACE`` an
  upsert on the table's primary key that sets every column the statement names (read from
  the migrations: ``PRIMARY_KEYS``);
* in schema statements (``CREATE TABLE``, ``ALTER TABLE``): ``INTEGER`` becomes ``BIGINT``
  (Discord ids are 64-bit), ``INTEGER PRIMARY KEY AUTOINCREMENT`` an identity column,
  ``REAL`` ``DOUBLE PRECISION``, ``BLOB`` ``BYTEA``; ``ADD COLUMN`` gets ``IF NOT EXISTS``
  (SQLite's runner skips a column that exists; PostgreSQL says so itself);
* a trigger that only refuses (``BEGIN SELECT RAISE(ABORT, 'why'); END``) becomes a
  PL/pgSQL function and its trigger, refusing with an integrity error as SQLite does.

Where the meaning differs (SQLite's JSON functions, ``group_concat`` and its order), the area
keeps one statement per dialect next to each other and asks the backend's ``dialect``; this
module does not guess at those.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .migrations import MIGRATIONS, POSTGRES_STATEMENTS, split_statements

#: SQLite's "now" as the columns store it, and the same text in PostgreSQL.
SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
POSTGRES_NOW = ("to_char(statement_timestamp() AT TIME ZONE 'UTC', "
                "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')")

_TOKEN = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|--[^\n]*|\$\$.*?\$\$|[^'\"$?-]+|.",
                    re.DOTALL)
_IS = re.compile(r"\bIS\s+(?!NOT\b|NULL\b|TRUE\b|FALSE\b|DISTINCT\b)", re.IGNORECASE)
_IS_NOT = re.compile(r"\bIS\s+NOT\s+(?!NULL\b|TRUE\b|FALSE\b|DISTINCT\b)", re.IGNORECASE)
_EMPTY_NOT_IN = re.compile(r"\bNOT\s+IN\s*\(\s*\)", re.IGNORECASE)
_EMPTY_IN = re.compile(r"\bIN\s*\(\s*\)", re.IGNORECASE)
_AUTO_ID = re.compile(r"\bINTEGER\s+PRIMARY\s+KEY\s+AUTOINCREMENT\b", re.IGNORECASE)
_INTEGER = re.compile(r"\bINTEGER\b", re.IGNORECASE)
_REAL = re.compile(r"\bREAL\b", re.IGNORECASE)
_BLOB = re.compile(r"\bBLOB\b", re.IGNORECASE)
_ADD_COLUMN = re.compile(r"\bADD\s+COLUMN\s+(?!IF\b)", re.IGNORECASE)
_SCHEMA = re.compile(r"\s*(CREATE\s+TABLE|ALTER\s+TABLE)\b", re.IGNORECASE)
_INSERT_OR = re.compile(r"^(\s*)INSERT\s+OR\s+(IGNORE|REPLACE)\s+INTO\s+(\w+)\s*(\(([^)]*)\))?",
                        re.IGNORECASE)
_RETURNING = re.compile(r"\bRETURNING\b", re.IGNORECASE)
_TRIGGER = re.compile(
    r"CREATE\s+TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s+(BEFORE|AFTER)\s+(INSERT|UPDATE|DELETE)"
    r"\s+ON\s+(\w+)\s+BEGIN\s+SELECT\s+RAISE\s*\(\s*ABORT\s*,\s*'((?:[^']|'')*)'\s*\)\s*;"
    r"\s*END\s*;?\s*$", re.IGNORECASE | re.DOTALL)
_CREATE = re.compile(r"CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s*\((.*)\)\s*;?\s*$",
                     re.IGNORECASE | re.DOTALL)
_TABLE_KEY = re.compile(r"\bPRIMARY\s+KEY\s*\(([^)]*)\)", re.IGNORECASE)
_COLUMN_KEY = re.compile(r"^\s*(\w+)\s+\w+[^,]*?\bPRIMARY\s+KEY\b", re.IGNORECASE | re.MULTILINE)


def _code_only(sql: str) -> str:
    """``sql`` without its comments (string literals kept)."""
    return "".join(t for t in _TOKEN.findall(sql) if not t.startswith("--"))


def _schema_keys() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """Each table's primary key columns and the tables whose ``id`` the database assigns,
    read from the migrations (the last definition of a table wins, as in the database)."""
    keys: dict[str, tuple[str, ...]] = {}
    serial: set[str] = set()
    for script in MIGRATIONS:
        for statement in split_statements(script):
            match = _CREATE.match(_code_only(statement).strip())
            if match is None:
                continue
            name, body = match[1].lower(), match[2]
            table_key = _TABLE_KEY.search(body)
            column_key = _COLUMN_KEY.search(body)
            if table_key is not None:
                keys[name] = tuple(c.strip() for c in table_key[1].split(","))
            elif column_key is not None:
                keys[name] = (column_key[1],)
            if _AUTO_ID.search(body):
                serial.add(name)
    return keys, frozenset(serial)


#: the primary key of every table the migrations create, and the tables with an ``id``
#: the database assigns (an insert into one returns it: SQLite's ``lastrowid``).
PRIMARY_KEYS, SERIAL_TABLES = _schema_keys()


def _insert_or(sql: str) -> str:
    """``INSERT OR IGNORE|REPLACE`` as PostgreSQL's ``ON CONFLICT`` clause."""
    match = _INSERT_OR.match(sql)
    if match is None:
        return sql
    lead, how, table, columns = match[1], match[2].upper(), match[3], match[5]
    head = f"{lead}INSERT INTO {table}" + (f" ({columns})" if columns is not None else "")
    body = sql[match.end():].rstrip().rstrip(";")
    returning = ""
    found = _RETURNING.search(body)
    if found is not None:
        body, returning = body[:found.start()].rstrip(), " " + body[found.start():]
    if how == "IGNORE":
        clause = " ON CONFLICT DO NOTHING"
    else:
        key = PRIMARY_KEYS.get(table.lower())
        if key is None or columns is None:
            raise ValueError(f"INSERT OR REPLACE INTO {table} needs its columns named and a "
                             "primary key the migrations declare")
        names = [c.strip() for c in columns.split(",")]
        sets = ", ".join(f"{c} = excluded.{c}" for c in names if c not in key)
        clause = (f" ON CONFLICT ({', '.join(key)}) "
                  + (f"DO UPDATE SET {sets}" if sets else "DO NOTHING"))
    # An INSERT ... SELECT before ON CONFLICT parses only with a WHERE (as in SQLite).
    return f"{head}{body}{clause}{returning}"


def _trigger(sql: str) -> str | None:
    """A refusing SQLite trigger as a PL/pgSQL function and trigger, or None."""
    match = _TRIGGER.match(sql.strip())
    if match is None:
        return None
    name, when, event, table, why = match.groups()
    return (f"CREATE OR REPLACE FUNCTION {name}_refuse() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{why}' USING ERRCODE = 'integrity_constraint_violation'; "
            f"END $$; "
            f"DROP TRIGGER IF EXISTS {name} ON {table}; "
            f"CREATE TRIGGER {name} {when} {event} ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION {name}_refuse()")


@lru_cache(maxsize=4096)
def to_postgres(sql: str) -> str:
    """``sql`` (SQLite's dialect, ``?`` placeholders) in PostgreSQL's; computed once per
    statement text."""
    sql = _code_only(sql).strip()
    trigger = _trigger(sql)
    if trigger is not None:
        return trigger
    sql = _insert_or(sql.replace(SQLITE_NOW, POSTGRES_NOW))
    schema = _SCHEMA.match(sql) is not None
    out: list[str] = []
    n = 0
    for token in _TOKEN.findall(sql):
        if token.startswith("--"):
            continue
        if token[0] in "'\"" or token.startswith("$$"):
            out.append(token)
            continue
        if token == "?":
            n += 1
            out.append(f"${n}")
            continue
        out.append(token)
    text = "".join(out)
    # The rewrites below only see code: literals were kept whole above, and none of the
    # patterns can reach into one (they match keywords and placeholders).
    text = _rewrite_code(text, schema)
    return text


def _rewrite_code(text: str, schema: bool) -> str:
    """The keyword rewrites, applied outside string literals."""
    parts = re.split(r"('(?:[^']|'')*')", text)
    for i in range(0, len(parts), 2):
        code = parts[i]
        code = _LIMIT_N.sub(lambda m: f"LIMIT NULLIF({m[1]}::bigint, -1)", code)
        code = _IS_NOT.sub("IS DISTINCT FROM ", code)
        code = _IS.sub("IS NOT DISTINCT FROM ", code)
        code = _EMPTY_NOT_IN.sub("<> ALL('{}')", code)
        code = _EMPTY_IN.sub("= ANY('{}')", code)
        if schema:
            code = _AUTO_ID.sub("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY", code)
            code = _INTEGER.sub("BIGINT", code)
            code = _REAL.sub("DOUBLE PRECISION", code)
            code = _BLOB.sub("BYTEA", code)
            code = _ADD_COLUMN.sub("ADD COLUMN IF NOT EXISTS ", code)
        parts[i] = code
    return "".join(parts)


_LIMIT_N = re.compile(r"\bLIMIT\s+(\$\d+)", re.IGNORECASE)


@lru_cache(maxsize=4096)
def serial_insert(sql: str) -> str | None:
    """The table of an ``INSERT INTO t`` whose ``id`` the database assigns (so the insert
    should return it), or None."""
    match = re.match(r"\s*INSERT\s+INTO\s+(\w+)", sql, re.IGNORECASE)
    if match is None or match[1].lower() not in SERIAL_TABLES:
        return None
    if _RETURNING.search(sql):
        return None
    return match[1]


def postgres_statements(script: str) -> list[str]:
    """A migration script as the PostgreSQL statements that do what it does: each statement
    translated (``to_postgres``), or replaced from ``migrations.POSTGRES_STATEMENTS``."""
    out: list[str] = []
    for statement in split_statements(script):
        replaced = next((pg for piece, pg in POSTGRES_STATEMENTS.items() if piece in statement),
                        None)
        out.append(replaced.strip() if replaced is not None else to_postgres(statement))
    return out
