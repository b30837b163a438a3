"""DESIGN.md's layers, read from the source: who imports whom, no import circles, no hook
looked up by name.

Every ``import`` counts, at module level, inside a function or under ``TYPE_CHECKING``: an
import moved into a function to dodge a circle is still a circle. ``from a import b`` is an
edge to ``a.b`` when that is a module, else to ``a``; a package's ``__init__`` is not an
edge of its submodules' imports.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from rules import registry
from rules.protocol import Game

ROOT = Path(__file__).resolve().parent.parent
#: our top-level packages and modules (anything else imported is a third-party library)
OURS = ("bot", "cogs", "tables", "rules", "render", "storage", "i18n")
#: what cogs may use of rules: its public vocabulary (and a game's package, from its extras)
RULES_VOCABULARY = ("rules", "rules.errors", "rules.protocol", "rules.registry")
#: the modules of a rules package that are its engine, not its views or public data
ENGINE_MODULES = frozenset({"engine", "moves", "state", "invariants", "fixtures", "policy",
                            "auto", "solver", "hooks", "textview", "build_table"})


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of ours, by dotted name."""
    found = {"bot": ROOT / "bot.py"}
    for top in OURS[1:]:
        for path in sorted((ROOT / top).rglob("*.py")):
            found[_module_name(path)] = path
    return found


def _resolve(module: str, node: ast.ImportFrom) -> str:
    """The absolute module of a (possibly relative) ``from`` import in ``module``."""
    if not node.level:
        return node.module or ""
    package = module.split(".")
    if modules()[module].name != "__init__.py":
        package = package[:-1]
    base = package[: len(package) - node.level + 1]
    return ".".join([*base, *([node.module] if node.module else [])])


@cache
def imports(module: str, *, in_functions: bool = True) -> frozenset[str]:
    """The modules of ours that ``module`` imports, anywhere in its source (without
    ``in_functions``: outside function bodies only)."""
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    inner = {id(n) for f in ast.walk(tree)
             if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) for n in ast.walk(f)}
    out: set[str] = set()
    for node in ast.walk(tree):
        if not in_functions and id(node) in inner:
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, node)
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules() else base
                     for a in node.names]
        else:
            continue
        out.update(n for n in names if n.split(".")[0] in OURS)
    return frozenset(out)


def edges(prefix: str, *, in_functions: bool = True) -> Iterator[tuple[str, str]]:
    """(importer, imported) for every module under ``prefix`` (a package or module name)."""
    for module in modules():
        if module == prefix or module.startswith(prefix + "."):
            for target in imports(module, in_functions=in_functions):
                yield module, target


def _under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _game_packages() -> list[str]:
    return sorted(m for m in modules() if m.count(".") == 1 and m.startswith("rules.")
                  and modules()[m].name == "__init__.py")


def test_cogs_use_tables_render_i18n_and_the_rules_vocabulary() -> None:
    extras = {registry.entry(g).extras: registry.entry(g).rules for g in registry.BUILT_IN
              if registry.entry(g).extras}
    bad = []
    for module, target in edges("cogs"):
        allowed = (_under(target, "cogs") or _under(target, "tables")
                   or _under(target, "render") or target == "i18n"
                   or target in RULES_VOCABULARY
                   # a game's extras module may use its own game's rules package
                   or (module in extras and _under(target, extras[module])))
        if not allowed:
            bad.append(f"{module} -> {target}")
    assert bad == []


def test_extras_use_only_their_games_public_names() -> None:
    """An extras module imports its game's package (``from rules import wispwood``), not the
    package's internal modules."""
    bad = []
    for game_id in registry.BUILT_IN:
        row = registry.entry(game_id)
        if row.extras is None:
            continue
        bad += [f"{row.extras} -> {t}" for t in imports(row.extras)
                if _under(t, row.rules) and t != row.rules]
    assert bad == []


def test_tables_use_rules_and_storage() -> None:
    bad = [f"{m} -> {t}" for m, t in edges("tables")
           if not (_under(t, "tables") or _under(t, "rules") or _under(t, "storage"))]
    assert bad == []


def _render_violations(*, in_functions: bool) -> list[str]:
    games = _game_packages()
    bad = []
    for module, target in edges("render", in_functions=in_functions):
        if _under(target, "render") or target in ("i18n", "rules.protocol"):
            continue
        game = next((g for g in games if _under(target, g)), None)
        # a game's view or public data module (not its package root, which loads the engine)
        if game is not None and target != game \
                and target.split(".")[2] not in ENGINE_MODULES:
            continue
        bad.append(f"{module} -> {target}")
    return bad


def test_render_uses_views_public_data_and_i18n_never_an_engine() -> None:
    assert _render_violations(in_functions=False) == []


def test_render_builds_no_sample_with_an_engine() -> None:
    """Not even inside a function: a renderer's sample pictures (its palette, its warm-up)
    would come from fixed views, not from playing the game."""
    assert _render_violations(in_functions=True) == []


def test_rules_import_nothing_of_ours() -> None:
    bad = [f"{m} -> {t}" for m, t in edges("rules") if not _under(t, "rules")]
    assert bad == []


def test_storage_imports_nothing_of_ours() -> None:
    bad = [f"{m} -> {t}" for m, t in edges("storage") if not _under(t, "storage")]
    assert bad == []


def test_i18n_imports_nothing_of_ours() -> None:
    assert [f"{m} -> {t}" for m, t in edges("i18n") if not _under(t, "i18n")] == []


def cycle(prefix: str) -> list[str]:
    """One import circle among the modules under ``prefix``, or []."""
    graph = {m: sorted(t for t in imports(m) if _under(t, prefix) and t in modules())
             for m in modules() if _under(m, prefix)}
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in graph:
        if node not in state and (found := visit(node)):
            return found
    return []


@pytest.mark.parametrize("folder", ["cogs", "tables"])
def test_no_import_circle(folder: str) -> None:
    assert cycle(folder) == []


@pytest.mark.parametrize("package", [g.removeprefix("rules.") for g in
                                     sorted(m for m in modules() if m.count(".") == 1
                                            and m.startswith("rules.")
                                            and modules()[m].name == "__init__.py")])
def test_no_import_circle_in_a_rules_package(package: str) -> None:
    assert cycle(f"rules.{package}") == []


#: the hooks of ``Game``, which callers use as fields, never by name
HOOKS = frozenset(f.name for f in dataclasses.fields(Game))


def test_no_hook_looked_up_by_name() -> None:
    """No ``getattr`` on a game object, and none with a hook's name, in cogs/ or tables/."""
    bad = []
    for module in modules():
        if not (_under(module, "cogs") or _under(module, "tables")):
            continue
        tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args):
                continue
            target = ast.unparse(node.args[0])
            name = node.args[1] if len(node.args) > 1 else None
            named_hook = isinstance(name, ast.Constant) and name.value in HOOKS
            if named_hook or "game" in target.lower() or "extras" in target.lower():
                bad.append(f"{module}:{node.lineno} {ast.unparse(node)}")
    assert bad == []


def test_the_hubs_name_no_game() -> None:
    """Outside a game's rules package, renderer and extras module, no module of cogs/,
    tables/ or bot.py names a built-in game id (its code, not its comments)."""
    own = {registry.entry(g).extras for g in registry.BUILT_IN} - {None}
    bad = []
    for module, path in modules().items():
        if module in own or not (module == "bot" or _under(module, "cogs")
                                 or _under(module, "tables")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value in registry.BUILT_IN:
                bad.append(f"{module}:{node.lineno} {node.value!r}")
    assert bad == []
