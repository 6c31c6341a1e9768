//! `species-loadgen`: one load-generating client process of `make load`, doing what
//! `benches/load/client.py` does at a fraction of its CPU per request.
//!
//! ```text
//! species-loadgen PLAN.json|- [--out RESULT.json] [--sync] [--threads N]
//! ```
//!
//! It reads the Plan (client.py's `Plan` as JSON), sets up its share of the games (create,
//! claim every seat), and plays them for the plan's duration: a player per table (closed
//! loop: state, legal actions, post; or with `include_next` one post per decision; or, with
//! `rate` > 0, an open loop of evenly spaced slots), spectators and followers. It writes the
//! Result (client.py's `Result` as JSON, with its own CPU seconds in the measured window) to
//! `--out` or stdout.
//!
//! With `--sync` (the harness) it prints `ready` on stdout once set up, then reads the start
//! instant (Unix seconds) from a line of stdin and starts then; without, it starts at once.
//! `--threads 0` (the default) runs on one thread (tokio's current-thread runtime), N > 0 on
//! a multi-thread runtime of N workers.

mod http;
mod plan;
mod play;

use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::http::{Clock, Net, Rec};
use crate::plan::{Outcome, Plan};
use crate::play::{Ctx, Game, Player, DRAIN};

struct Args {
    plan: String,
    out: Option<String>,
    sync: bool,
    threads: usize,
}

fn usage() -> String {
    "usage: species-loadgen PLAN.json|- [--out RESULT.json] [--sync] [--threads N]".to_string()
}

fn args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let mut a = Args {
        plan: String::new(),
        out: None,
        sync: false,
        threads: 0,
    };
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--out" => a.out = Some(it.next().ok_or_else(usage)?),
            "--sync" => a.sync = true,
            "--threads" => {
                a.threads = it
                    .next()
                    .ok_or_else(usage)?
                    .parse()
                    .map_err(|e| format!("--threads: {e}"))?;
            }
            "-h" | "--help" => return Err(usage()),
            _ if a.plan.is_empty() && (arg == "-" || !arg.starts_with('-')) => a.plan = arg,
            _ => return Err(format!("unknown argument {arg:?}\n{}", usage())),
        }
    }
    if a.plan.is_empty() {
        return Err(usage());
    }
    if a.sync && a.plan == "-" {
        return Err(
            "--sync reads the start instant from stdin: give the plan as a file".to_string(),
        );
    }
    Ok(a)
}

fn read_plan(path: &str) -> Result<Plan, String> {
    let text = if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("stdin: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let plan: Plan = serde_json::from_str(&text).map_err(|e| format!("the plan: {e}"))?;
    if !plan.duration.is_finite()
        || plan.duration < 0.0
        || !plan.rate.is_finite()
        || plan.rate < 0.0
    {
        return Err("the plan: duration and rate must be finite and not negative".to_string());
    }
    if !loopback(&plan.base_url) {
        return Err(format!(
            "the plan: base_url {:?} is not http:// on 127.0.0.1, localhost or [::1]",
            plan.base_url
        ));
    }
    Ok(plan)
}

/// The load goes to the harness's own server on this machine, never anywhere else.
fn loopback(base_url: &str) -> bool {
    let Some(rest) = base_url.strip_prefix("http://") else {
        return false;
    };
    let authority = rest.split('/').next().unwrap_or_default();
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    };
    matches!(host, "127.0.0.1" | "localhost" | "::1")
}

#[cfg(test)]
mod tests {
    use super::loopback;

    #[test]
    fn only_this_machine() {
        assert!(loopback("http://127.0.0.1:8120"));
        assert!(loopback("http://localhost:8120/"));
        assert!(loopback("http://[::1]:8120"));
        assert!(!loopback("https://127.0.0.1:8120"));
        assert!(!loopback("http://127.0.0.1.example.com:8120"));
        assert!(!loopback("http://10.0.0.1:8120"));
        assert!(!loopback("http://user@127.0.0.1:8120"));
    }
}

