# The service's own words (ru).
