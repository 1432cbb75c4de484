"""The labels under a chart's x axis never collide: upright where they fit side by side,
else slanted and written every so many places, each slanted line of text at least a text's
height clear of the next (a line ``dx * sin(35°)`` from the next when ``dx`` apart)."""

import itertools
import math
import re

import pytest

from bridgekit.errors import OptionError
from bridgekit.show.charts import LARGE, NORMAL, SLANT, bars_svg, swing_svg


def x_labels(svg: str) -> list[tuple[float, str, bool]]:
    """Each x label: where it stands, its text, and whether it is slanted."""
    found = re.findall(r'<text class="x" x="([\d.]+)" y="[\d.]+" text-anchor="(\w+)"[^>]*>([^<]*)<',
                       svg)
    return [(float(x), text, anchor == "end") for x, anchor, text in found]


@pytest.mark.parametrize("look", [NORMAL, LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("count", [10, 40, 120])
def test_neuberg_and_swing_labels_stay_a_line_apart(look, count):
    labels = [f"#{i + 1} {'+' if i % 3 else '-'}{420 + 10 * i}" for i in range(count)]
    for svg in (bars_svg(labels, {"plain": [1.0] * count, "neuberg": [2.0] * count},
                         title="t", ylabel="MP", look=look),
                swing_svg(list(range(1, count + 1)), [3.0] * count, [3.0 * k for k in
                                                                      range(count)],
                          title="t", ylabel="IMPs", look=look)):
        shown = x_labels(svg)
        assert shown and shown[0][1] in (labels[0], "1")  # the first is always written
        for (x1, text, slanted), (x2, _next, _) in itertools.pairwise(shown):
            if slanted:  # parallel lines of text: their distance apart, across the lines
                assert (x2 - x1) * math.sin(math.radians(SLANT)) >= look.text, (x1, x2)
            else:  # side by side: half of each (at 0.6 of the text size a character)
                assert x2 - x1 >= 0.6 * look.text * (len(text) + len(_next)) / 2, (x1, x2)


def test_forty_results_write_every_other_label_and_keep_the_rest_in_the_bars():
    """40 results on a 676-pixel plot: 16.9 pixels a result, a slanted line every 9.7
    pixels: every second label (19.4 pixels >= 13 x 1.2), the others in the bars' tooltips."""
    labels = [f"#{i + 1} +420" for i in range(40)]
    svg = bars_svg(labels, {"plain": [1.0] * 40}, title="t", ylabel="MP")
    assert [text for _x, text, _s in x_labels(svg)] == labels[::2]
    assert svg.count("<title>#2 +420, plain: 1.0</title>") == 1


def test_a_chart_takes_its_colours_from_its_look_and_refuses_an_option_it_has_not():
    from dataclasses import replace

    svg = bars_svg(["#1"], {"plain": [1.0], "neuberg": [2.0]}, title="t", ylabel="MP",
                   look=replace(NORMAL, colours=("#111111",)))
    assert svg.count('fill="#111111"') == 4  # both series' bars and legend keys, colour reused
    with pytest.raises(OptionError, match="colours: a swing chart's options are look and line"):
        swing_svg([1], [3.0], [3.0], title="t", ylabel="IMPs", colours=["#111111"])
