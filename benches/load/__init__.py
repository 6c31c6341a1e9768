"""The load test of issue 18 (``make load``); see ``benches.load.harness``."""