/// User + system CPU seconds of this process (all its threads).
fn cpu_seconds() -> f64 {
    // SAFETY: getrusage fills the struct it is given; a zeroed rusage is a valid value.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: a valid pointer to a rusage, RUSAGE_SELF.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) } != 0 {
        return 0.0;
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    tv(ru.ru_utime) + tv(ru.ru_stime)
}

/// Create the tables' games, `setup_concurrency` at a time, within `setup_timeout`.
async fn setup(ctx: &Arc<Ctx>) -> Vec<Option<Game>> {
    let n = ctx.plan.games.len();
    let sem = Arc::new(tokio::sync::Semaphore::new(
        ctx.plan.setup_concurrency.max(1),
    ));
    let mut tasks = tokio::task::JoinSet::new();
    for (i, kind) in ctx.plan.games.iter().enumerate() {
        let (ctx, sem, kind) = (ctx.clone(), sem.clone(), kind.clone());
        tasks.spawn(async move {
            let Ok(_permit) = sem.acquire().await else {
                return (i, None);
            };
            (i, play::new_game(&ctx, &kind).await.ok())
        });
    }
    let mut games: Vec<Option<Game>> = (0..n).map(|_| None).collect();
    let deadline = ctx.net.clock.hard_end();
    loop {
        match tokio::time::timeout_at(deadline.into(), tasks.join_next()).await {
            Ok(Some(Ok((i, g)))) => games[i] = g,
            Ok(Some(Err(e))) => ctx.net.error("create", &format!("set-up task: {e}")),
            Ok(None) => break,
            Err(_) => {
                tasks.abort_all();
                break;
            }
        }
    }
    games
}

/// Play for the plan's duration from now: players (or the open loop), spectators, followers.
async fn run_play(ctx: &Arc<Ctx>, tables: Vec<Option<Game>>) -> usize {
    let plan = &ctx.plan;
    let start = Instant::now();
    let t_end = start + Duration::from_secs_f64(plan.duration);
    ctx.net.clock.set(t_end, t_end + DRAIN);
    let n = tables.len();
    let mut players = Vec::new();
    for (i, g) in tables.into_iter().enumerate() {
        if let Some(g) = g {
            if let Some(slot) = ctx.tables.get(i) {
                *slot.lock().unwrap_or_else(|p| p.into_inner()) = Some(g.id.clone());
            }
            players.push(Player::new(
                i,
                g,
                plan.seed.wrapping_mul(1_000_003).wrapping_add(i as u64),
            ));
        }
    }
    let played = players.len();
    let mut tasks = tokio::task::JoinSet::new();
    if plan.rate > 0.0 {
        tasks.spawn(play::open_loop(ctx.clone(), players, start));
    } else {
        for p in players {
            tasks.spawn(play::player(ctx.clone(), p));
        }
    }
    if n > 0 {
        // Watchers are spread over the tables (an open loop's slots go over the tables in
        // turn: watchers of neighbouring tables would all be woken within a few slots) and
        // over their first second (viewers do not all arrive at the same instant).
        for k in 0..plan.spectators {
            tasks.spawn(play::spectator(
                ctx.clone(),
                play::watched(k, plan.spectators, n, 0),
                play::arrival(k, plan.spectators, plan.spectator_interval),
                plan.seed ^ (0x5eed_0000 + k as u64),
            ));
        }
        for k in 0..plan.followers {
            tasks.spawn(play::follower(
                ctx.clone(),
                play::watched(k, plan.followers, n, n / 2),
                play::arrival(k, plan.followers, plan.spectator_interval),
            ));
        }
    }
    // Every request gives up at the hard end; a second more for the pauses, then abort.
    let limit = t_end + DRAIN + Duration::from_secs(1);
    loop {
        match tokio::time::timeout_at(limit.into(), tasks.join_next()).await {
            Ok(Some(Ok(()))) => {}
            Ok(Some(Err(e))) => ctx.net.error("client", &format!("task: {e}")),
            Ok(None) => break,
            Err(_) => {
                tasks.abort_all();
                while tasks.join_next().await.is_some() {}
                break;
            }
        }
    }
    played
}

