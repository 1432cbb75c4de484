"""The README's tour runs as a doctest: every number it shows is one bridgekit prints."""

import doctest
from pathlib import Path


def test_readme_tour():
    readme = Path(__file__).parents[2] / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=(
        doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS))
    assert result.attempted >= 10
    assert result.failed == 0
