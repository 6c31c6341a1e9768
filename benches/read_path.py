"""Usage: python benches/read_path.py CHECKOUT PORT LABEL (a server from CHECKOUT on 127.0.0.1:PORT; stopped at the end).
2,000 state reads of one game against a server on 127.0.0.1:PORT started from CWD.
Prints requests/s and server CPU ms per request (utime+stime of the server process)."""
import os, subprocess, sys, time, tempfile, threading, json
import httpx

cwd, port, label = sys.argv[1], int(sys.argv[2]), sys.argv[3]
N = int(os.environ.get("N", "2000")); THREADS = int(os.environ.get("THREADS", "4"))
tmp = tempfile.mkdtemp()
env = {**os.environ, "SPECIES_ARENA_DB": f"{tmp}/g.sqlite", "SPECIES_ARENA_ADMIN_TOKEN": "admin-bench-token-1234",
       "SPECIES_ARENA_RATE_LIMIT": "0", "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR": "0", "SPECIES_ARENA_LOG_LEVEL": "WARNING", "PYTHONPATH": cwd}
srv = subprocess.Popen([sys.executable, "-m", "uvicorn", "service.api.app:create_app", "--factory", "--host", "127.0.0.1",
                        "--port", str(port), "--log-level", "warning", "--no-access-log"], cwd=cwd, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
def cpu():
    f = open(f"/proc/{srv.pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")
base = f"http://127.0.0.1:{port}"
try:
    for _ in range(200):
        try:
            httpx.get(base + "/health"); break
        except httpx.HTTPError:
            time.sleep(0.1)
    c = httpx.Client(base_url=base, timeout=30)
    A = {"Authorization": "Bearer admin-bench-token-1234"}
    gid = c.post("/games", json={"game": os.environ.get("GAME", "la-isla"), "seats": 2}, headers=A).json()["id"]
    toks = [c.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(2)]
    for i in range(10):
        st = c.get(f"/games/{gid}/state", headers=A).json()
        seat = st["pending"]["seat"]
        acts = c.get(f"/games/{gid}/legal-actions", headers={"Authorization": f"Bearer {toks[seat]}"}).json()["actions"]
        c.post(f"/games/{gid}/actions", json={"action": acts[0], "expected_version": st["version"]},
               headers={"Authorization": f"Bearer {toks[seat]}"})
    time.sleep(1.0)  # let the projection settle
    def run(path, conditional=False):
        H = {"Authorization": f"Bearer {toks[0]}"}
        tag = c.get(path, headers=H).headers.get("etag")
        if conditional and tag:
            H = {**H, "If-None-Match": tag}
        codes = {}
        def worker(n):
            with httpx.Client(base_url=base, timeout=30) as cc:
                for _ in range(n):
                    r = cc.get(path, headers=H); codes[r.status_code] = codes.get(r.status_code, 0) + 1
        c0, t0 = cpu(), time.perf_counter()
        ts = [threading.Thread(target=worker, args=(N // THREADS,)) for _ in range(THREADS)]
        [t.start() for t in ts]; [t.join() for t in ts]
        wall, used = time.perf_counter() - t0, cpu() - c0
        return {"req/s": round(N / wall), "server_cpu_ms_per_req": round(1000 * used / N, 3), "codes": codes}
    out = {"label": label, "state": run(f"/games/{gid}/state"), "legal": run(f"/games/{gid}/legal-actions")}
    out["state_304"] = run(f"/games/{gid}/state", conditional=True)
    print(json.dumps(out))
finally:
    srv.terminate(); srv.wait(10)
