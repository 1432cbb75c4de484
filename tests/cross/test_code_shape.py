"""The package stays readable: no function longer than 60 lines of code (its docstring not
counted), and no rule text's folder numbers anywhere a user reads (see test_public_api)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[2] / "bridgekit"


def code_lines(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    lines = node.end_lineno - node.lineno + 1
    first = node.body[0]
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
            and isinstance(first.value.value, str):
        lines -= first.end_lineno - first.lineno + 1
    return lines


def functions():
    """Every function of the package, as (where, node): ``bridgekit/x.py:12 name``."""
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                yield f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.name}", node


def test_no_function_over_60_lines():
    long = [f"{where} ({code_lines(node)} lines)" for where, node in functions()
            if code_lines(node) > 60]
    assert long == []


WINGS = ("pairs", "teams", "deals", "show", "io", "widgets")


def wing_of(module: str) -> str:
    """``bridgekit.pairs.event`` -> ``pairs``; a ground-floor module is its own room."""
    parts = module.split(".")
    return parts[1] if len(parts) > 2 and parts[1] in WINGS else module


def public_names(module: str) -> set[str]:
    """The names a module's ``__all__`` makes public (gettext's ``_`` and ``N_`` among them)."""
    path = PACKAGE.parent.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__"
                                                for t in node.targets):
            return set(ast.literal_eval(node.value))
    return set()


def test_no_underscore_name_is_imported_across_wings():
    """A private name stays in its wing; a name its module's ``__all__`` lists is public
    (gettext's ``_`` for a translated message, ``N_`` for one marked)."""
    crossing = []
    for path in PACKAGE.rglob("*.py"):
        here = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bridgekit"):
                private = [a.name for a in node.names if a.name.startswith("_")
                           and a.name not in public_names(node.module)]
                if private and wing_of(node.module) != wing_of(here):
                    crossing.append(f"{here} imports {', '.join(private)} from {node.module}")
    assert crossing == []


def test_each_wing_has_a_face_that_pins_dir():
    import importlib

    for wing in WINGS[:-1]:  # widgets has its own test (it needs ipywidgets)
        face = importlib.import_module(f"bridgekit.{wing}")
        assert sorted(face.__all__) == face.__dir__(), wing
        assert all(hasattr(face, name) for name in face.__all__), wing


def test_every_test_module_has_a_name_of_its_own():
    """pytest imports test modules by their base name: two with one name stop the whole run."""
    from collections import Counter
    from pathlib import Path

    names = Counter(p.name for p in (Path(__file__).parents[1]).rglob("test_*.py"))
    assert [name for name, count in names.items() if count > 1] == []


#: The floors of the house, lowest first: a module imports at import time only modules on its
#: own floor or below (read from its source). ``result`` scores an event with the scoring
#: wings; ``io``'s text formats sit beside it, its facade above; ``show`` renders a result
#: and scores nothing; the widgets and the command line stand on top. A rendering may be
#: imported lazily, when it is first shown (a result's ``_repr_html_``).
FLOORS = {
    "ground": 0, "deals": 1, "pairs": 1, "teams": 1, "result": 2, "io-formats": 2,
    "io": 3, "data": 3, "show": 4, "widgets": 5, "cli": 5, "archive": 5, "bridgekit": 6,
}
#: the scoring modules ``show`` may read, none of which scores: rankings and frequencies of
#: a scored frame, a deal and its double-dummy table, par from a hand record's own tags (or
#: computed when a printed hand record asks for it), the VP and hybrid tables it draws
SHOWN = {"bridgekit.pairs.ranking", "bridgekit.deals.deal", "bridgekit.deals.double_dummy",
         "bridgekit.deals.par_score", "bridgekit.teams.hybrid", "bridgekit.pairs.factoring",
         "bridgekit.pairs.scoring"}


def floor_of(module: str) -> str:
    parts = module.split(".")
    if module == "bridgekit":
        return "bridgekit"
    if parts[1] == "io":
        return "io" if len(parts) == 2 else "io-formats"
    if parts[1] in ("deals", "pairs", "teams", "show", "widgets", "data", "result", "cli",
                    "archive"):
        return parts[1]
    return "ground"


def imports_of(path: Path) -> list[tuple[str, bool]]:
    """Each bridgekit module ``path`` imports, and whether at import time (a lazy import in a
    function is not; one only for type checking is left out)."""
    found = []

    def visit(node: ast.AST, top: bool) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bridgekit"):
            names = [f"{node.module}.{a.name}" if node.module == "bridgekit" else node.module
                     for a in node.names]
            found.extend((name, top) for name in names)
        elif isinstance(node, ast.Import):
            found.extend((a.name, top) for a in node.names if a.name.startswith("bridgekit"))
        inner = top and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), True)
    return found


def test_arrows_point_down():
    """No module imports one on a floor above its own at import time (read from the
    imports), and ``show`` imports nothing that scores, even lazily."""
    upward = []
    for path in PACKAGE.rglob("*.py"):
        here = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        here = here.removesuffix(".__init__")
        for target, top in imports_of(path):
            if top and FLOORS[floor_of(target)] > FLOORS[floor_of(here)]:
                upward.append(f"{here} imports {target}")
            if floor_of(here) == "show" and floor_of(target) in ("deals", "pairs", "teams",
                                                                 "result", "io") \
                    and target not in SHOWN:
                upward.append(f"{here} (show) imports {target}")
            if not top and FLOORS[floor_of(target)] > FLOORS[floor_of(here)] \
                    and floor_of(target) not in ("show", "io", "io-formats"):
                upward.append(f"{here} imports {target} when called")
    assert upward == []


def parameters(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """A function's named parameters, ``self`` and ``cls`` not counted (``*args`` and
    ``**shortcuts`` neither: options beyond the first few go through ``settings=``)."""
    a = node.args
    names = [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs]
    return len(names) - (names[:1] in (["self"], ["cls"]))


#: Functions with more than six parameters in bridgekit/: none (the rest go through
#: ``settings=``, or a small value such as pairs/scoring.py's Boards).
MOST_PARAMETERS_CEILING = 0


def test_few_functions_take_more_than_six_parameters():
    wide = [f"{where} ({parameters(node)})" for where, node in functions()
            if parameters(node) > 6]
    assert len(wide) <= MOST_PARAMETERS_CEILING, "\n".join(sorted(wide))


def test_parameters_are_counted_without_self_and_starred_options():
    tree = ast.parse("def f(self, a, b=1, *rest, c, **more): pass\ndef g(a, /, b, *, c): pass")
    assert [parameters(n) for n in tree.body] == [3, 3]
