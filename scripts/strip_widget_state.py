"""Drop the stored widget state from executed notebooks (it is rebuilt whenever a notebook
runs, and it made up nearly all of the notebooks' size)."""

from __future__ import annotations

import sys

import nbformat


def main(paths: list[str]) -> None:
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        nb.metadata.pop("widgets", None)
        nbformat.write(nb, path)
        print("stripped", path)


if __name__ == "__main__":
    main(sys.argv[1:])
