# The service's own words (hu).

svc-undo-taken-back = { $who } visszavont { $decisions } döntést

svc-bot-random = Véletlen bot
svc-bot-greedy = Mohó bot
svc-bot-search = Kereső bot
svc-bot-budget = { $bot } ({ $budget })
svc-bot-ms = { $n } ms
svc-bot-iterations = { $n } iteráció

svc-seat-configured = Tartalék bot: { $bot }
svc-seat-configured-clock = Tartalék bot: { $bot }; óra: { $clock }
svc-clock-turn = döntésenként { $n } mp
svc-clock-game = helyenként { $n } mp a teljes játszmára
svc-seat-resigned = A(z) { $seat }. hely feladta a játszmát; mostantól ez játszik helyette: { $bot }
svc-seat-timed-out = A(z) { $seat }. hely lekéste a határidejét ({ $deadline }); helyette döntött: { $bot }
svc-seat-replaced-player = A(z) { $seat }. helyet { $player } játékos kapta meg
svc-seat-replaced-bot = A(z) { $seat }. helyet átvette: { $bot }
svc-seat-token-rotated-admin = A(z) { $seat }. hely tokenjét újra cserélték (az adminisztrátor)
svc-seat-token-rotated-seat = A(z) { $seat }. hely tokenjét újra cserélték (a hely kérésére)
svc-seat-token-revoked = A(z) { $seat }. hely tokenjét visszavonták
svc-game-abandoned = A játszmát félbehagyták ({ $by }): { $reason }
