# The service's own words (en).
