# The service's own words (hu).