/// Wait for the start instant from stdin (`--sync`), then until it comes.
async fn wait_start() -> Result<(), String> {
    println!("ready");
    std::io::stdout()
        .flush()
        .map_err(|e| format!("stdout: {e}"))?;
    let line = tokio::task::spawn_blocking(|| {
        let mut s = String::new();
        std::io::stdin().lock().read_line(&mut s).map(|_| s)
    })
    .await
    .map_err(|e| format!("stdin: {e}"))?
    .map_err(|e| format!("stdin: {e}"))?;
    let at: f64 = line
        .trim()
        .parse()
        .map_err(|_| format!("a start instant, not {:?}", line.trim()))?;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0);
    if at > now {
        tokio::time::sleep(Duration::from_secs_f64((at - now).min(3600.0))).await;
    }
    Ok(())
}

async fn run(plan: Plan, sync: bool, out: &mut Outcome) -> Result<(), String> {
    let n = plan.games.len() + plan.spectators + plan.followers;
    let net = Net {
        http: http::client(n + 8),
        base_url: plan.base_url.trim_end_matches('/').to_string(),
        clock: Clock::new(),
        rec: Mutex::new(Rec::default()),
    };
    let tables = (0..plan.games.len()).map(|_| Mutex::new(None)).collect();
    let ctx = Arc::new(Ctx { net, plan, tables });
    let t0 = Instant::now();
    let setup_end = t0 + Duration::from_secs_f64(ctx.plan.setup_timeout.clamp(0.0, 86_400.0));
    ctx.net.clock.set(setup_end, setup_end);
    let games = setup(&ctx).await;
    out.setup_seconds = t0.elapsed().as_secs_f64();
    {
        let mut rec = ctx.net.lock();
        out.setup_errors = rec.errors;
        rec.clear_measurements();
    }
    if sync {
        wait_start().await?;
    }
    let cpu0 = cpu_seconds();
    let w0 = Instant::now();
    out.tables_played = run_play(&ctx, games).await;
    out.cpu_seconds = cpu_seconds() - cpu0;
    out.play_seconds = w0.elapsed().as_secs_f64();
    let rec = std::mem::take(&mut *ctx.net.lock());
    rec.into_outcome(out);
    Ok(())
}

fn write_out(path: Option<&str>, out: &Outcome) -> Result<(), String> {
    let text = serde_json::to_string(out).map_err(|e| format!("the result: {e}"))?;
    match path {
        Some(p) => {
            let tmp = format!("{p}.tmp");
            std::fs::write(&tmp, text).map_err(|e| format!("{tmp}: {e}"))?;
            std::fs::rename(&tmp, p).map_err(|e| format!("{p}: {e}"))
        }
        None => {
            let mut stdout = std::io::stdout().lock();
            writeln!(stdout, "{text}")
                .and_then(|_| stdout.flush())
                .map_err(|e| format!("stdout: {e}"))
        }
    }
}

fn main() {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("species-loadgen: {e}");
            std::process::exit(2);
        }
    };
    let mut out = Outcome {
        client: format!(
            "rust {}",
            if a.threads == 0 {
                "current-thread".to_string()
            } else {
                format!("{} threads", a.threads)
            }
        ),
        ..Outcome::default()
    };
    let mut failed = None;
    match read_plan(&a.plan) {
        Err(e) => failed = Some(e),
        Ok(plan) => {
            let rt = if a.threads == 0 {
                tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
            } else {
                tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(a.threads)
                    .enable_all()
                    .build()
            };
            match rt {
                Err(e) => failed = Some(format!("runtime: {e}")),
                Ok(rt) => {
                    if let Err(e) = rt.block_on(run(plan, a.sync, &mut out)) {
                        failed = Some(e);
                    }
                    rt.shutdown_timeout(Duration::from_secs(1));
                }
            }
        }
    }
    if let Some(e) = &failed {
        // As client.py: reported in the result, which fails the step.
        eprintln!("species-loadgen: {e}");
        out.errors += 1;
        out.error_samples.push(format!("client crashed: {e}"));
        if a.sync {
            // The harness may still wait for the set-up.
            println!("ready");
        }
    }
    if let Err(e) = write_out(a.out.as_deref(), &out) {
        eprintln!("species-loadgen: {e}");
        std::process::exit(1);
    }
    if failed.is_some() {
        std::process::exit(1);
    }
}
