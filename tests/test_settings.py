"""Settings: one typed value for how an event is scored; the programs' ways as presets; one
home for the option vocabulary."""

from __future__ import annotations

import dataclasses
import typing

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgekit as bk
from bridgekit.pairs.published import SCORINGS, settings_for
from bridgekit.pairs.ranking import SCALINGS
from bridgekit.pairs.scoring import METHODS
from bridgekit.pairs.traveller import MOVEMENTS
from bridgekit.rulings import ARTIFICIAL
from bridgekit.settings import PRESET_WORDS, PRESETS, PROGRAMS, VOCABULARY, Settings
from bridgekit.teams.vp import VP_SCALES


def test_every_option_vocabulary_has_one_home():
    assert METHODS == VOCABULARY["method"][0]
    assert MOVEMENTS == VOCABULARY["movement"][0]
    assert ARTIFICIAL == VOCABULARY["artificial"][0]
    assert SCORINGS == VOCABULARY["scoring"][0][:3]
    assert SCALINGS == VOCABULARY["totals_scaling"][0][1:]
    assert set(VP_SCALES) == set(VOCABULARY["vp_scale"][0])
    hints = typing.get_type_hints(Settings)
    for name, (choices, _what) in VOCABULARY.items():
        if name != "vp_scale":  # a str: the scales' words live with the scales
            assert set(typing.get_args(hints[name])) == set(choices), name


def test_a_preset_is_a_program_s_whole_way():
    assert Settings.of("acblscore").scale == "acbl"  # a convention alone sets its scale
    assert Settings.of("compscore").changed() == {
        "totals_normal": "max", "totals_scaling": "direction", "printed": "half_even",
        "convention": "compscore"}
    assert Settings.of("bridgekit") == Settings()
    assert set(PRESETS) - {"bridgekit"} == set(PROGRAMS)
    assert set(PRESET_WORDS) <= set(PRESETS)
    assert all(preset.convention == name for name, preset in PRESETS.items()
               if name != "bridgekit")


@pytest.mark.parametrize("changes, message", [
    ({"method": "swiss"}, "method='swiss': one of 'plain'"),
    ({"scale": "wbf"}, "scale='wbf': one of 'ebu', 'acbl'"),
    ({"normal": 0}, "normal=0"),
    ({"drop": -1}, "drop=-1"),
    ({"convention": "nosuch"}, "convention='nosuch'"),
    ({"colour": "red"}, "colour='red': not a setting"),
])
def test_a_bad_setting_is_one_option_error_naming_it(changes, message):
    with pytest.raises(bk.OptionError, match=message):
        Settings().replace(**changes)


def test_a_file_s_settings_come_from_its_tags_then_the_shortcuts():
    import pandas as pd

    df = pd.DataFrame({"board": [1], "ns": [1], "ew": [1], "ns_score": [420]})
    df.attrs.update(program={"name": "Compscore3", "version": "1"}, movement="howell")
    s = settings_for(df)
    assert (s.convention, s.movement) == ("compscore", "howell")
    assert settings_for(df, method="plain", rounding="acbl").changed()["datum_rounding"] == "acbl"
    assert settings_for(df, convention="bridgekit").convention is None


@given(st.sampled_from(sorted(PRESETS)),
       st.sampled_from([f.name for f in dataclasses.fields(Settings)
                        if f.name in VOCABULARY]), st.data())
def test_any_setting_changed_to_an_accepted_value_is_kept(name, field, data):
    value = data.draw(st.sampled_from(VOCABULARY[field][0]))
    changed = Settings.of(name).replace(**{field: value})
    assert getattr(changed, field) == value
    assert hash(changed) == hash(Settings.of(name).replace(**{field: value}))
