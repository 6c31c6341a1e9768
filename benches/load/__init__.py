"""The load test (``make load``); see ``benches.load.harness``."""
