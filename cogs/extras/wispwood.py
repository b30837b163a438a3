"""Wispwood's own Discord controls (spec §7.2), besides the shared Place / Tree turn modals.

- **Step by step**: an ephemeral builder for the mover. Take a wisp: its space (only spaces
  with a legal placement), the shape (the two allowed ones, and the others "with your cat"
  when the cat is ready), the orientation, the position (the top-left corner of the shape's
  box; when more than 25 are legal, first its row), then the wisp's cell. Or plant trees:
  a select of 1-3 cells. Each step edits the same ephemeral message; once the cells are known
  it shows a **preview picture** of the forest with the tiles ghosted in, and only
  **Confirm** places them. Every step and the Confirm carry the table version read when the
  builder opened: once the table has moved on, they are refused politely.
- **Show one forest larger**: a select on the public post; anyone gets an ephemeral picture
  of that forest, enlarged (``/game board player:<member>`` too, through ``player_picture``).

The builder keeps nothing in memory: each select's custom id carries the table, the version
and the choices made so far (``3.L4.R90``), so it works after a restart too. Only resolved
legal moves are offered, computed from the public state (Wispwood has no private view).
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Iterable, Sequence
from typing import Any

import discord

from cogs import flow, lang, texts
from cogs.components import SELECT_LIMIT, MoveButton
from cogs.extras import GameExtras
from i18n import normalise_locale, t
from render import wispwood as picture
from rules import wispwood
from rules.errors import GroveError, StaleVersion
from rules.wispwood import ORIENTATIONS, SHAPES, Take, cell_list, name, normal_form, orient
from tables import Table

GAME = "wispwood"
START_ID = r"grove:wwgo:(?P<table>\d+):(?P<version>\d+)(?::(?P<again>again))?"
STEP_ID = r"grove:wwb:(?P<table>\d+):(?P<version>\d+):(?P<path>[A-Za-z0-9.]*)"
FOREST_ID = r"grove:wwf:(?P<table>\d+)"

#: ``shape`` segment suffix for a shape used through the ready cat.
CAT = "c"


def _k(key: str) -> str:
    return f"{GAME}.builder.{key}"


# --- what may be built now (pure, from the table's state) ---------------------------------


_TAKES: dict[tuple[int, int, int], tuple[Any, list[Take]]] = {}


def _takes(table: Table, seat: int) -> list[Take]:
    """Every legal take of ``seat`` now, kept for the few latest positions (each builder step
    asks again); a kept list counts only for the very state object it was computed from."""
    key = (table.id, table.row.version, seat)
    kept = _TAKES.get(key)
    if kept is not None and kept[0] is table.state:
        return kept[1]
    found = list(wispwood.legal_takes(table.state, seat))
    _TAKES[key] = (table.state, found)
    while len(_TAKES) > 16:
        _TAKES.pop(next(iter(_TAKES)))
    return found


def _form_code(shape: str, cells: Sequence[int]) -> str:
    """The first orientation code (§2.3) whose form the cells have."""
    form = normal_form(sum(1 << c for c in cells))
    return next(o for o in ORIENTATIONS if orient(SHAPES[shape], o) == form)


def _anchor(cells: Sequence[int]) -> str:
    """The top-left corner of the cells' bounding box (the anchor form's anchor)."""
    named = [name(c) for c in cells]
    col = min(c[0] for c in named)
    row = min(int(c[1:]) for c in named)
    return f"{col}{row}"


def _matching(takes: Iterable[Take], path: list[str]) -> list[Take]:
    """The takes that agree with the choices made so far (space, shape, orientation,
    anchor, wisp cell)."""
    out = []
    for take in takes:
        if path and int(path[0]) != take.space:
            continue
        if len(path) > 1:
            shape, cat = (path[1][:-1], True) if path[1].endswith(CAT) else (path[1], False)
            if shape != take.shape or cat != take.cat:
                continue
        if len(path) > 2 and _form_code(take.shape, take.cells) != path[2]:
            continue
        if len(path) > 3 and _anchor(take.cells) != path[3]:
            continue
        if len(path) > 4 and name(take.wisp) != path[4]:
            continue
        out.append(take)
    return out


def _unique(values: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for v in values:
        seen.setdefault(v, None)
    return list(seen)


def _glyph(shape: str, code: str) -> str:
    """A shape's orientation drawn in text (rows separated by `|`), for select menus."""
    pts = set(orient(SHAPES[shape], code))
    w = max(x for x, _ in pts) + 1
    h = max(y for _, y in pts) + 1
    return " | ".join("".join("■" if (x, y) in pts else "□" for x in range(w)) for y in range(h))


