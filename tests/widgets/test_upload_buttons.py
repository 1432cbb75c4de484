"""Every upload button is made by :func:`bridgekit.show.upload_button`: in each language its
label has a rule in the shared styles its widget carries, so the label is shown alone
(ipywidgets writes "Open a file (0)"; tests/widgets/test_browser_upload.py reads the page).
"""

from __future__ import annotations

import ipywidgets as w
import pytest

from bridgekit.i18n import PSEUDO
from bridgekit.show.widgets import style_html, upload_button
from bridgekit.widgets import ClubVersusFieldView, DealDiagram, SwingChart, TravellerEditor

#: each widget with an upload button, and its label in English, Dutch and French
LABELS = {
    TravellerEditor: ("Open a file", "Bestand openen", "Ouvrir un fichier"),
    ClubVersusFieldView: ("Open a file", "Bestand openen", "Ouvrir un fichier"),
    SwingChart: ("Open a teams file", "Viertallenbestand openen", "Ouvrir un fichier par quatre"),
    DealDiagram: ("Open hand records", "Spelverdelingen openen", "Ouvrir des fiches de donnes"),
}


def _styles(widget: w.Widget) -> list[str]:
    """The text of every style element in the widget's tree."""
    if isinstance(widget, w.HTML):
        return [widget.value] if widget.value.startswith("<style>") else []
    return [s for child in getattr(widget, "children", ()) for s in _styles(child)]


def _drawn(upload: w.FileUpload, styles: list[str]) -> str:
    """The label the rules draw on the button (empty: none)."""
    labels = [c for c in upload._dom_classes if c.startswith("bk-label-")]
    assert len(labels) <= 1, upload._dom_classes
    if not labels or "bk-labelled" not in upload._dom_classes:
        return ""
    rule = f".jupyter-button.{labels[0]}::before {{ content: "
    found = [s.split(rule, 1)[1].split(";", 1)[0] for s in styles if rule in s]
    assert found, labels
    return found[0].strip('"')


@pytest.mark.parametrize("cls", list(LABELS))
def test_each_widgets_upload_shows_its_label_in_each_language(cls):
    view = cls(lang="nl")
    styles = _styles(view)
    upload = view.upload
    assert (upload.icon, upload.multiple) == ("", False)
    assert upload.description == _drawn(upload, styles) == LABELS[cls][1]
    view.lang = "fr"  # said again in place: the label drawn follows
    assert upload.description == _drawn(upload, styles) == LABELS[cls][2]
    view.lang = "en"
    assert upload.description == _drawn(upload, styles) == LABELS[cls][0]
    view.lang = PSEUDO  # the test language: each message whole between its markers
    assert _drawn(upload, styles) == f"⟦{LABELS[cls][0]}⟧"


def test_a_label_no_rule_draws_is_shown_as_ipywidgets_writes_it():
    upload = upload_button(".pbn", "bk-x", flex="0 0 auto")
    assert upload.layout.width == "auto" and upload.layout.flex == "0 0 auto"
    upload.description = "Open hand records"
    assert _drawn(upload, _styles(style_html())) == "Open hand records"
    upload.description = "Upload"  # ipywidgets' own: its text is left in view, count and all
    assert upload._dom_classes == ("bk-x",)
