# bridgekit: two commands on a fresh machine with only python3.
#   make lab    set up .venv and open JupyterLab on notebooks/
#   make test   set up .venv, run ruff, mypy and the whole test suite (doctests, notebooks)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8866
# Jupyter refuses to run as root unless told (containers, CI machines)
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab test app lint binder-check benchmark samples screenshots notebooks clean fuzz catalogues \
	test-without-analysis bench-app

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# reinstall only when the project's metadata changes (a second run reuses .venv)
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,browser]'
	touch $(STAMP)

# etc/jupyter: the notebooks' .py sources are not listed beside their .ipynb (one entry each)
lab: $(STAMP)
	JUPYTER_CONFIG_PATH=$(CURDIR)/etc/jupyter $(BIN)/jupyter lab $(ROOT_FLAG) notebooks/

# the app page comes from the project's own template (share/jupyter/voila/templates/bridgekit):
# nothing on it is fetched from the internet. etc/jupyter/voila.json gives the app's cell time
# to send all its widgets when the machine is slow (Binder's server extension reads the same
# from etc/jupyter/jupyter_server_config.json)
app: $(STAMP)
	JUPYTER_PATH=$(CURDIR)/share/jupyter JUPYTER_CONFIG_PATH=$(CURDIR)/etc/jupyter \
		$(BIN)/voila notebooks/app.ipynb --template=bridgekit --port=$(PORT) --no-browser

lint: $(STAMP)
	$(BIN)/ruff check bridgekit tests benchmarks scripts notebooks
	$(BIN)/mypy

# -rs: say why anything was skipped (the browser tests say how to enable them)
test: $(STAMP) lint
	$(BIN)/python -m pytest

# Binder's recipe, proved as Binder uses it: a fresh venv from binder/requirements.txt
# alone (its versions pinned by binder/constraints.txt), installed from the repository root;
# then nothing installed may be missing from the pins, and every notebook is run in it.
binder-check:
	rm -rf .binder-venv
	$(PYTHON) -m venv .binder-venv
	.binder-venv/bin/python -m pip install --quiet --upgrade pip
	.binder-venv/bin/python -m pip install --quiet -r binder/requirements.txt \
		-c binder/constraints.txt pytest nbval
	@if .binder-venv/bin/python -m pip freeze --exclude-editable | grep -v ' @ ' \
		| grep -v -x -F -f binder/constraints.txt; then \
		echo "binder-check: installed above but not pinned in binder/constraints.txt"; exit 1; fi
	.binder-venv/bin/python -m pytest -p no:cacheprovider --nbval-lax --nbval-current-env \
		notebooks/ -o addopts="" -o testpaths=notebooks

# without the analysis extra (no endplay): deals, tables from files, par and results against par
# all work, and dd_table says which extra to install
test-without-analysis:
	rm -rf .plain-venv
	$(PYTHON) -m venv .plain-venv
	.plain-venv/bin/python -m pip install --quiet --upgrade pip
	.plain-venv/bin/python -m pip install --quiet -e . pytest hypothesis
	.plain-venv/bin/python -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('endplay') is not None)"
	.plain-venv/bin/python -m pytest -p no:cacheprovider -o addopts="" --doctest-modules \
		tests/deals/test_par.py tests/deals/test_deal.py bridgekit/deals/double_dummy.py bridgekit/deals/par_score.py \
		bridgekit/deals/deal.py bridgekit/pairs/against_par.py bridgekit/io/hands.py

# the fuzz suite's long profile (more than 100,000 inputs; about an hour on two cores)
fuzz: $(STAMP)
	BRIDGEKIT_FUZZ=long $(BIN)/python -m pytest -q -o addopts="" tests/cross/test_fuzz.py

# the speed benchmark (the bench extra adds Polars, DuckDB and Arrow strings to compare)
benchmark: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/bench_speed.py
	$(BIN)/python benchmarks/bench_pbn.py
	$(BIN)/python benchmarks/bench_files.py

# the speed a visitor of the app feels, in headless Chromium (benchmarks/README.md)
bench-app: $(STAMP)
	$(BIN)/python benchmarks/bench_app.py

# the browser tests again, saving a screenshot of each tab of the app to docs/ (and of the
# projector, narrow screens, typing in Dutch and French, a walk, a published page on a phone)
screenshots: $(STAMP)
	BRIDGEKIT_SCREENSHOTS=docs BRIDGEKIT_REQUIRE_BROWSER=1 $(BIN)/python -m pytest -q \
		-o addopts="" tests/widgets/test_browser.py tests/widgets/test_projector.py \
		tests/widgets/test_screenshots.py

# the notebooks' sources are notebooks/*.py (jupytext percent format): write the .ipynb from
# them, run them (storing the outputs nbval compares) and drop the stored widget state
notebooks: $(STAMP)
	$(BIN)/jupytext --quiet --to ipynb notebooks/*.py
	cd notebooks && ../$(BIN)/jupyter nbconvert --to notebook --execute --inplace *.ipynb
	$(BIN)/python scripts/strip_widget_state.py notebooks/*.ipynb

samples: $(STAMP)
	$(BIN)/python scripts/make_samples.py

# the message catalogues: new messages into every language's .po, then .po -> .mo, and the
# glossary beside the notebooks in each language
catalogues: $(STAMP)
	$(BIN)/python scripts/catalogue.py extract
	$(BIN)/python scripts/catalogue.py update
	$(BIN)/python scripts/catalogue.py compile
	$(BIN)/python scripts/catalogue.py glossaries

clean:
	rm -rf $(VENV) .binder-venv .plain-venv .pytest_cache .ruff_cache
