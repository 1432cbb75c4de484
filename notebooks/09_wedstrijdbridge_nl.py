# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 09 · Wedstrijdbridge: de scoremethoden van Artikel 78
#
# **Wat je leert:** hoe één frequentiestaat wordt gescoord volgens de drie methoden van
# Artikel 78 van de *Internationale Spelregels voor Wedstrijdbridge 2017* (Nederlandse Bridge
# Bond en Vlaamse Bridge Liga): op basis van matchpunten (78A), van internationale matchpunten
# (78B) en van scorepunten (78C). De woorden staan in de [woordenlijst](glossary.nl.md).
#
# Alles hier spreekt Nederlands: elke uitleg en elke widget krijgt `lang="nl"`.

# %% [markdown]
# ## De frequentiestaat
#
# Spel 5 (NZ kwetsbaar), gespeeld aan zeven tafels. Elke rij is een tafel: het NZ-paar, het
# OW-paar, het contract, de leider en het resultaat; bridgekit rekent de score voor NZ uit.
# De contracten zijn getypt zoals een Nederlandse speler ze schrijft (`lang="nl"`: 3SA voor
# sans atout, R voor ruiten, K voor klaveren; O is Oost, Z is Zuid) en worden getoond met de
# kleursymbolen, zoals ook de widgets ze tonen.

# %% tags=["nbval-check-output"]
import pandas as pd

import bridgekit as bk
from bridgekit.contract import Contract, contract_text
from bridgekit.i18n import speaking

getypt = pd.DataFrame({
    "board": [5] * 7,
    "ns": [1, 2, 3, 4, 5, 6, 7],
    "ew": [11, 12, 13, 14, 15, 16, 17],
    "contract": ["4S", "4S", "4S", "3SA", "4S", "5RX", "2S"],
    "declarer": ["N", "N", "N", "Z", "N", "O", "N"],
    "result": ["=", "+1", "-1", "+1", "=", "-3", "+2"],
})
# gelezen zoals het Nederlands ze schrijft, bewaard zoals bestanden ze schrijven (4S, 3NT, E)
frequentiestaat = getypt.assign(
    contract=[str(Contract.parse(c, lang="nl")) for c in getypt.contract],
    declarer=[str(bk.Seat.parse(d, lang="nl")) for d in getypt.declarer])
gescoord = bk.score_event(frequentiestaat)
with speaking("nl"):
    tabel = gescoord.assign(contract=[contract_text(c) for c in gescoord.contract],
                            declarer=[bk.Seat.parse(d).spoken for d in gescoord.declarer])
print(tabel[["ns", "ew", "contract", "declarer", "result", "ns_score"]]
      .rename(columns={"ns": "NZ", "ew": "OW", "declarer": "leider", "result": "resultaat",
                       "ns_score": "score NZ"})
      .to_string(index=False, float_format=lambda x: f"{x:+.0f}"))

# %% [markdown]
# ## 78A · Op basis van matchpunten
#
# Artikel 78A: iedere deelnemer krijgt *twee score-eenheden* voor iedere score lager dan de
# zijne, *één* voor iedere score gelijk aan de zijne en *nul* voor iedere hogere score. Met
# zeven scores is de top dus 2 × 6 = 12 matchpunten.

# %% tags=["nbval-check-output"]
print(bk.explain_board(gescoord.ns_score, method="plain", lang="nl"))

# %% [markdown]
# Speelt een spel niet aan elke tafel, dan brengt de formule van Neuberg de scores naar
# dezelfde top. Het voorbeeld van Magic Contest: elf resultaten verwacht, tien gespeeld.

# %% tags=["nbval-check-output"]
print(bk.explain_board([450] + [420] * 5 + [170] * 2 + [-50] * 2, normal=11, lang="nl"))

# %% [markdown]
# ## 78B · Op basis van internationale matchpunten (IMP)
#
# Artikel 78B: het verschil in scorepunten tussen twee scores die met elkaar worden
# vergeleken, wordt omgezet in IMP volgens de schaal (0 – 10 punten: 0 IMP; 20 – 40: 1 IMP;
# ... 4000 of meer: 24 IMP). Bij een parenwedstrijd kan elke score met elke andere worden
# vergeleken (cross-IMP's), of met een datumscore (Butler).

# %% tags=["nbval-check-output"]
print(bk.imps([650 - 620, 620 - 170, 650 - -100]))
print(bk.explain_event_board(frequentiestaat, 5, scoring="cross-imps", lang="nl"))

# %% tags=["nbval-check-output"]
print(bk.explain_event_board(frequentiestaat, 5, scoring="butler", lang="nl"))

# %% [markdown]
# ## 78C · Op basis van scorepunten
#
# Artikel 78C: de score van elke deelnemer is het aantal scorepunten dat hij op alle borden
# samen heeft behaald. Een tweede spel erbij, en elk NZ-paar telt zijn scores op:

# %% tags=["nbval-check-output"]
spel_6 = frequentiestaat.assign(
    board=6, contract=["3NT", "3NT", "4H", "3NT", "2NT", "3NT", "4HX"],
    declarer=["S", "S", "N", "S", "S", "N", "N"], result=["=", "+1", "-1", "-2", "+1", "=", "-2"])
beide = bk.score_event(pd.concat([frequentiestaat, spel_6], ignore_index=True))
totalen = bk.rank_total_points(beide)
print(totalen[totalen.direction == "NS"][["pair", "boards", "total", "rank"]]
      .rename(columns={"pair": "NZ-paar", "boards": "spellen", "total": "scorepunten",
                       "rank": "rang"})
      .to_string(index=False, float_format=lambda x: f"{x:+.0f}"))

# %% [markdown]
# ## Met de widgets, in het Nederlands
#
# De frequentiestaat om zelf in te typen: elke rij wordt gescoord zodra ze af is.

# %%
from bridgekit.widgets import NeubergComparison, TravellerEditor

editor = TravellerEditor(board=5, lang="nl")
editor.table = frequentiestaat
editor

# %% [markdown]
# Matchpunten, de oude manier en Neuberg naast elkaar, op het voorbeeld van Magic Contest:

# %%
NeubergComparison(lang="nl")
