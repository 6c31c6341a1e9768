# The service's own words (el).
