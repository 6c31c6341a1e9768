//! Golden view fixtures: what every viewer sees, pinned. For a few seeded random games of
//! each game type, `core_rs/tests/fixtures/views/<game>-<seats>.json` holds the view of
//! each seat, a spectator and an omniscient viewer at a few decisions (and at the end),
//! some tens of KB a file; each game's `view.rs` tests check that today's views are exactly those. A member
//! added, removed or renamed, a value changed, a hidden card shown: the test fails and
//! names the first difference (its JSON path). The views are compared as parsed JSON
//! values: a view is a JSON object, whose member order means nothing.
//!
//! When a view changes on purpose, rewrite the fixtures and review their diff:
//!
//! ```text
//! UPDATE_VIEW_FIXTURES=1 cargo test -p core_rs view_fixtures
//! ```
//!
//! A file holds one game: `{"game", "seats", "seed", "at", "end", "views": [...]}`, one
//! `{"decision", "viewer", "view"}` a line (`decision` is "end" at the end; `viewer` is
//! `seat<n>`, `spectator` or `omniscient`). The games are walked as
//! `harness::checked_random_game` walks them (so a rules change that alters a game alters
//! its fixture too; the golden playthroughs, `tests/fixtures/golden`, pin the games
//! themselves).

use std::path::PathBuf;

use serde_json::{json, Value};

use super::harness::{all_viewers, checked_random_game};
use crate::engine::{Game, Viewer};

/// Set (to anything but "0" or "") to rewrite the fixtures instead of checking them.
pub(crate) const UPDATE: &str = "UPDATE_VIEW_FIXTURES";

/// One pinned game: a game of `seats` seats from `seed` (default options), its views
/// recorded before each decision of `at` (counted from 0) and, if `end`, once it is over.
pub(crate) struct Pinned {
    pub seats: u8,
    pub seed: u64,
    pub at: &'static [usize],
    pub end: bool,
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("fixtures").join("views")
}

fn viewer_name(v: Viewer) -> String {
    match v {
        Viewer::Seat(s) => format!("seat{s}"),
        Viewer::Spectator => "spectator".into(),
        Viewer::Omniscient => "omniscient".into(),
    }
}

/// Today's views of a pinned game: `{"decision", "viewer", "view"}` each, in order.
/// `view` gives a viewer's view (it may check that the game's ways of writing it agree).
fn record<G: Game>(p: &Pinned, view: &impl Fn(&G, Viewer) -> Value) -> Vec<Value> {
    let mut g = G::new(p.seats, &Default::default(), p.seed).expect("a new game");
    let mut out = Vec::new();
    checked_random_game(&mut g, p.seed, 1, |s: &G, decision: usize| {
        let decision = match decision {
            usize::MAX if p.end => json!("end"),
            d if p.at.contains(&d) => json!(d),
            _ => return,
        };
        for viewer in all_viewers(p.seats) {
            out.push(json!({"decision": decision, "viewer": viewer_name(viewer), "view": view(s, viewer)}));
        }
    });
    out
}

/// A viewer's view as the binding serves it (`Game::view_json`, parsed), once checked to
/// be the same JSON value as `Game::view` gives.
pub(crate) fn both_ways<G: Game>(g: &G, viewer: Viewer) -> Value {
    let text = g.view_json(viewer);
    let served: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{viewer:?}: the view text does not parse: {e}"));
    let value = g.view(viewer);
    if let Some(d) = first_difference(&value, &served, "") {
        panic!("{viewer:?}: view_json is not view: at {d}");
    }
    served
}

/// The fixture file's text: the game's facts, then one view a line.
fn text(game: &str, p: &Pinned, views: &[Value]) -> String {
    let mut t = format!(
        "{{\"game\":{},\"seats\":{},\"seed\":{},\"at\":{},\"end\":{},\"views\":[\n",
        json!(game),
        p.seats,
        p.seed,
        json!(p.at),
        p.end
    );
    for (i, v) in views.iter().enumerate() {
        // The decision and the viewer first, then the view (a map writes its keys sorted).
        t.push_str(&format!("{{\"decision\":{},\"viewer\":{},\"view\":{}}}", v["decision"], v["viewer"], v["view"]));
        t.push_str(if i + 1 < views.len() { ",\n" } else { "\n" });
    }
    t.push_str("]}\n");
    t
}

/// A short form of a value for a failure message.
fn brief(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 200 {
        format!("{}...", s.chars().take(200).collect::<String>())
    } else {
        s
    }
}

