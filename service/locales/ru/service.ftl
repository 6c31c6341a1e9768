# The service's own words (ru).

svc-undo-taken-back = { $who }: { $decisions ->
        [one] отменено { $decisions } решение
        [few] отменены { $decisions } решения
       *[many] отменено { $decisions } решений
    }

svc-bot-random = Случайный бот
svc-bot-greedy = Жадный бот
svc-bot-search = Поисковый бот
svc-bot-budget = { $bot } ({ $budget })
svc-bot-ms = { $n } мс
svc-bot-iterations = { $n ->
        [one] { $n } итерация
        [few] { $n } итерации
       *[many] { $n } итераций
    }

svc-seat-configured = Запасной бот: { $bot }
svc-seat-configured-clock = Запасной бот: { $bot }; часы: { $clock }
svc-clock-turn = { $n } с на решение
svc-clock-game = { $n } с на место за всю партию
svc-seat-resigned = Место { $seat } сдалось; теперь за него играет: { $bot }
svc-seat-timed-out = Место { $seat } пропустило срок ({ $deadline }); решение за него принял: { $bot }
svc-seat-replaced-player = Место { $seat } передано игроку { $player }
svc-seat-replaced-bot = Место { $seat } передано: { $bot }
svc-seat-token-rotated-admin = Токен места { $seat } заменён новым (администратором)
svc-seat-token-rotated-seat = Токен места { $seat } заменён новым (по запросу самого места)
svc-seat-token-revoked = Токен места { $seat } отозван
svc-game-abandoned = Партия прекращена ({ $by }): { $reason }
