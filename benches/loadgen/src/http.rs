//! One timed request, its body read (and un-gzipped), recorded as `client.Client.request`
//! records it: latency and status per endpoint, errors with a few samples.

use std::collections::HashMap;
use std::io::Read;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::header::{
    HeaderName, HeaderValue, ACCEPT, ACCEPT_ENCODING, CONTENT_ENCODING, CONTENT_TYPE, ETAG,
};
use hyper::{Method, Request};
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::{TokioExecutor, TokioTimer};

use crate::plan::{Ack, Outcome};

/// Seconds a single request may take before it counts as an error.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Seconds an idle keep-alive connection is kept: less than the server's keep-alive timeout
/// (uvicorn: 5 s), so a request never races the server closing its connection.
pub const KEEPALIVE: Duration = Duration::from_secs(3);
/// Error samples kept (as client.py).
const SAMPLES: usize = 20;

pub type Http = Client<HttpConnector, Full<Bytes>>;

pub fn client(max_idle: usize) -> Http {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    connector.set_connect_timeout(Some(REQUEST_TIMEOUT));
    connector.enforce_http(true);
    Client::builder(TokioExecutor::new())
        .pool_idle_timeout(KEEPALIVE)
        .pool_max_idle_per_host(max_idle)
        .pool_timer(TokioTimer::new())
        .timer(TokioTimer::new())
        .build(connector)
}

/// A status count's key: an HTTP status, or what went wrong instead.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    Code(u16),
    Failed(&'static str),
}

#[derive(Default)]
pub struct Rec {
    pub latencies: HashMap<&'static str, Vec<f64>>,
    /// When each of `latencies` ended (seconds since the Unix epoch, the same order): the
    /// latency over the window, and comparable with the server's clock.
    pub ended: HashMap<&'static str, Vec<f64>>,
    pub statuses: HashMap<(&'static str, Status), u64>,
    pub errors: u64,
    pub error_samples: Vec<String>,
    pub acks: Vec<Ack>,
    pub in_doubt: u64,
    pub actions_in_window: u64,
    pub games: Vec<std::sync::Arc<str>>,
    pub finished_games: u64,
    pub stream_events: u64,
    pub streams_opened: u64,
    pub not_modified: u64,
    pub slots: u64,
    pub missed_slots: u64,
}

impl Rec {
    pub fn record(&mut self, endpoint: &'static str, seconds: f64, status: Status) {
        self.latencies.entry(endpoint).or_default().push(seconds);
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        self.ended.entry(endpoint).or_default().push(now);
        *self.statuses.entry((endpoint, status)).or_default() += 1;
    }

    pub fn error(&mut self, endpoint: &str, what: &str) {
        self.errors += 1;
        if self.error_samples.len() < SAMPLES {
            let mut s = format!("{endpoint}: {what}");
            truncate(&mut s, 300);
            self.error_samples.push(s);
        }
    }

    /// The set-up's measurements are not part of the window's (client.py clears them; the
    /// error samples stay).
    pub fn clear_measurements(&mut self) {
        self.latencies.clear();
        self.ended.clear();
        self.statuses.clear();
        self.errors = 0;
    }

