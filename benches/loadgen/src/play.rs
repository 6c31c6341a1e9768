//! The three roles of `benches/load/client.py` (players, spectators, followers), its
//! set-up, and the two modes it does not have in the closed loop's shape: `include_next`
//! (one request per decision) and the open loop (`rate`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::BodyExt;
use hyper::header::{HeaderValue, AUTHORIZATION, IF_NONE_MATCH};
use hyper::Method;
use serde::Deserialize;
use serde_json::value::RawValue;

use crate::http::{describe, Got, Net, Status, IDEMPOTENCY_KEY};
use crate::plan::Plan;

/// Attempts of one action post (a retry keeps its Idempotency-Key).
pub const POST_ATTEMPTS: usize = 3;
/// Seconds a spectator's long-poll (`?wait_for_version=`) may wait for the next move.
pub const LONG_POLL_WAIT: u64 = 5;
/// Seconds after the end of the window after which unfinished requests are cancelled.
pub const DRAIN: Duration = Duration::from_secs(15);
/// A player's pause after a failed read or set-up (client.py's).
const PAUSE: Duration = Duration::from_millis(500);
/// A spectator's or follower's pause while its table has no game yet.
const IDLE: Duration = Duration::from_millis(200);
/// Open loop: decisions one slot may go through (a finished game replaced, then its first
/// decision) before it gives up.
const SLOT_STEPS: usize = 3;

// ---- the answers, as far as the client reads them ----

#[derive(Deserialize)]
struct Created {
    id: String,
}

#[derive(Deserialize)]
struct Claimed {
    token: String,
}

#[derive(Deserialize)]
struct PendingLite {
    seats: Vec<usize>,
}

#[derive(Deserialize)]
struct StateLite {
    version: i64,
    finished: bool,
    #[serde(default)]
    pending: Option<PendingLite>,
}

#[derive(Deserialize)]
struct LegalLite {
    version: i64,
    #[serde(default)]
    seat: Option<usize>,
    actions: Vec<Box<RawValue>>,
}

#[derive(Deserialize)]
struct ActionOutLite {
    action_version: i64,
    #[serde(default)]
    next: Option<Box<RawValue>>,
}

#[derive(Deserialize)]
struct NextLite {
    state: StateLite,
    legal_actions: LegalLite,
}

#[derive(Deserialize)]
struct TicketLite {
    ticket: String,
}

#[derive(Deserialize)]
struct VersionLite {
    version: i64,
}

fn parse<'a, T: Deserialize<'a>>(net: &Net, endpoint: &str, body: &'a [u8]) -> Option<T> {
    match serde_json::from_slice(body) {
        Ok(v) => Some(v),
        Err(e) => {
            let head = String::from_utf8_lossy(&body[..body.len().min(120)]).into_owned();
            net.error(endpoint, &format!("unexpected answer ({e}): {head}"));
            None
        }
    }
}

// ---- randomness (the choices need no quality beyond "spread out") ----

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        let mut r = Rng(seed ^ 0x9E37_79B9_7F4A_7C15);
        r.next();
        r
    }

    /// splitmix64
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        ((self.next() as u128 * n as u128) >> 64) as usize
    }

    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// 32 hex digits, as `uuid.uuid4().hex`.
    pub fn key(&mut self) -> String {
        format!("{:016x}{:016x}", self.next(), self.next())
    }
}

/// A seed no other process or run shares, for the idempotency keys.
pub fn entropy(salt: u64) -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut r = Rng::new(nanos ^ ((std::process::id() as u64) << 32) ^ salt.rotate_left(17));
    r.next()
}

// ---- shared state ----

pub struct Ctx {
    pub net: Net,
    pub plan: Plan,
    /// The current game id of each table (spectators and followers watch tables).
    pub tables: Vec<Mutex<Option<Arc<str>>>>,
}

impl Ctx {
    fn table(&self, i: usize) -> Option<Arc<str>> {
        self.tables
            .get(i)
            .and_then(|m| m.lock().unwrap_or_else(|p| p.into_inner()).clone())
    }

