"""Every upload button is made by :func:`bridgekit.show.upload_button`: its text is its label
in the language its widget speaks, alone (ipywidgets' FileUpload writes "Open a file (0)";
tests/widgets/test_browser_upload.py reads the page in JupyterLab), and a file chosen comes
back as FileUpload holds it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgekit.i18n import PSEUDO
from bridgekit.show.widgets import UPLOAD_ESM, upload_button
from bridgekit.widgets import ClubVersusFieldView, DealDiagram, SwingChart, TravellerEditor

HANDS = Path(__file__).resolve().parents[2] / "bridgekit" / "data" / "sample_hands.pbn"

#: each widget with an upload button, and its label in English, Dutch and French
LABELS = {
    TravellerEditor: ("Open a file", "Bestand openen", "Ouvrir un fichier"),
    ClubVersusFieldView: ("Open a file", "Bestand openen", "Ouvrir un fichier"),
    SwingChart: ("Open a teams file", "Viertallenbestand openen", "Ouvrir un fichier par quatre"),
    DealDiagram: ("Open hand records", "Spelverdelingen openen", "Ouvrir des fiches de donnes"),
}


@pytest.mark.parametrize("cls", list(LABELS))
def test_each_widgets_upload_says_its_label_in_each_language(cls):
    view = cls(lang="nl")
    upload = view.upload
    assert upload.get_state()["description"] == LABELS[cls][1]  # what the browser writes
    view.lang = "fr"  # said again in place
    assert upload.get_state()["description"] == LABELS[cls][2]
    view.lang = "en"
    assert upload.get_state()["description"] == LABELS[cls][0]
    view.lang = PSEUDO  # the test language: each message whole between its markers
    assert upload.description == f"⟦{LABELS[cls][0]}⟧"


def test_the_button_writes_its_description_alone():
    upload = upload_button(".pbn", "bk-x", flex="0 0 auto")
    assert upload.layout.width == "auto" and upload.layout.flex == "0 0 auto"
    assert upload._dom_classes == ("bk-x",) and upload.accept == ".pbn"
    # the view's text is the description, with no count after it
    assert "button.textContent = model.get('description');" in UPLOAD_ESM
    assert "length" not in UPLOAD_ESM


def test_a_file_sent_by_the_browser_opens_as_an_upload_did():
    """The browser sends the file's name, type, size and date, and its bytes as a buffer;
    the Deal and par view opens it as from ipywidgets' FileUpload (sample_hands.pbn: boards
    1 to 4 with their deals)."""
    view = DealDiagram()
    data = HANDS.read_bytes()
    view.upload._received(view.upload, {"name": "sample_hands.pbn", "type": "", "size": len(data),
                                        "last_modified": 0}, [memoryview(data)])
    item = view.upload.value[0]
    assert (item["name"], bytes(item["content"])) == ("sample_hands.pbn", data)
    assert list(view.hand_records.board) == [1, 2, 3, 4]
    view.upload._received(view.upload, {"event": "other"}, [])  # anything else: nothing
    assert view.upload.value[0]["name"] == "sample_hands.pbn"