    pub fn into_outcome(self, out: &mut Outcome) {
        for (ep, v) in self.latencies {
            out.latencies.insert(ep, v);
        }
        for (ep, v) in self.ended {
            out.ended.insert(ep, v);
        }
        for ((ep, status), n) in self.statuses {
            let key = match status {
                Status::Code(c) => c.to_string(),
                Status::Failed(name) => name.to_string(),
            };
            *out.statuses.entry(ep).or_default().entry(key).or_default() += n;
        }
        out.errors += self.errors;
        out.error_samples.extend(self.error_samples);
        out.acks = self.acks;
        out.in_doubt = self.in_doubt;
        out.actions_in_window = self.actions_in_window;
        out.games = self.games;
        out.finished_games = self.finished_games;
        out.stream_events = self.stream_events;
        out.streams_opened = self.streams_opened;
        out.not_modified = self.not_modified;
        out.slots = self.slots;
        out.missed_slots = self.missed_slots;
    }
}

pub fn truncate(s: &mut String, max: usize) {
    if s.len() > max {
        let mut i = max;
        while !s.is_char_boundary(i) {
            i -= 1;
        }
        s.truncate(i);
    }
}

/// An answered request, its body read and decoded.
pub struct Answer {
    pub status: u16,
    pub etag: Option<HeaderValue>,
    pub body: Bytes,
}

pub enum Got {
    Ok(Answer),
    /// Failed or answered with another status: recorded and counted as an error.
    Failed,
    /// Still unanswered at the hard end (the end of the drain): recorded as `cancelled`.
    Cancelled,
}

/// Instants as nanoseconds after `base`, so that tasks on any thread read them without a lock.
pub struct Clock {
    pub base: Instant,
    t_end: AtomicU64,
    hard_end: AtomicU64,
}

impl Clock {
    pub fn new() -> Self {
        Clock {
            base: Instant::now(),
            t_end: AtomicU64::new(u64::MAX),
            hard_end: AtomicU64::new(u64::MAX),
        }
    }

    fn at(&self, ns: u64) -> Instant {
        self.base + Duration::from_nanos(ns)
    }

    fn ns(&self, t: Instant) -> u64 {
        t.saturating_duration_since(self.base).as_nanos() as u64
    }

    pub fn set(&self, t_end: Instant, hard_end: Instant) {
        self.t_end.store(self.ns(t_end), Ordering::Relaxed);
        self.hard_end.store(self.ns(hard_end), Ordering::Relaxed);
    }

    pub fn t_end(&self) -> Instant {
        self.at(self.t_end.load(Ordering::Relaxed))
    }

    pub fn hard_end(&self) -> Instant {
        self.at(self.hard_end.load(Ordering::Relaxed))
    }

    /// Before the end of the measured window?
    pub fn playing(&self) -> bool {
        Instant::now() < self.t_end()
    }
}

pub struct Net {
    pub http: Http,
    pub base_url: String,
    pub clock: Clock,
    pub rec: Mutex<Rec>,
}

pub static IDEMPOTENCY_KEY: HeaderName = HeaderName::from_static("idempotency-key");
static JSON: HeaderValue = HeaderValue::from_static("application/json");
static ANY: HeaderValue = HeaderValue::from_static("*/*");
/// What aiohttp sends (client.py): the server gzips state and legal actions of 1 KiB or more
/// once per cached answer, and other answers through its compression middleware.
static GZIP_DEFLATE: HeaderValue = HeaderValue::from_static("gzip, deflate");

/// The name a failure is counted under (client.py counts the exception's class name).
fn failure_name(err: &hyper_util::client::legacy::Error) -> &'static str {
    if err.is_connect() {
        "ClientConnectorError"
    } else {
        "ClientError"
    }
}