/// The first difference between two JSON values, as "path: pinned ..., now ...".
pub(crate) fn first_difference(pinned: &Value, now: &Value, path: &str) -> Option<String> {
    match (pinned, now) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort_unstable();
            keys.dedup();
            keys.into_iter().find_map(|k| {
                let at = format!("{path}/{k}");
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => first_difference(x, y, &at),
                    (Some(x), None) => Some(format!("{at}: pinned {}, now absent", brief(x))),
                    (None, Some(y)) => Some(format!("{at}: absent when pinned, now {}", brief(y))),
                    (None, None) => None,
                }
            })
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            a.iter().zip(b).enumerate().find_map(|(i, (x, y))| first_difference(x, y, &format!("{path}/{i}")))
        }
        _ if pinned == now => None,
        _ => Some(format!("{}: pinned {}, now {}", if path.is_empty() { "/" } else { path }, brief(pinned), brief(now))),
    }
}

/// Check (or, with `UPDATE_VIEW_FIXTURES`, rewrite) the fixtures of game type `G`: each
/// pinned game's views, as `view` writes them today, equal the file's. Returns every
/// pinned view (for the caller's checks that the fixtures show what they should).
pub(crate) fn check<G: Game>(pinned: &[Pinned], view: impl Fn(&G, Viewer) -> Value) -> Vec<Value> {
    let update = std::env::var(UPDATE).is_ok_and(|v| !v.is_empty() && v != "0");
    let mut all = Vec::new();
    for p in pinned {
        let name = format!("{}-{}.json", G::INFO.name, p.seats);
        let path = dir().join(&name);
        let now = record::<G>(p, &view);
        if update {
            std::fs::create_dir_all(dir()).expect("the fixtures folder");
            std::fs::write(&path, text(G::INFO.name, p, &now)).expect("a fixture written");
        }
        let file = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}; write it with {UPDATE}=1 cargo test -p core_rs view_fixtures", path.display()));
        let fixture: Value = serde_json::from_str(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
        let facts = json!({"game": G::INFO.name, "seats": p.seats, "seed": p.seed, "at": p.at, "end": p.end});
        for (k, v) in facts.as_object().into_iter().flatten() {
            assert_eq!(&fixture[k], v, "{name}: `{k}` is not the pinned game's; rewrite it with {UPDATE}=1");
        }
        let views = fixture["views"].as_array().cloned().unwrap_or_default();
        for (i, (old, new)) in views.iter().zip(&now).enumerate() {
            if let Some(d) = first_difference(old, new, "") {
                panic!(
                    "{name}: view {i} (decision {}, {}) differs at {d}\n\
                     (if the change is meant, rewrite the fixtures with {UPDATE}=1 and review the diff)",
                    old["decision"], old["viewer"]
                );
            }
        }
        assert_eq!(views.len(), now.len(), "{name}: {} views pinned, {} now", views.len(), now.len());
        all.extend(views);
    }
    all
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::first_difference;

    #[test]
    fn any_change_to_a_view_is_a_difference_named_by_its_path() {
        let view = json!({"round": 2, "players": [{"seat": 0, "hand": ["L1-001"]}, {"seat": 1}], "deck": null});
        assert_eq!(first_difference(&view, &view.clone(), ""), None);
        // Member order is not a difference.
        let reordered: serde_json::Value =
            serde_json::from_str(r#"{"deck": null, "players": [{"hand": ["L1-001"], "seat": 0}, {"seat": 1}], "round": 2}"#)
                .expect("JSON");
        assert_eq!(first_difference(&view, &reordered, ""), None);
        let mut changed = view.clone();
        changed["round"] = json!(3);
        assert_eq!(first_difference(&view, &changed, "").as_deref(), Some("/round: pinned 2, now 3"));
        let mut shown = view.clone();
        shown["players"][1]["hand"] = json!(["L1-002"]);
        assert_eq!(
            first_difference(&view, &shown, "").as_deref(),
            Some(r#"/players/1/hand: absent when pinned, now ["L1-002"]"#)
        );
        let mut gone = view.clone();
        gone.as_object_mut().expect("an object").remove("deck");
        assert_eq!(first_difference(&view, &gone, "").as_deref(), Some("/deck: pinned null, now absent"));
        let mut longer = view.clone();
        longer["players"][0]["hand"] = json!(["L1-001", "L1-003"]);
        assert!(first_difference(&view, &longer, "").is_some_and(|d| d.starts_with("/players/0/hand: pinned")));
    }
}
