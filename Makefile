# species-arena: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip

.PHONY: install run test test-rust test-rust-build gate-build test-python bench-gate bench screenshots strength load soak clean

# Python dependencies, the typed client (clients/python, which the service's structs come
# from) and the Rust extension (release build through maturin). This is the development
# build: core_rs gets its `testing` feature (the self-play harness behind `species-arena
# selfplay` / `report` and the benchmarks' random games); the product wheel (`pip install .`)
# has only `python`.
DEV_FEATURES := python,testing

install:
	@echo "[make] $$(date -u +%H:%M:%S) install"
	$(PIP) install -q -e ./clients/python
	CARGO_TARGET_DIR=$(CURDIR)/target/maturin MATURIN_PEP517_ARGS="--features $(DEV_FEATURES)" $(PIP) install -q -e '.[test]'

run: install
	species-arena serve --host 127.0.0.1 --port 8000

# The Rust tests build into a target folder of their own, so that their build, the wheel's
# (target/maturin) and the gate's release example (target/release) can run at once: each of
# the three spends minutes in one rustc process, which leaves the other core idle.
RUST_TEST_DIR := $(CURDIR)/target/tests

test-rust:
	@echo "[make] $$(date -u +%H:%M:%S) test-rust"
	cargo test -p core_rs --target-dir $(RUST_TEST_DIR)

test-rust-build:
	@echo "[make] $$(date -u +%H:%M:%S) test-rust-build"
	cargo test -p core_rs --no-run -q --target-dir $(RUST_TEST_DIR)
	cargo check -p core_rs --features testing --examples --benches -q --target-dir $(RUST_TEST_DIR)

# The release build of the callgrind example (benches/callgrind.py's), which the gate and
# tests/test_benches.py run under valgrind.
gate-build:
	@echo "[make] $$(date -u +%H:%M:%S) gate-build"
	cargo build --release -q -p core_rs --features testing --example callgrind

# The Python suite on both cores (pytest-xdist; each worker starts its own servers and
# browser; the long property and differential tests are split into fixed-size parts).
PYTEST_WORKERS ?= 2

test-python:
	@echo "[make] $$(date -u +%H:%M:%S) test-python"
	$(PYTHON) -m pytest -n $(PYTEST_WORKERS) --dist worksteal

# The instruction-count gate: instructions per applied action, per legal-action
# list and per whole-board recompute of every game and player count, under callgrind, must
# stay within 3% of benches/baseline.json. A change that means to cost more updates the
# baseline in the same commit: `python benches/gate.py --update --reason '...'`.
bench-gate:
	@echo "[make] $$(date -u +%H:%M:%S) bench-gate"
	$(PYTHON) benches/gate.py

# The two builds the suites need first (the wheel, the Rust tests) at once; then the Rust
# and Python suites while the gate's release build runs at the lowest priority, in the
# time they leave a core idle (pytest keeps the two cores about 88% busy: on a clean
# machine the build ends near the suite's end, where the two tests that need it run); then
# the gate. A failure anywhere fails the target, after the background build has ended.
test:
	$(MAKE) --no-print-directory -j2 install test-rust-build
	@nice -n 19 $(MAKE) --no-print-directory gate-build & gate=$$!; status=0; \
	$(MAKE) --no-print-directory test-rust test-python || status=$$?; \
	wait $$gate || status=$$?; exit $$status
	$(MAKE) --no-print-directory bench-gate

# Benchmarks, every game: the calibration kernel, cargo bench, the
# callgrind instruction counts, the pytest benchmarks (saved under .benchmarks/, compare runs
# with `pytest benches/ --benchmark-enable --benchmark-compare`), the calibration again (the
# fastest is kept), then one summary table with every target's verdict; the run is appended
# to benches/history.jsonl, docs/bench-trend.png is redrawn, and the gate judges the counts.
BENCH_OUT := $(CURDIR)/.benchmarks

bench: install
	mkdir -p $(BENCH_OUT)
	rm -f $(BENCH_OUT)/figures.json $(BENCH_OUT)/cargo-bench.json
	$(PYTHON) benches/calibrate.py
	SPECIES_BENCH_CARGO_JSON=$(BENCH_OUT)/cargo-bench.json cargo bench -p core_rs --features testing --bench core
	$(PYTHON) benches/callgrind.py
	$(PYTHON) -m pytest benches/ --benchmark-enable --benchmark-autosave \
		--benchmark-json=$(BENCH_OUT)/latest.json
	$(PYTHON) benches/calibrate.py
	$(PYTHON) -m benches.bot_fairness --samples 20 --json $(BENCH_OUT)/bot-fairness.json
	$(PYTHON) benches/summary.py --record
	$(PYTHON) benches/summary.py --trend
	$(PYTHON) benches/gate.py --figures $(BENCH_OUT)/figures.json

# PNGs of a mid-game table of each game (docs/screenshots/<game>.png), taken in Debian's
# headless Chromium against a temporary server.
screenshots: install
	$(PYTHON) -m tests.browser.screenshots