/// The whole error chain in one line.
pub fn describe(err: &(dyn std::error::Error + 'static)) -> String {
    let mut s = err.to_string();
    let mut src = err.source();
    while let Some(e) = src {
        s.push_str(": ");
        s.push_str(&e.to_string());
        src = e.source();
    }
    s
}

fn decode(encoding: Option<&HeaderValue>, raw: Bytes) -> Result<Bytes, String> {
    let Some(enc) = encoding else { return Ok(raw) };
    // A gzip member ends with the length of what it holds (mod 2^32): the buffer's size.
    let size = match raw.len() {
        n if n >= 18 && enc.as_bytes() != b"deflate" => {
            u32::from_le_bytes([raw[n - 4], raw[n - 3], raw[n - 2], raw[n - 1]]) as usize
        }
        n => n * 6,
    };
    let mut out = Vec::with_capacity(size.min(64 << 20) + 1);
    let res = match enc.as_bytes() {
        b"gzip" | b"x-gzip" => flate2::read::GzDecoder::new(&raw[..]).read_to_end(&mut out),
        b"deflate" => flate2::read::ZlibDecoder::new(&raw[..]).read_to_end(&mut out),
        b"identity" => return Ok(raw),
        other => {
            return Err(format!(
                "unknown content-encoding {:?}",
                String::from_utf8_lossy(other)
            ))
        }
    };
    match res {
        Ok(_) => Ok(Bytes::from(out)),
        Err(e) => Err(format!(
            "bad {} body: {e}",
            String::from_utf8_lossy(enc.as_bytes())
        )),
    }
}

impl Net {
    pub fn lock(&self) -> std::sync::MutexGuard<'_, Rec> {
        // A panic elsewhere while the lock was held leaves the counts usable.
        self.rec
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn error(&self, endpoint: &str, what: &str) {
        self.lock().error(endpoint, what);
    }

    pub fn build(
        &self,
        method: Method,
        path: &str,
        body: Option<Bytes>,
        headers: &[(&HeaderName, &HeaderValue)],
    ) -> Result<Request<Full<Bytes>>, String> {
        let mut b = Request::builder()
            .method(method)
            .uri(format!("{}{}", self.base_url, path));
        b = b
            .header(ACCEPT, ANY.clone())
            .header(ACCEPT_ENCODING, GZIP_DEFLATE.clone());
        for (name, value) in headers {
            b = b.header(*name, (*value).clone());
        }
        let body = match body {
            Some(bytes) => {
                b = b.header(CONTENT_TYPE, JSON.clone());
                bytes
            }
            None => Bytes::new(),
        };
        b.body(Full::new(body)).map_err(|e| e.to_string())
    }

    /// One timed request, its body read; `Got::Failed` (and an error counted) unless its
    /// status is in `ok`. The latency covers sending the request, reading and decoding the
    /// whole answer.
    pub async fn request(
        &self,
        endpoint: &'static str,
        method: Method,
        path: &str,
        body: Option<Bytes>,
        headers: &[(&HeaderName, &HeaderValue)],
        ok: &[u16],
    ) -> Got {
        let req = match self.build(method, path, body, headers) {
            Ok(r) => r,
            Err(e) => {
                self.error(endpoint, &format!("bad request: {e}"));
                return Got::Failed;
            }
        };
        let t0 = Instant::now();
        let hard_end = self.clock.hard_end();
        let deadline = (t0 + REQUEST_TIMEOUT).min(hard_end);
        let exchange = async {
            let resp = self
                .http
                .request(req)
                .await
                .map_err(|e| (failure_name(&e), describe(&e)))?;
            let (parts, body) = resp.into_parts();
            let raw = body
                .collect()
                .await
                .map_err(|e| ("ClientPayloadError", describe(&e)))?
                .to_bytes();
            let body = decode(parts.headers.get(CONTENT_ENCODING), raw)
                .map_err(|e| ("ContentEncodingError", e))?;
            Ok::<_, (&'static str, String)>(Answer {
                status: parts.status.as_u16(),
                etag: parts.headers.get(ETAG).cloned(),
                body,
            })
        };
        let result = tokio::time::timeout_at(deadline.into(), exchange).await;
        let seconds = t0.elapsed().as_secs_f64();
        let mut rec = self.lock();
        match result {
            Err(_elapsed) if deadline >= hard_end => {
                rec.record(endpoint, seconds, Status::Failed("cancelled"));
                Got::Cancelled
            }
            Err(_elapsed) => {
                rec.record(endpoint, seconds, Status::Failed("TimeoutError"));
                rec.error(
                    endpoint,
                    &format!("TimeoutError: no answer in {} s", REQUEST_TIMEOUT.as_secs()),
                );
                Got::Failed
            }
            Ok(Err((name, what))) => {
                rec.record(endpoint, seconds, Status::Failed(name));
                rec.error(endpoint, &format!("{name}: {what}"));
                Got::Failed
            }
            Ok(Ok(answer)) => {
                rec.record(endpoint, seconds, Status::Code(answer.status));
                if !ok.contains(&answer.status) {
                    let text = String::from_utf8_lossy(&answer.body[..answer.body.len().min(200)])
                        .into_owned();
                    rec.error(endpoint, &format!("{} {}", answer.status, text));
                    return Got::Failed;
                }
                Got::Ok(answer)
            }
        }
    }
}
