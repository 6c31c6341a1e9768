# The service's own words (ru).

svc-undo-taken-back = { $who }: { $decisions ->
        [one] отменено { $decisions } решение
        [few] отменены { $decisions } решения
       *[many] отменено { $decisions } решений
    }
