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


def test_no_function_over_60_lines():
    long = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and code_lines(node) > 60:
                long.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.name} "
                            f"({code_lines(node)} lines)")
    assert long == []