def positions(takes: Sequence[Take], row: int | None = None) -> tuple[str, list[str]]:
    """The position step for takes of one shape and orientation: ``("anchors", [...])``
    (top-left corners, reading order; only those in ``row`` once a row was chosen), or
    ``("rows", ["r3", ...])`` first when more anchors are legal than a select menu holds."""
    anchors = _unique(_anchor(tk.cells) for tk in sorted(takes, key=lambda tk: tk.cells))
    if row is not None:
        return "anchors", [a for a in anchors if int(a[1:]) == row]
    if len(anchors) > SELECT_LIMIT:
        return "rows", [f"r{r}" for r in sorted({int(a[1:]) for a in anchors})]
    return "anchors", anchors


def tree_cells(table: Table, seat: int) -> list[str]:
    """Cells that are part of some legal tree turn, next to the forest first (all of them:
    more than a menu holds are chosen one by one, see :func:`tree_step`)."""
    if not any(c.label == "trees" for c in table.game.turn_controls(table.state, seat)):
        return []
    cells: list[str] = []
    for trees in wispwood.tree_turns(table.state, seat):
        for c in trees.cells:
            if name(c) not in cells:
                cells.append(name(c))
    return cells


#: the value of "plant the trees chosen so far" in the one-by-one tree menus
TREES_DONE = "done"


def _row(cell: str) -> int:
    return int(cell[1:])


def tree_step(table: Table, seat: int, chosen: Sequence[str],
              row: int | None = None) -> tuple[str, list[str], bool]:
    """One step of choosing tree cells one by one (when they do not fit in one menu):
    ``("cells", [...], done)`` the cells that extend ``chosen`` towards a legal tree turn
    (those of ``row`` once a row was picked), or ``("rows", ["r3", ...], done)`` first when
    more than a menu holds; ``done``: ``chosen`` is a legal tree turn already."""
    picked = set(chosen)
    turns = [{name(c) for c in trees.cells} for trees in wispwood.tree_turns(table.state, seat)]
    order = tree_cells(table, seat)
    nexts = {c for cells in turns if picked < cells for c in cells - picked}
    cells = [c for c in order if c in nexts and (row is None or _row(c) == row)]
    done = bool(picked) and picked in turns
    if row is None and len(cells) + done > SELECT_LIMIT:
        return "rows", [f"r{r}" for r in sorted({_row(c) for c in cells})], done
    return "cells", cells, done


# --- Discord items ----------------------------------------------------------------------


def _select(table_id: int, version: int, path: str, placeholder: str,
            options: list[discord.SelectOption], max_values: int = 1) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BuilderStep(table_id, version, path, placeholder, options, max_values))
    return view


