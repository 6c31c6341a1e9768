"""Usage: PYTHONPATH=. python benches/projection_cpu.py (GAMES, ACTIONS, GAME, TMPDIR_DB in the environment).
CPU of the read-model projection per action, against the application's own CPU per action."""
import time, tempfile, os
from service.app.games import Games
from service.config import Settings
from projections import run_until_caught_up

GAMES, ACTIONS = int(os.environ.get("GAMES", "20")), int(os.environ.get("ACTIONS", "2000"))
s = Settings(store="sqlite", sqlite_path=tempfile.mkdtemp(dir=os.environ.get("TMPDIR_DB")) + "/p.sqlite", admin_token="adm")
env = s.eventsourcing_env()
g = Games(env=env, admin_token="adm")
tables = []
for i in range(GAMES):
    game, _ = g.create_game(os.environ.get("GAME", "la-isla"), 2, {}, {}, None)
    toks = [g.claim_seat(game.id, k, f"p{k}")[1] for k in range(2)]
    tables.append((game.id, toks))
run_until_caught_up(env, Games)  # the set-up's events
pos0 = g.position()
t0 = time.process_time(); w0 = time.perf_counter()
done = 0
while done < ACTIONS:
    for gid, toks in tables:
        st = g.state(gid, "adm")
        if st.pending is None:
            continue
        seat = st.pending.seat
        la = g.legal_actions(gid, toks[seat])
        g.act(gid, toks[seat], la.actions[0], la.version)
        done += 1
app_cpu = time.process_time() - t0
events = g.position() - pos0
t1 = time.process_time(); w1 = time.perf_counter()
run_until_caught_up(env, Games)
proj_cpu, proj_wall = time.process_time() - t1, time.perf_counter() - w1
t2 = time.process_time()
run_until_caught_up(env, Games)
idle = time.process_time() - t2
print(f"actions {done}, events {events}")
print(f"application (state + legal actions + act, no HTTP): {1000*app_cpu/done:.3f} ms CPU/action")
print(f"projection: {1000*(proj_cpu-idle)/done:.3f} ms CPU/action ({1000*(proj_cpu-idle)/events:.3f} ms/event; "
      f"start/stop overhead {1000*idle:.0f} ms; wall {proj_wall:.2f}s)")
g.close()
