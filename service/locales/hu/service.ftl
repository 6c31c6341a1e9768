# The service's own words (hu).

svc-undo-taken-back = { $who } visszavont { $decisions } döntést