class BuilderStep(discord.ui.DynamicItem[discord.ui.Select], template=STEP_ID):
    """One step of the builder: a select whose custom id holds the choices made so far."""

    def __init__(self, table_id: int, version: int, path: str, placeholder: str = "",
                 options: list[discord.SelectOption] | None = None,
                 max_values: int = 1) -> None:
        options = (options or [discord.SelectOption(label="-", value="-")])[:SELECT_LIMIT]
        super().__init__(discord.ui.Select(
            placeholder=placeholder[:150] or None, min_values=1,
            max_values=max(1, min(max_values, len(options))), options=options,
            custom_id=f"grove:wwb:{table_id}:{version}:{path}"))
        self.table_id = table_id
        self.version = version
        self.path = path

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> BuilderStep:
        """Rebuild the step from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), int(match["version"]), match["path"],
                   select.placeholder or "", list(select.options), select.max_values)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Go one step further with the chosen value(s)."""
        values = list(self.item.values)
        await flow.guarded(interaction, lambda: self._act(interaction, values),
                           "wispwood builder", self.table_id)

    async def _act(self, interaction: discord.Interaction, values: list[str]) -> None:
        table, seat = await flow.actor(interaction, self.table_id, self.version)
        locale = await lang.reply_locale(interaction)
        if self.path == "t":
            await _trees_chosen(interaction, table, seat, self.version, values, locale)
            return
        path = [p for p in self.path.split(".") if p] + values[:1]
        await show_step(interaction, table, seat, self.version, path, locale)


