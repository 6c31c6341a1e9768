# species-arena: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip

.PHONY: install run test test-rust test-python bench-gate bench screenshots clean

# Python dependencies and the Rust extension (release build through maturin).
install:
	$(PIP) install -q -e '.[test]'

run: install
	species-arena serve --host 127.0.0.1 --port 8000

test-rust:
	cargo test -p core_rs

test-python:
	$(PYTHON) -m pytest

# The instruction-count gate (issue 19): instructions per applied action, per legal-action
# list and per whole-board recompute of every game and player count, under callgrind, must
# stay within 3% of benches/baseline.json. A change that means to cost more updates the
# baseline in the same commit: `python benches/gate.py --update --reason '...'`.
bench-gate:
	$(PYTHON) benches/gate.py

test: install test-rust test-python bench-gate

# Benchmarks (issues 8 and 19), every game: the calibration kernel, cargo bench, the
# callgrind instruction counts, the pytest benchmarks (saved under .benchmarks/, compare runs
# with `pytest benches/ --benchmark-enable --benchmark-compare`), the calibration again (the
# fastest is kept), then one summary table with every target's verdict; the run is appended
# to benches/history.jsonl, docs/bench-trend.png is redrawn, and the gate judges the counts.
BENCH_OUT := $(CURDIR)/.benchmarks

bench: install
	mkdir -p $(BENCH_OUT)
	rm -f $(BENCH_OUT)/figures.json $(BENCH_OUT)/cargo-bench.json
	$(PYTHON) benches/calibrate.py
	SPECIES_BENCH_CARGO_JSON=$(BENCH_OUT)/cargo-bench.json cargo bench -p core_rs --bench core
	$(PYTHON) benches/callgrind.py
	$(PYTHON) -m pytest benches/ --benchmark-enable --benchmark-autosave \
		--benchmark-json=$(BENCH_OUT)/latest.json
	$(PYTHON) benches/calibrate.py
	$(PYTHON) benches/summary.py --record
	$(PYTHON) benches/summary.py --trend
	$(PYTHON) benches/gate.py --figures $(BENCH_OUT)/figures.json

# PNGs of a mid-game table of each game (docs/screenshots/<game>.png), taken in Debian's
# headless Chromium against a temporary server.
screenshots: install
	$(PYTHON) -m tests.browser.screenshots

clean:
	rm -rf target var .pytest_cache .hypothesis
