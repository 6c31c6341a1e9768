# species-arena: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip

.PHONY: install run test test-rust test-python bench screenshots clean

# Python dependencies and the Rust extension (release build through maturin).
install:
	$(PIP) install -q -e '.[test]'

run: install
	species-arena serve --host 127.0.0.1 --port 8000

test-rust:
	cargo test -p core_rs

test-python:
	$(PYTHON) -m pytest

test: install test-rust test-python

# Benchmarks (issue 8): cargo bench, the callgrind instruction count, the pytest benchmarks
# (saved under .benchmarks/, compare runs with `pytest benches/ --benchmark-enable
# --benchmark-compare`), then one summary table with every target's ratio and PASS/FAIL.
BENCH_OUT := $(CURDIR)/.benchmarks

bench: install
	mkdir -p $(BENCH_OUT)
	rm -f $(BENCH_OUT)/figures.json $(BENCH_OUT)/cargo-bench.json
	SPECIES_BENCH_CARGO_JSON=$(BENCH_OUT)/cargo-bench.json cargo bench -p core_rs --bench core
	$(PYTHON) benches/callgrind.py
	$(PYTHON) -m pytest benches/ --benchmark-enable --benchmark-autosave \
		--benchmark-json=$(BENCH_OUT)/latest.json
	$(PYTHON) benches/summary.py

# PNGs of a mid-game table of each game (docs/screenshots/<game>.png), taken in Debian's
# headless Chromium against a temporary server.
screenshots: install
	$(PYTHON) -m tests.browser.screenshots

clean:
	rm -rf target var .pytest_cache .hypothesis