class BuilderButton(discord.ui.DynamicItem[discord.ui.Button], template=START_ID):
    """"Step by step" on the turn's post (and "Start again" in the builder)."""

    def __init__(self, table_id: int, version: int, label: str = "",
                 again: bool = False) -> None:
        suffix = ":again" if again else ""
        super().__init__(discord.ui.Button(
            label=(label or "…")[:80], style=discord.ButtonStyle.secondary,
            custom_id=f"grove:wwgo:{table_id}:{version}{suffix}"))
        self.table_id = table_id
        self.version = version
        self.again = again

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> BuilderButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), int(match["version"]), button.label or "",
                   bool(match["again"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the builder, ephemeral, for the mover only."""
        await flow.guarded(interaction, lambda: self._act(interaction), "wispwood builder",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        table, seat = await flow.actor(interaction, self.table_id, self.version)
        locale = await lang.reply_locale(interaction)
        await show_step(interaction, table, seat, self.version, [], locale)


class ForestSelect(discord.ui.DynamicItem[discord.ui.Select], template=FOREST_ID):
    """"Show one forest larger": anyone may look, the picture comes back ephemeral."""

    def __init__(self, table_id: int, placeholder: str = "",
                 options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(discord.ui.Select(
            placeholder=placeholder[:150] or None, min_values=1, max_values=1,
            options=(options or [discord.SelectOption(label="-", value="0")])[:SELECT_LIMIT],
            custom_id=f"grove:wwf:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ForestSelect:
        """Rebuild the menu from its custom id (after a restart too)."""
        select = flow.base_item(item, discord.ui.Select)
        return cls(int(match["table"]), select.placeholder or "", list(select.options))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Send the chosen forest, enlarged, to the clicker only."""
        values = list(self.item.values)
        await flow.guarded(interaction, lambda: self._act(interaction, values),
                           "wispwood forest", self.table_id)

    async def _act(self, interaction: discord.Interaction, values: list[str]) -> None:
        table = await flow.service(interaction).load(self.table_id)
        if table.state is None:
            raise GroveError("NOT_STARTED")
        seat = int(values[0]) if values and values[0].isdigit() else 0
        if not 0 <= seat < len(table.seats):
            seat = 0
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await lang.reply_locale(interaction)
        file = await forest_file(table, seat, locale)
        text = t(_k("forest_shown"), locale, player=texts.names(table)[seat])
        await interaction.followup.send(text, file=file, ephemeral=True)


async def forest_file(table: Table, seat: int, locale: Any, ghost: Sequence[str] = (),
                      wisp: str | None = None, wisp_type: str | None = None) -> discord.File:
    """One forest enlarged (with a placement ghosted in), labels in ``locale``, drawn off
    the event loop."""
    data = await asyncio.to_thread(picture.render_forest, table.view(None), seat, table.names,
                                   tuple(ghost), wisp, wisp_type, normalise_locale(locale),
                                   table.usernames)
    return discord.File(io.BytesIO(data), filename=f"wispwood-{table.id}-forest{seat + 1}.png")


async def player_picture(table: Table, seat: int, locale: Any,
                         viewer: int | None = None) -> discord.File:
    """``/game board player:``: that player's forest, enlarged (the public view: Wispwood has
    no private one, so ``viewer`` changes nothing)."""
    return await forest_file(table, seat, locale)


# --- the steps --------------------------------------------------------------------------


async def _edit(interaction: discord.Interaction, content: str, view: discord.ui.View | None,
                file: discord.File | None = None) -> None:
    """The builder's one ephemeral message: sent when the builder opens from the public post,
    edited in place by every later step (``interaction.message`` is then the builder's)."""
    kwargs: dict[str, Any] = {"content": content[:1900], "view": view}
    if _in_builder(interaction):
        kwargs["attachments"] = [file] if file is not None else []
        await interaction.response.edit_message(**kwargs)
        return
    if file is not None:
        kwargs["file"] = file
    await interaction.response.send_message(ephemeral=True, **kwargs)


def _in_builder(interaction: discord.Interaction) -> bool:
    """Whether the click came from the builder's own message (a step, or Start again)."""
    data = getattr(interaction, "data", None) or {}
    custom_id = str(data.get("custom_id", ""))
    return custom_id.startswith("grove:wwb:") or custom_id.endswith(":again")


async def show_step(interaction: discord.Interaction, table: Table, seat: int, version: int,
                    path: list[str], locale: Any) -> None:
    """The next choice of the builder after ``path`` (the choices made so far)."""
    if path and path[0] == "T":
        await _tree_one_by_one(interaction, table, seat, version, path, locale)
        return
    takes = _matching(_takes(table, seat), path)
    base = ".".join(path)
    pond = table.state.pond
    if not path:
        view = discord.ui.View(timeout=None)
        spaces = _unique(str(tk.space) for tk in sorted(takes, key=lambda tk: tk.space))
        if spaces:
            view.add_item(BuilderStep(table.id, version, "", t(_k("space"), locale), [
                discord.SelectOption(
                    label=t(_k("space_option"), locale, space=int(k),
                            type_name=t(f"{GAME}.type.{pond[int(k) - 1]}", locale)),
                    value=k,
                    # the shapes next to the space (none fits: only with the cat)
                    description=" · ".join(_unique(
                        tk.shape for tk in takes if tk.space == int(k) and not tk.cat))
                    or None)
                for k in spaces]))
        cells = tree_cells(table, seat)
        if cells and len(cells) <= SELECT_LIMIT:
            view.add_item(BuilderStep(table.id, version, "t", t(_k("trees"), locale), [
                discord.SelectOption(label=c, value=c) for c in cells],
                max_values=min(3, len(cells))))
        elif cells:  # too many for one menu: one cell at a time, by row first
            view.add_item(_tree_menu(table, seat, version, ["T"], locale))
        await _edit(interaction, t(_k("start"), locale), view)
        return
    if not takes:
        raise StaleVersion()  # the choices no longer match the position
    space = int(path[0])
    wisp_type = pond[space - 1]
    said = [t(_k("picked_space"), locale, space=space,
              type_name=t(f"{GAME}.type.{wisp_type}", locale))]
    if len(path) == 1:
        shapes = _unique(tk.shape + (CAT if tk.cat else "") for tk in takes)
        if len(shapes) == 1:  # one choice only: taken, and said in the summary
            await show_step(interaction, table, seat, version, [*path, shapes[0]], locale)
            return
        options = [discord.SelectOption(
            label=t(_k("shape_cat"), locale, shape=s[:-1]) if s.endswith(CAT) else s,
            value=s, description=_glyph(s.rstrip(CAT), "R0")) for s in shapes]
        await _edit(interaction, "\n".join(said), _select(
            table.id, version, base, t(_k("shape"), locale), options))
        return
    shape = path[1].rstrip(CAT)
    said.append(t(_k("picked_shape_cat") if path[1].endswith(CAT) else _k("picked_shape"),
                  locale, shape=shape))
    if len(path) == 2:
        codes = _unique(_form_code(tk.shape, tk.cells) for tk in takes)
        if len(codes) == 1:
            await show_step(interaction, table, seat, version, [*path, codes[0]], locale)
            return
        options = [discord.SelectOption(label=code, value=code, description=_glyph(shape, code))
                   for code in codes]
        await _edit(interaction, "\n".join(said), _select(
            table.id, version, base, t(_k("orientation"), locale), options))
        return
    said.append(t(_k("picked_orientation"), locale, orientation=path[2],
                  glyph=_glyph(shape, path[2])))
    if len(path) == 3 or (len(path) == 4 and path[3].startswith("r")):
        await _anchor_step(interaction, table, seat, version, path, takes, said, locale)
        return
    cell_names = [name(c) for c in takes[0].cells]
    said.append(t(_k("picked_anchor"), locale, anchor=path[3], cells=cell_list(takes[0].cells)))
    if len(path) == 4:
        wisps = _unique(name(tk.wisp) for tk in takes)
        if len(wisps) == 1:
            await show_step(interaction, table, seat, version, [*path, wisps[0]], locale)
            return
        file = await forest_file(table, seat, locale, cell_names)
        said.append(t(_k("ghost"), locale, type_name=t(f"{GAME}.type.{wisp_type}", locale)))
        options = [discord.SelectOption(label=w, value=w) for w in wisps]
        await _edit(interaction, "\n".join(said), _select(
            table.id, version, base, t(_k("wisp"), locale,
                                       type_name=t(f"{GAME}.type.{wisp_type}", locale)),
            options), file)
        return
    (take,) = takes
    await _preview(interaction, table, seat, version, take, cell_names, name(take.wisp),
                   wisp_type, locale)


async def _anchor_step(interaction: discord.Interaction, table: Table, seat: int, version: int,
                       path: list[str], takes: list[Take], said: list[str],
                       locale: Any) -> None:
    """The position: a select of anchors, or of their rows first when there are too many."""
    base = ".".join(path[:3])
    kind, values = positions(takes, int(path[3][1:]) if len(path) == 4 else None)
    by_anchor = {_anchor(tk.cells): tk for tk in takes}
    if kind == "anchors" and len(values) == 1:
        await show_step(interaction, table, seat, version, [*path[:3], values[0]], locale)
        return
    if kind == "rows":
        options = [discord.SelectOption(label=t(_k("row_option"), locale, row=int(r[1:])),
                                        value=r) for r in values]
        await _edit(interaction, "\n".join(said), _select(
            table.id, version, base, t(_k("row"), locale), options))
        return
    options = [discord.SelectOption(label=a, value=a,
                                    description=cell_list(by_anchor[a].cells))
               for a in values]
    await _edit(interaction, "\n".join(said), _select(
        table.id, version, base, t(_k("anchor"), locale), options))


async def _preview(interaction: discord.Interaction, table: Table, seat: int, version: int,
                   move: Any, cells: list[str], wisp: str | None, wisp_type: str | None,
                   locale: Any) -> None:
    """The finished move: its preview picture, Confirm (bound to ``version``) and Start
    again. Nothing is placed before Confirm."""
    file = await forest_file(table, seat, locale, cells, wisp, wisp_type)
    view = discord.ui.View(timeout=None)
    view.add_item(MoveButton(table.id, version, str(move), label=t("common.button.confirm",
                                                                      locale),
                             style="success", confirmed=True))
    view.add_item(BuilderButton(table.id, version, t(_k("again"), locale), again=True))
    await _edit(interaction, t(_k("preview"), locale, move=str(move)), view, file)


def _tree_menu(table: Table, seat: int, version: int, path: list[str],
               locale: Any) -> BuilderStep:
    """The menu of the next tree cell after ``path`` (``T``, the cells chosen, maybe a row)."""
    chosen = [p for p in path[1:] if not p.startswith("r")]
    row = _row(path[-1]) if len(path) > 1 and path[-1].startswith("r") else None
    kind, values, done = tree_step(table, seat, chosen, row)
    base = ".".join(p for p in path if not p.startswith("r"))
    if kind == "rows":
        options = [discord.SelectOption(label=t(_k("row_option"), locale, row=_row(r)),
                                        value=r) for r in values]
    else:
        options = [discord.SelectOption(label=c, value=c) for c in values]
    if done:
        options.insert(0, discord.SelectOption(
            label=t(_k("trees_done"), locale, cells=", ".join(chosen)), value=TREES_DONE))
    placeholder = t(_k("tree_row") if kind == "rows" else _k("tree_cell"), locale,
                    count=len(chosen))
    return BuilderStep(table.id, version, base, placeholder, options)


async def _tree_one_by_one(interaction: discord.Interaction, table: Table, seat: int,
                           version: int, path: list[str], locale: Any) -> None:
    """Tree cells chosen one at a time: plant when done (or at three), else the next menu."""
    chosen = [p for p in path[1:] if not p.startswith("r") and p != TREES_DONE]
    if path[-1] == TREES_DONE or len(chosen) == 3:
        await _trees_chosen(interaction, table, seat, version, chosen, locale)
        return
    said = t(_k("trees_so_far"), locale, cells=", ".join(chosen)) if chosen else \
        t(_k("trees"), locale)
    view = discord.ui.View(timeout=None)
    view.add_item(_tree_menu(table, seat, version, path, locale))
    await _edit(interaction, said, view)


async def _trees_chosen(interaction: discord.Interaction, table: Table, seat: int,
                        version: int, values: list[str], locale: Any) -> None:
    """Cells picked for a tree turn: refused with the rules' reason, or previewed."""
    text = "trees " + ",".join(values)
    try:
        move = table.game.resolve(table.state, seat, table.game.parse_move(text))
    except GroveError as exc:
        cells = tree_cells(table, seat)
        if len(cells) <= SELECT_LIMIT:
            view = _select(table.id, version, "t", t(_k("trees"), locale), [
                discord.SelectOption(label=c, value=c) for c in cells],
                max_values=min(3, len(cells)))
        else:
            view = discord.ui.View(timeout=None)
            view.add_item(_tree_menu(table, seat, version, ["T"], locale))
        await _edit(interaction, texts.error_text(exc, locale), view)
        return
    assert isinstance(move, wispwood.Trees)  # "trees ..." resolves to a tree turn
    cells = [name(c) for c in move.cells]
    await _preview(interaction, table, seat, version, move, cells, None, None, locale)


def extra_items(table: Table, controls: Sequence[Any], locale: Any) -> list[discord.ui.Item]:
    """Items added to the turn's public post: "Step by step" while a take or tree turn is
    possible, and "Show one forest larger"."""
    items: list[discord.ui.Item] = []
    if any(c.kind == "modal" for c in controls):
        items.append(BuilderButton(table.id, table.row.version, t(_k("button"), locale)))
    if table.state is not None and table.state.phase == "turn":
        items.append(ForestSelect(table.id, t(_k("forest"), locale), [
            discord.SelectOption(label=n[:100], value=str(seat))
            for seat, n in enumerate(table.names)]))
    return items


#: Wispwood's extras, as its registry row names them
EXTRAS = GameExtras(dynamic_items=(BuilderStep, BuilderButton, ForestSelect),
                    extra_items=extra_items, player_picture=player_picture)
