# species-arena: the two commands a newcomer needs are `make run` and `make test`.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip

.PHONY: install run test test-rust test-python bench clean

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

clean:
	rm -rf target var .pytest_cache .hypothesis
