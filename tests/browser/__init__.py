"""Browser tests of the pages (lobby, table, replay) in Debian's headless Chromium."""