    fn set_table(&self, i: usize, gid: &Arc<str>) {
        if let Some(m) = self.tables.get(i) {
            let mut t = m.lock().unwrap_or_else(|p| p.into_inner());
            if t.as_ref().is_none_or(|cur| !Arc::ptr_eq(cur, gid)) {
                *t = Some(gid.clone());
            }
        }
    }
}

pub struct Game {
    pub id: Arc<str>,
    kind: String,
    /// `Bearer <token>` of each seat.
    auth: Vec<HeaderValue>,
}

/// Create a game with every seat claimed by this client.
pub async fn new_game(ctx: &Ctx, kind: &str) -> Result<Game, bool> {
    let net = &ctx.net;
    let Some(&seats) = ctx.plan.seats.get(kind) else {
        net.error("create", &format!("no seat count for {kind:?} in the plan"));
        return Err(false);
    };
    let body = serde_json::json!({"game": kind, "seats": seats}).to_string();
    let created = match net
        .request(
            "create",
            Method::POST,
            "/games",
            Some(Bytes::from(body)),
            &[],
            &[201],
        )
        .await
    {
        Got::Ok(a) => a,
        Got::Failed => return Err(false),
        Got::Cancelled => return Err(true),
    };
    let Some(Created { id }) = parse(net, "create", &created.body) else {
        return Err(false);
    };
    let id: Arc<str> = Arc::from(id);
    let mut auth = Vec::with_capacity(seats);
    for seat in 0..seats {
        let body = Bytes::from(format!(r#"{{"player":"load-{seat}"}}"#));
        let path = format!("/games/{id}/seats/{seat}");
        let claim = match net
            .request("claim", Method::POST, &path, Some(body), &[], &[201])
            .await
        {
            Got::Ok(a) => a,
            Got::Failed => return Err(false),
            Got::Cancelled => return Err(true),
        };
        let Some(Claimed { token }) = parse(net, "claim", &claim.body) else {
            return Err(false);
        };
        match HeaderValue::from_str(&format!("Bearer {token}")) {
            Ok(v) => auth.push(v),
            Err(_) => {
                net.error("claim", "a token that is no header value");
                return Err(false);
            }
        }
    }
    net.lock().games.push(id.clone());
    Ok(Game {
        id,
        kind: kind.to_string(),
        auth,
    })
}

// ---- players ----

/// What an answer with `next` said about the game after the action.
struct Known {
    state: StateLite,
    /// The seat whose token read it (the one that acted).
    acting: usize,
    legal: LegalLite,
}

pub struct Player {
    table: usize,
    game: Game,
    seat: usize,
    known: Option<Known>,
    rng: Rng,
    keys: Rng,
}

impl Player {
    pub fn new(table: usize, game: Game, seed: u64) -> Self {
        Player {
            table,
            game,
            seat: 0,
            known: None,
            rng: Rng::new(seed),
            keys: Rng::new(entropy(seed)),
        }
    }
}

enum Flow {
    /// An action was acknowledged.
    Acted,
    /// A decision ended without an acknowledged action, go on at once.
    Again,
    /// A read or set-up failed: client.py's pause, then go on.
    Pause,
    /// The hard end: stop.
    Stop,
}

/// Replace the player's game by a new one of its type.
async fn replace(ctx: &Ctx, p: &mut Player) -> Flow {
    let kind = p.game.kind.clone();
    match new_game(ctx, &kind).await {
        Ok(g) => {
            p.game = g;
            p.seat = 0;
            p.known = None;
            Flow::Again
        }
        Err(true) => Flow::Stop,
        Err(false) => Flow::Pause,
    }
}

/// One decision: the state (read, or from the last answer's `next`), the chosen pending
/// seat's legal actions (read, or from `next` when that seat acted last), one action posted.
async fn decide(ctx: &Ctx, p: &mut Player) -> Flow {
    let net = &ctx.net;
    ctx.set_table(p.table, &p.game.id);
    let gid = p.game.id.clone();
    let known = p.known.take();
    let (state, mut legal, acting) = match known {
        Some(k) => (k.state, Some(k.legal), Some(k.acting)),
        None => {
            let Some(auth) = p.game.auth.get(p.seat) else {
                return Flow::Pause;
            };
            let path = format!("/games/{gid}/state");
            let answer = match net
                .request(
                    "state",
                    Method::GET,
                    &path,
                    None,
                    &[(&AUTHORIZATION, auth)],
                    &[200],
                )
                .await
            {
                Got::Ok(a) => a,
                Got::Failed => return Flow::Pause,
                Got::Cancelled => return Flow::Stop,
            };
            let Some(state) = parse::<StateLite>(net, "state", &answer.body) else {
                return Flow::Pause;
            };
            (state, None, None)
        }
    };
    let seats = match &state.pending {
        Some(pending) if !state.finished => &pending.seats,
        _ => {
            if state.finished {
                net.lock().finished_games += 1;
            }
            let flow = replace(ctx, p).await;
            return flow;
        }
    };
    if seats.is_empty() {
        net.error(
            "state",
            &format!("game {gid}: a pending decision of no seat"),
        );
        return Flow::Pause;
    }
    // The seat that acted keeps the turn when it is still pending (its legal actions came
    // with the answer); otherwise one of the pending seats at random, as client.py.
    let seat = match acting {
        Some(a) if seats.contains(&a) => a,
        _ => seats[p.rng.below(seats.len())],
    };
    let Some(auth) = p.game.auth.get(seat).cloned() else {
        net.error(
            "state",
            &format!(
                "game {gid}: pending seat {seat} of {} seats",
                p.game.auth.len()
            ),
        );
        return Flow::Pause;
    };
    p.seat = seat;
    let usable = matches!(&legal, Some(l) if acting == Some(seat)
        && l.version == state.version && l.seat.is_none_or(|s| s == seat));
    if !usable {
        legal = None;
    }
    let choices = match legal {
        Some(l) => l,
        None => {
            let path = format!("/games/{gid}/legal-actions");
            let answer = match net
                .request(
                    "legal",
                    Method::GET,
                    &path,
                    None,
                    &[(&AUTHORIZATION, &auth)],
                    &[200],
                )
                .await
            {
                Got::Ok(a) => a,
                Got::Failed => return Flow::Pause,
                Got::Cancelled => return Flow::Stop,
            };
            let Some(l) = parse::<LegalLite>(net, "legal", &answer.body) else {
                return Flow::Pause;
            };
            l
        }
    };
    if choices.actions.is_empty() {
        net.error(
            "legal",
            &format!("game {gid} seat {seat}: no legal action for its pending decision"),
        );
        let flow = replace(ctx, p).await;
        return match flow {
            Flow::Stop => Flow::Stop,
            _ => Flow::Again,
        };
    }
    let mut actions = choices.actions;
    let action = actions.swap_remove(p.rng.below(actions.len()));
    post_action(ctx, p, gid, seat, auth, action, choices.version).await
}

async fn post_action(
    ctx: &Ctx,
    p: &mut Player,
    gid: Arc<str>,
    seat: usize,
    auth: HeaderValue,
    action: Box<RawValue>,
    version: i64,
) -> Flow {
    let net = &ctx.net;
    let key = p.keys.key();
    let Ok(key_header) = HeaderValue::from_str(&key) else {
        return Flow::Pause;
    };
    let body = Bytes::from(format!(
        r#"{{"action":{},"expected_version":{version}}}"#,
        action.get()
    ));
    let path = if ctx.plan.include_next {
        format!("/games/{gid}/actions?include=next")
    } else {
        format!("/games/{gid}/actions")
    };
    let headers = [(&AUTHORIZATION, &auth), (&IDEMPOTENCY_KEY, &key_header)];
    for _attempt in 0..POST_ATTEMPTS {
        match net
            .request(
                "action",
                Method::POST,
                &path,
                Some(body.clone()),
                &headers,
                &[200],
            )
            .await
        {
            Got::Ok(answer) => {
                let Some(out) = parse::<ActionOutLite>(net, "action", &answer.body) else {
                    // Answered 200, so probably recorded, but with no version to check.
                    net.lock().in_doubt += 1;
                    return Flow::Pause;
                };
                {
                    let mut rec = net.lock();
                    rec.acks.push((gid, seat, out.action_version, action, key));
                    if Instant::now() <= net.clock.t_end() {
                        rec.actions_in_window += 1;
                    }
                }
                if let Some(next) = out.next {
                    if let Some(n) = parse::<NextLite>(net, "action", next.get().as_bytes()) {
                        p.known = Some(Known {
                            state: n.state,
                            acting: seat,
                            legal: n.legal_actions,
                        });
                    }
                }
                return Flow::Acted;
            }
            Got::Failed => {
                if Instant::now() > net.clock.t_end() {
                    break;
                }
            }
            Got::Cancelled => {
                net.lock().in_doubt += 1;
                return Flow::Stop;
            }
        }
    }
    net.lock().in_doubt += 1;
    Flow::Again
}

/// Closed loop: play the table's games until the end of the window.
pub async fn player(ctx: Arc<Ctx>, mut p: Player) {
    while ctx.net.clock.playing() {
        match decide(&ctx, &mut p).await {
            Flow::Acted | Flow::Again => {}
            Flow::Pause => tokio::time::sleep(PAUSE).await,
            Flow::Stop => return,
        }
    }
}

/// Open loop: at each scheduled instant one table's pending seat acts (round robin over the
/// tables); a table still busy with its previous slot misses this one. Latency of the
/// action from the scheduled instant as `action-scheduled` (the action's own, from its send,
/// stays `action`).
pub async fn open_loop(ctx: Arc<Ctx>, players: Vec<Player>, start: Instant) {
    let n = players.len();
    if n == 0 || ctx.plan.rate <= 0.0 {
        return;
    }
    let slots: Arc<Vec<Mutex<Option<Player>>>> =
        Arc::new(players.into_iter().map(|p| Mutex::new(Some(p))).collect());
    let busy: Arc<Vec<AtomicBool>> = Arc::new((0..n).map(|_| AtomicBool::new(false)).collect());
    let interval = 1.0 / ctx.plan.rate;
    let t_end = ctx.net.clock.t_end();
    let mut tasks = tokio::task::JoinSet::new();
    let mut k: u64 = 0;
    loop {
        let at = start + Duration::from_secs_f64(k as f64 * interval);
        if at >= t_end {
            break;
        }
        if at > Instant::now() {
            tokio::time::sleep_until(at.into()).await;
        }
        let g = (k % n as u64) as usize;
        k += 1;
        let missed = busy[g].swap(true, Ordering::AcqRel);
        {
            let mut rec = ctx.net.lock();
            rec.slots += 1;
            if missed {
                rec.missed_slots += 1;
            }
        }
        if missed {
            continue;
        }
        let (c, slots, busy) = (ctx.clone(), slots.clone(), busy.clone());
        tasks.spawn(async move {
            let taken = slots[g].lock().unwrap_or_else(|p| p.into_inner()).take();
            if let Some(mut p) = taken {
                for _ in 0..SLOT_STEPS {
                    match decide(&c, &mut p).await {
                        Flow::Acted => {
                            let seconds = at.elapsed().as_secs_f64();
                            c.net
                                .lock()
                                .record("action-scheduled", seconds, Status::Code(200));
                            break;
                        }
                        Flow::Again => continue,
                        Flow::Pause | Flow::Stop => break,
                    }
                }
                *slots[g].lock().unwrap_or_else(|p| p.into_inner()) = Some(p);
            }
            busy[g].store(false, Ordering::Release);
        });
        // Reap the finished slots now and then, so that the set stays small.
        while let Some(done) = tasks.try_join_next() {
            if let Err(e) = done {
                ctx.net.error("client", &format!("slot task: {e}"));
            }
        }
    }
    while let Some(done) = tasks.join_next().await {
        if let Err(e) = done {
            ctx.net.error("client", &format!("slot task: {e}"));
        }
    }
}

// ---- spectators ----

/// The table the `k`th of `count` watchers of one kind watches: evenly spaced over the `n`
/// tables, the first at `offset` (`client.py`'s `watched`).
pub fn watched(k: usize, count: usize, n: usize, offset: usize) -> usize {
    (k * n / count.max(1) + offset) % n.max(1)
}

/// When the `k`th of `count` watchers starts after the window opens: evenly spread over
/// `spread` seconds (`client.py`'s `arrival`).
pub fn arrival(k: usize, count: usize, spread: f64) -> Duration {
    Duration::from_secs_f64((spread.max(0.0) * (k as f64 + 0.5) / count.max(1) as f64).min(60.0))
}

pub async fn spectator(ctx: Arc<Ctx>, table: usize, arrive: Duration, seed: u64) {
    let net = &ctx.net;
    tokio::time::sleep(arrive).await;
    let mut rng = Rng::new(seed);
    let mut etag: Option<HeaderValue> = None;
    let mut version: i64 = 0;
    let mut gid: Option<Arc<str>> = None;
    while net.clock.playing() {
        let current = ctx.table(table);
        if current.as_ref().map(|a| a.as_ref()) != gid.as_ref().map(|a| a.as_ref()) {
            gid = current;
            etag = None;
            version = 0;
        }
        let Some(id) = gid.clone() else {
            tokio::time::sleep(IDLE).await;
            continue;
        };
        // A long-poll's latency is mostly waiting for the next move: it is timed apart.
        let waiting = ctx.plan.long_poll && version > 0;
        let (endpoint, path) = if waiting {
            // A long-poll does not outlast the window (no move may come after it).
            let left = net
                .clock
                .t_end()
                .saturating_duration_since(Instant::now())
                .as_secs_f64();
            let wait = if left >= LONG_POLL_WAIT as f64 {
                LONG_POLL_WAIT.to_string()
            } else {
                format!("{left:.3}")
            };
            (
                "spectate-wait",
                format!(
                    "/games/{id}/state?wait_for_version={}&wait_seconds={wait}",
                    version + 1
                ),
            )
        } else {
            ("spectate", format!("/games/{id}/state"))
        };
        let got = match &etag {
            Some(tag) => {
                net.request(
                    endpoint,
                    Method::GET,
                    &path,
                    None,
                    &[(&IF_NONE_MATCH, tag)],
                    &[200, 304],
                )
                .await
            }
            None => {
                net.request(endpoint, Method::GET, &path, None, &[], &[200, 304])
                    .await
            }
        };
        match got {
            Got::Ok(answer) if answer.status == 304 => net.lock().not_modified += 1,
            Got::Ok(answer) => {
                etag = answer.etag;
                if let Some(v) = parse::<VersionLite>(net, endpoint, &answer.body) {
                    version = v.version;
                }
            }
            Got::Failed => {}
            Got::Cancelled => return,
        }
        if !ctx.plan.long_poll {
            let pause = ctx.plan.spectator_interval * (0.5 + rng.unit());
            tokio::time::sleep(Duration::from_secs_f64(pause.max(0.0))).await;
        }
    }
}

// ---- followers ----

/// `?ticket=` percent-encoded (every byte but the unreserved ones).
fn query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Counts the event-stream lines that start with `id:` across body chunks.
#[derive(Default)]
struct Lines {
    head: [u8; 3],
    len: usize,
    decided: bool,
}

impl Lines {
    fn feed(&mut self, mut chunk: &[u8]) -> u64 {
        let mut ids = 0;
        loop {
            let end = chunk.iter().position(|&b| b == b'\n');
            let part = &chunk[..end.unwrap_or(chunk.len())];
            if !self.decided {
                let take = (3 - self.len).min(part.len());
                self.head[self.len..self.len + take].copy_from_slice(&part[..take]);
                self.len += take;
                if self.len == 3 {
                    self.decided = true;
                    ids += (&self.head == b"id:") as u64;
                }
            }
            match end {
                Some(i) => {
                    self.len = 0;
                    self.decided = false;
                    chunk = &chunk[i + 1..];
                }
                None => return ids,
            }
        }
    }
}

pub async fn follower(ctx: Arc<Ctx>, table: usize, arrive: Duration) {
    let net = &ctx.net;
    tokio::time::sleep(arrive).await;
    while net.clock.playing() {
        let Some(gid) = ctx.table(table) else {
            tokio::time::sleep(IDLE).await;
            continue;
        };
        let path = format!("/games/{gid}/stream-ticket");
        let ticket = match net
            .request("ticket", Method::POST, &path, None, &[], &[200])
            .await
        {
            Got::Ok(a) => a,
            Got::Failed => {
                tokio::time::sleep(PAUSE).await;
                continue;
            }
            Got::Cancelled => return,
        };
        let Some(TicketLite { ticket }) = parse(net, "ticket", &ticket.body) else {
            tokio::time::sleep(PAUSE).await;
            continue;
        };
        match stream(&ctx, &gid, &ticket).await {
            StreamEnd::Over => return,
            StreamEnd::Ended => {}
            StreamEnd::Failed => tokio::time::sleep(PAUSE).await,
        }
    }
}

enum StreamEnd {
    /// The window is over.
    Over,
    /// The server ended the stream (the game finished): take a new ticket.
    Ended,
    Failed,
}

async fn stream(ctx: &Ctx, gid: &str, ticket: &str) -> StreamEnd {
    let net = &ctx.net;
    let path = format!("/games/{gid}/events/stream?ticket={}", query_value(ticket));
    let req = match net.build(Method::GET, &path, None, &[]) {
        Ok(r) => r,
        Err(e) => {
            net.error("stream", &format!("bad request: {e}"));
            return StreamEnd::Failed;
        }
    };
    let t0 = Instant::now();
    let t_end = net.clock.t_end();
    // The same limit as any request to get the answer's head; none on the events.
    let head = tokio::time::timeout_at(
        (t0 + crate::http::REQUEST_TIMEOUT)
            .min(net.clock.hard_end())
            .into(),
        net.http.request(req),
    )
    .await;
    let resp = match head {
        Err(_) => {
            let mut rec = net.lock();
            rec.record(
                "stream",
                t0.elapsed().as_secs_f64(),
                Status::Failed("TimeoutError"),
            );
            rec.error("stream", "TimeoutError: no answer");
            return StreamEnd::Failed;
        }
        Ok(Err(e)) => {
            let mut rec = net.lock();
            rec.record(
                "stream",
                t0.elapsed().as_secs_f64(),
                Status::Failed("ClientError"),
            );
            rec.error("stream", &format!("ClientError: {}", describe(&e)));
            return StreamEnd::Failed;
        }
        Ok(Ok(r)) => r,
    };
    let status = resp.status().as_u16();
    net.lock()
        .record("stream", t0.elapsed().as_secs_f64(), Status::Code(status));
    let mut body = resp.into_body();
    if status != 200 {
        net.error("stream", &format!("{status}"));
        // A short error body: read, the connection goes back to the pool.
        let _ = tokio::time::timeout(Duration::from_secs(5), body.collect()).await;
        return StreamEnd::Failed;
    }
    net.lock().streams_opened += 1;
    let mut lines = Lines::default();
    loop {
        let frame = tokio::select! {
            f = body.frame() => f,
            _ = tokio::time::sleep_until(t_end.into()) => return StreamEnd::Over, // dropping the body closes the connection
        };
        match frame {
            None => return StreamEnd::Ended,
            Some(Err(e)) => {
                net.error("stream", &format!("ClientPayloadError: {}", describe(&e)));
                return StreamEnd::Failed;
            }
            Some(Ok(f)) => {
                if let Some(data) = f.data_ref() {
                    let ids = lines.feed(data);
                    if ids > 0 {
                        net.lock().stream_events += ids;
                    }
                }
            }
        }
        if Instant::now() >= t_end {
            return StreamEnd::Over;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_count_ids_across_chunks() {
        let mut l = Lines::default();
        assert_eq!(l.feed(b"id: 1\r\nevent: X\r\ndata: {}\r\n\r\ni"), 1);
        assert_eq!(l.feed(b"d"), 0);
        assert_eq!(l.feed(b": 2\r\n: keep-alive\r\nid:3\nid"), 2);
        assert_eq!(l.feed(b"\nid:"), 1);
    }

    #[test]
    fn query_values_are_encoded() {
        assert_eq!(query_value("a.b-c_d~e"), "a.b-c_d~e");
        assert_eq!(query_value("a|b+c/="), "a%7Cb%2Bc%2F%3D");
    }

    #[test]
    fn below_stays_below() {
        let mut r = Rng::new(1);
        for n in 1..50 {
            assert!(r.below(n) < n);
        }
        assert_eq!(r.key().len(), 32);
    }
}
