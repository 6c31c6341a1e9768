//! Every word the game says, captured from seeded complete games (every player count and
//! option set, actions chosen at random among the legal ones): the label of every legal
//! action at every decision, every prompt, every effect, the option words, and rule errors
//! sampled by trying actions that are not legal at a decision (actions seen earlier in
//! the game, and near-misses). The English is compared with `words_en.json`, written from
//! the code when `WRITE_WORDS=1` is set.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use super::super::actions::Action;
use super::super::options::{FourPlayerBoard, Options, TieBreak};
use super::super::state::State;
use super::super::types::Card;
use crate::engine::{Game, SplitMix64};
use crate::i18n::Msg;

/// The messages of one category, deduplicated (first seen first).
#[derive(Default)]
pub(super) struct Words {
    pub labels: Vec<Msg>,
    pub prompts: Vec<Msg>,
    pub effects: Vec<Msg>,
    pub errors: Vec<Msg>,
    pub options: Vec<Msg>,
    seen: HashSet<(u8, Msg)>,
}

impl Words {
    fn add(&mut self, kind: u8, m: Msg) {
        if self.seen.insert((kind, m.clone())) {
            match kind {
                0 => self.labels.push(m),
                1 => self.prompts.push(m),
                2 => self.effects.push(m),
                3 => self.errors.push(m),
                _ => self.options.push(m),
            }
        }
    }
}

/// The option sets played, by player count.
pub(super) fn option_sets(players: u8) -> Vec<Options> {
    let mut v = vec![
        Options::default(),
        Options { hard_variant: true, ..Options::default() },
        Options { starting_ep: 10, initiative_tie_break: TieBreak::FewerDinosFirst, ..Options::default() },
    ];
    if players == 4 {
        v.push(Options { four_player_board: FourPlayerBoard::TwoMedium, ..Options::default() });
        v.push(Options { four_player_board: FourPlayerBoard::TwoMedium, hard_variant: true, starting_ep: 10, ..Options::default() });
    }
    v
}

/// Near-misses tried at every decision.
fn bogus() -> Vec<Action> {
    vec![
        Action::Move { from: 200, to: 201 },
        Action::PlaceNewborn { region: 255 },
        Action::KeepDino { region: 255 },
        Action::Bid { row: 9, value: 0, gene_split: false, sleeping_gene: false },
        Action::Bid { row: 1, value: 999, gene_split: false, sleeping_gene: false },
        Action::Bid { row: 1, value: 0, gene_split: true, sleeping_gene: true },
        Action::PlayCard { card: Card::Flood, region: Some(250), player: Some(9), value: Some(9) },
        Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(9) },
        Action::StopBirths,
        Action::PassBid,
        Action::EndMovement,
        Action::Pass,
    ]
}

/// Play the games and collect their words.
pub(super) fn collect(games_per_set: u64) -> Words {
    let mut w = Words::default();
    for spec in State::option_specs() {
        w.add(4, spec.label.clone());
        w.add(4, spec.help.clone());
        for (_, c) in &spec.choices {
            w.add(4, c.clone());
        }
    }
    for players in 3..=5u8 {
        for (k, options) in option_sets(players).iter().enumerate() {
            for g in 0..games_per_set {
                let seed = 1000 * u64::from(players) + 100 * k as u64 + g;
                play(&mut w, players, options, seed);
            }
        }
    }
    w
}

fn play(w: &mut Words, players: u8, options: &Options, seed: u64) {
    let mut s = State::new(players, options, seed).expect("new game");
    let mut rng = SplitMix64::new(seed ^ 0x5EED);
    let mut pool: Vec<Action> = Vec::new();
    let mut pooled: HashSet<String> = HashSet::new();
    for _ in 0..20_000 {
        let Some(p) = s.pending() else { break };
        let seat = p.seats.iter().next().expect("a pending seat");
        for other in 0..players {
            w.add(1, s.prompt(other));
        }
        let legal = s.legal_actions(seat);
        assert!(!legal.is_empty());
        for a in &legal {
            w.add(0, s.label(seat, a).msg);
            let key = format!("{a:?}");
            if pool.len() < 400 && pooled.insert(key) {
                pool.push(a.clone());
            }
        }
        // Rule errors: near-misses, and a few actions of earlier decisions.
        let mut tries = bogus();
        for _ in 0..6 {
            if !pool.is_empty() {
                tries.push(pool[rng.next_int(pool.len() as u64) as usize].clone());
            }
        }
        for a in tries.iter().filter(|a| !legal.contains(a)) {
            let mut c = s.clone();
            if let Err(e) = c.apply(seat, a) {
                w.add(3, e.detail);
            }
        }
        let a = legal[rng.next_int(legal.len() as u64) as usize].clone();
        let fx = s.apply(seat, &a).expect("a legal action is accepted");
        for e in &fx {
            w.add(2, State::describe(e));
        }
    }
    assert!(s.pending().is_none(), "the game ends (seed {seed})");
}

fn english(w: &Words) -> BTreeMap<&'static str, BTreeSet<String>> {
    let en = |v: &[Msg]| v.iter().map(Msg::en).collect::<BTreeSet<String>>();
    BTreeMap::from([
        ("labels", en(&w.labels)),
        ("prompts", en(&w.prompts)),
        ("effects", en(&w.effects)),
        ("errors", en(&w.errors)),
        ("options", en(&w.options)),
    ])
}

const FIXTURE: &str = "src/games/evo/tests/words_en.json";

/// Today's English, word for word.
#[test]
fn words_match_the_english_fixture() {
    let words = english(&collect(2));
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    if std::env::var("WRITE_WORDS").is_ok_and(|v| v == "1") {
        let text = serde_json::to_string_pretty(&words).unwrap();
        std::fs::write(&path, text + "\n").unwrap();
    }
    let text = std::fs::read_to_string(&path).expect("the fixture (write it with WRITE_WORDS=1)");
    let want: BTreeMap<String, BTreeSet<String>> = serde_json::from_str(&text).unwrap();
    assert_eq!(want.len(), words.len());
    for (kind, got) in &words {
        let want = &want[*kind];
        assert!(want.len() > 3, "{kind}: too few words in the fixture");
        let missing: Vec<_> = want.difference(got).take(10).collect();
        let extra: Vec<_> = got.difference(want).take(10).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{kind}: not produced {missing:#?}; new {extra:#?}");
    }
}