# The search bot's strength table of docs/bots.md (seeded, iteration budgets, so
# the results do not depend on the machine; game i uses seed i, so a longer run extends a
# shorter one). The defaults reproduce that table exactly (about 1.5 h on two
# cores); `make test` runs the smoke version (search_tests in cargo test).
STRENGTH_GAMES ?= 100
STRENGTH_RANDOM_GAMES ?= 80
DS_GAMES ?= 60
DS_RANDOM_GAMES ?= 80
STRENGTH_THREADS ?= 2
STRENGTH_OUT := docs/strength
ARENA := species-arena arena --threads $(STRENGTH_THREADS)

strength: install
	mkdir -p $(STRENGTH_OUT)
	$(ARENA) la-isla --seats 2 --bots search:1000,greedy --games $(STRENGTH_GAMES) --png $(STRENGTH_OUT)/la-isla-vs-greedy.png --json $(STRENGTH_OUT)/la-isla-vs-greedy.json | tee $(STRENGTH_OUT)/la-isla-vs-greedy.txt
	$(ARENA) evo --seats 3 --bots search:1000,greedy --games $(STRENGTH_GAMES) --png $(STRENGTH_OUT)/evo-vs-greedy.png --json $(STRENGTH_OUT)/evo-vs-greedy.json | tee $(STRENGTH_OUT)/evo-vs-greedy.txt
	$(ARENA) dominant-species --seats 2 --bots search:500,greedy --games $(DS_GAMES) --png $(STRENGTH_OUT)/dominant-species-vs-greedy.png --json $(STRENGTH_OUT)/dominant-species-vs-greedy.json | tee $(STRENGTH_OUT)/dominant-species-vs-greedy.txt
	$(ARENA) la-isla --seats 2 --bots search:1000,random --games $(STRENGTH_RANDOM_GAMES) --png $(STRENGTH_OUT)/la-isla-vs-random.png --json $(STRENGTH_OUT)/la-isla-vs-random.json | tee $(STRENGTH_OUT)/la-isla-vs-random.txt
	$(ARENA) evo --seats 3 --bots search:1000,random --games $(STRENGTH_RANDOM_GAMES) --png $(STRENGTH_OUT)/evo-vs-random.png --json $(STRENGTH_OUT)/evo-vs-random.json | tee $(STRENGTH_OUT)/evo-vs-random.txt
	$(ARENA) dominant-species --seats 2 --bots search:500,random --games $(DS_RANDOM_GAMES) --png $(STRENGTH_OUT)/dominant-species-vs-random.png --json $(STRENGTH_OUT)/dominant-species-vs-random.json | tee $(STRENGTH_OUT)/dominant-species-vs-random.txt
	$(PYTHON) benches/strength_chart.py

# The load test. A server on 127.0.0.1 (ports from LOAD_PORT) per step, on a fresh
# store, N concurrent games for LOAD_DURATION seconds each, on SQLite and (when POSTGRES_HOST
# is set) PostgreSQL; then every acknowledged action is checked in the store. Writes
# docs/load/results.{md,json} and docs/load/latency.png.
# `make load LOAD_N=10,50 LOAD_DURATION=10 LOAD_STORES=sqlite LOAD_WORKERS=2`
# The load client is the Rust species-loadgen (benches/loadgen, built by the harness) unless
# it cannot be built; LOAD_ARGS="--client python" takes the Python one, "--include-next" one
# request per decision, "--open-loop 200:500:20" an open-loop step.
LOAD_N ?= 10,50,200,1000
# Closed-loop steps with one request per decision (?include=next), and the open loop.
LOAD_NEXT_N ?= 200
LOAD_OPEN ?= 1000:300:60
# The same open loop played as the web table plays, one request per decision (SQLite).
LOAD_OPEN_NEXT ?= 1000:300:60
LOAD_DURATION ?= 20
LOAD_STORES ?= auto
LOAD_WORKERS ?= 1
LOAD_CLIENTS ?= 0
LOAD_PORT ?= 8120
LOAD_ARGS ?=

# First the load tests marked slow (the Rust client's: they build it), then the harness.
# The soak (benches/soak.py): honest play, spectators, streams and the hostile requests of
# the "Hostile load" issue against a server on 127.0.0.1 for SOAK_SECONDS, then the audit
# of every game, nothing acknowledged lost, no 5xx, RSS and open files back near the start.
SOAK_SECONDS ?= 300

soak: install
	$(PYTHON) -m benches.soak --seconds $(SOAK_SECONDS)

load: install
	$(PYTHON) -m pytest -q -m slow tests/test_load.py
	$(PYTHON) -m benches.load --n $(LOAD_N) --duration $(LOAD_DURATION) --stores $(LOAD_STORES) \
		--workers $(LOAD_WORKERS) --clients $(LOAD_CLIENTS) --port $(LOAD_PORT) \
		--next-n '$(LOAD_NEXT_N)' $(if $(LOAD_OPEN),--open-loop $(LOAD_OPEN)) \
		$(if $(LOAD_OPEN_NEXT),--open-loop-next $(LOAD_OPEN_NEXT)) $(LOAD_ARGS)

clean:
	rm -rf target var .pytest_cache .hypothesis
